// The content types and the entries the code ships (decision 060). Each type has one zod schema
// (shared/content/schemas/): the page's TypeScript type is inferred from it, the server checks a
// draft with it on save, and the desk's editor (issue 42 item 2) is generated from it. An entry's id is
// its registry path, or a fixed id (`facts`). Server, desk, build and tests only (zod).
import { factsSchema } from "./schemas/facts.ts";
import { homeSchema } from "./schemas/home.ts";

export const contentTypes = {
  facts: { label: "Facts", schema: factsSchema },
  home: { label: "Home page", schema: homeSchema },
} as const;

export type ContentTypeName = keyof typeof contentTypes;

export interface ShippedEntryDeclaration {
  id: string;
  type: ContentTypeName;
}

/**
 * The entries whose first version ships with the code: the facts (shared/site/facts.ts) and each page
 * whose content is data (its content.json beside its route, found through the page registry).
 */
export const shippedEntryDeclarations: readonly ShippedEntryDeclaration[] = [
  { id: "facts", type: "facts" },
  { id: "/", type: "home" },
];

export function isContentType(type: string): type is ContentTypeName {
  return Object.hasOwn(contentTypes, type);
}
