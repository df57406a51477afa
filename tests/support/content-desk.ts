// What the content tests do in the desk's screens, in Chromium (Playwright and Vitest specs alike).
import type { Page } from "playwright-core";

export interface NewArticle {
  title: string;
  slug: string;
  summary: string;
  author: string;
  authorRole: string;
  searchTitle: string;
  searchDescription: string;
}

/** Fills /desk/content-new for an article under /lead-generation-insights/ and saves the draft. */
export async function saveNewArticle(page: Page, article: NewArticle): Promise<void> {
  await page.getByLabel("Title (the page's main heading)").fill(article.title);
  await page.getByLabel("Where it lives").selectOption("/lead-generation-insights/");
  await page.getByLabel("Address", { exact: true }).fill(article.slug);
  await page.getByLabel("Group in the insights hub").selectOption("guides");
  await page.getByLabel("Summary (under the heading)").fill(article.summary);
  await page.getByLabel("Author", { exact: true }).fill(article.author);
  await page.getByLabel("Author's role").fill(article.authorRole);
  await page.getByLabel("Title for search results").fill(article.searchTitle);
  await page.getByLabel("Description for search results").fill(article.searchDescription);
  await page.getByRole("button", { name: "Save the draft" }).click();
}

/** Types a new paragraph at the end of the rich-text body and selects its last `words`, by keyboard. */
export async function typeAtBodyEnd(page: Page, sentence: string, words: string): Promise<void> {
  await page.getByRole("textbox", { name: "Body" }).focus();
  await page.keyboard.press("ControlOrMeta+End");
  await page.keyboard.press("Enter");
  await page.keyboard.type(sentence);
  for (let i = 0; i < words.length; i++) await page.keyboard.press("Shift+ArrowLeft");
}
