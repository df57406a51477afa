// What the new-article form posts (decision 071): the article's title, address, hub group, summary,
// byline, and its title and description for search. The body is written in the entry's editor.
import { z } from "zod";
import { formIntents } from "#desk/lib/forms.ts";
import { articleFolders } from "#shared/content/article-pages.ts";
import { insightCategoryKeys } from "#shared/site/pages.ts";

const words = (min: number, max: number, what: string) =>
  z
    .string({ error: `Write the ${what}.` })
    .trim()
    .min(min, `Write at least ${min} characters for the ${what}.`)
    .max(max, `Keep the ${what} under ${max} characters.`);

export const forms = formIntents({
  create: {
    title: words(10, 120, "title"),
    folder: z.enum(articleFolders, { error: "Choose where the article lives." }),
    slug: z
      .string({ error: "Write the address." })
      .trim()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Lower-case letters, digits and single hyphens only.")
      .max(80, "Keep the address under 80 characters."),
    category: z.enum(insightCategoryKeys, { error: "Choose a group of the insights hub." }),
    summary: words(40, 400, "summary"),
    author: words(2, 80, "author's name"),
    authorRole: words(2, 80, "author's role"),
    searchTitle: words(1, 120, "title for search"),
    searchDescription: words(1, 300, "description for search"),
  },
});
