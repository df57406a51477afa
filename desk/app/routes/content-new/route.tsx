// A new insights article (issue 42 item 5, decision 071): its title, address, hub group, summary,
// byline and search title and description. It is saved as a draft; its body is written, previewed
// and published in the entry's editor like any other entry.
import { href, Link } from "react-router";
import { Field } from "#desk/components/field.tsx";
import { IntentForm, IntentMessage } from "#desk/components/intent-form.tsx";
import { handleIntents, intent } from "#desk/lib/intents.server.ts";
import { contentAddress } from "#desk/lib/links.ts";
import { requireStaff } from "#desk/lib/staff.server.ts";
import { answerWhenUnreachable, revalidateUnlessUnreachable } from "#desk/lib/unreachable.ts";
import { createArticleEntry } from "#server/content/content-desk.server.ts";
import { articleFolders } from "#shared/content/article-pages.ts";
import type { Route } from "./+types/route";
import { forms } from "./forms.ts";

export const meta: Route.MetaFunction = () => [{ title: "New article | Content | Staff desk" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(context, request);
  return null;
}

const intents = {
  create: intent(forms.create, {
    role: "staff",
    async run(input, { services, staff, ip }) {
      const path = `${input.folder}${input.slug}`;
      const result = await createArticleEntry(services, { ...input, path }, { id: staff.id, ip });
      if (result.ok) return { ok: true, message: `The draft of ${path} is saved.`, entry: contentAddress(result.id) };
      const [first] = Object.values(result.fieldErrors);
      const onAddress = "frontmatter.path" in result.fieldErrors;
      return {
        ok: false,
        status: 400,
        ...(onAddress ? { field: "slug" } : {}),
        error: `Not saved: ${first ?? "check the fields"}.`,
      };
    },
  }),
};

export async function action(args: Route.ActionArgs) {
  return handleIntents(args, intents);
}

// A form sent with no connection is answered on the screen, its words kept (lib/unreachable.ts).
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) =>
  answerWhenUnreachable(request, serverAction);
export const shouldRevalidate = revalidateUnlessUnreachable;

const groups = [
  { value: "guides", label: "Guides on strategy and choosing partners" },
  { value: "mortgage", label: "Mortgage leads" },
  { value: "fundraising", label: "Fundraising leads" },
] as const;

export default function NewArticle({ actionData }: Route.ComponentProps) {
  const made = actionData?.ok && "entry" in actionData ? (actionData.entry as string) : undefined;
  return (
    <>
      <p className="text-sm">
        <Link to={href("/content")} className="text-brand-800 underline">
          Content
        </Link>
      </p>
      <h1 className="mt-1 text-2xl font-bold">New insights article</h1>
      <p className="mt-1 text-slate-700">
        The article is saved as a draft. Write its body, preview it and publish it in its editor.
      </p>
      {made && actionData ? (
        <div className="mt-4">
          <IntentMessage answer={actionData} />
          <Link to={href("/content/*", { "*": made })} className="btn-primary mt-2 inline-block">
            Write the article
          </Link>
        </div>
      ) : (
        <IntentForm intent={forms.create} answer={actionData} className="mt-4 max-w-2xl space-y-4">
          {(fields) => (
            <>
              <Field meta={fields.title} label="Title (the page's main heading)" />
              <Field meta={fields.folder} label="Where it lives" as="select" defaultValue={articleFolders[0]}>
                {articleFolders.map((f) => (
                  <option key={f} value={f}>
                    {f}
                  </option>
                ))}
              </Field>
              <Field
                meta={fields.slug}
                label="Address"
                hint="After the folder: lower-case letters, digits and hyphens, such as choosing-a-lead-partner."
              />
              <Field meta={fields.category} label="Group in the insights hub" as="select" defaultValue="guides">
                {groups.map((g) => (
                  <option key={g.value} value={g.value}>
                    {g.label}
                  </option>
                ))}
              </Field>
              <Field meta={fields.summary} label="Summary (under the heading)" as="textarea" rows={3} />
              <Field meta={fields.author} label="Author" />
              <Field meta={fields.authorRole} label="Author's role" />
              <Field meta={fields.searchTitle} label="Title for search results" hint="30 to 60 characters." />
              <Field
                meta={fields.searchDescription}
                label="Description for search results"
                as="textarea"
                rows={2}
                hint="70 to 160 characters."
              />
              <button type="submit" className="btn-primary">
                Save the draft
              </button>
            </>
          )}
        </IntentForm>
      )}
    </>
  );
}
