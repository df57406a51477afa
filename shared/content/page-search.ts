// A page entry's title and description for search in the desk (decision 077). The page registry
// (shared/site/pages.ts) stays the one declaration of the shipped words: an entry holds them only once
// edited. The editor starts from the registry's words; a save that leaves them as shipped stores none.
import { declaredSearch } from "#shared/site/pages.ts";
import type { ContentTypeName } from "./content-types.ts";

/** The field of an entry of `type` that holds its title and description for search, if it has one. */
export function searchFieldOf(type: ContentTypeName): "search" | "listing" | undefined {
  if (type === "article") return "listing";
  return type === "facts" || type === "notFound" ? undefined : "search";
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** The entry's data as the editor starts from it: the registry's title and description when it holds none. */
export function withShippedSearch(id: string, type: ContentTypeName, data: unknown): unknown {
  const field = searchFieldOf(type);
  const shipped = declaredSearch(id);
  if (!field || !shipped || !isObject(data) || data[field] !== undefined) return data;
  return { ...data, [field]: shipped };
}

/** The entry's data to store: its title and description left out when they are the registry's (and nothing else is there). */
export function withoutShippedSearch(id: string, type: ContentTypeName, data: unknown): unknown {
  const field = searchFieldOf(type);
  const shipped = declaredSearch(id);
  if (!field || !shipped || !isObject(data) || !isObject(data[field])) return data;
  const { title, description, ...rest } = data[field];
  if (title !== shipped.title || description !== shipped.description || Object.keys(rest).length > 0) return data;
  const { [field]: _, ...without } = data;
  return without;
}
