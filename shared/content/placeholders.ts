// Fact placeholders (decision 060): text that quotes a fact says `{fact:claims.leadsDelivered}`, the
// dotted path of the fact in the facts entry (an array item by its index: `{fact:claims.trialLeads.0}`),
// optionally with forms applied in order: `|capital` (first letter upper case, a fact that starts a
// sentence), `|lower`, `|list` (a list of facts as "A, B and C"; first when chained: `|list|lower`), or
// `|host` (an address without its scheme and closing slash, as a link's words). They are resolved when a page is rendered, so
// a fact changed once changes on every page that quotes it; the check on save refuses a placeholder that
// names no fact. No zod here: the prerender uses it.
// `{policy:name}` quotes a sentence generated from the privacy records (shared/privacy/policy-text.ts,
// decision 078): code, not content, so a release changes it and the desk cannot.
import { policyTexts } from "#shared/privacy/policy-text.ts";

/** Facts as data: nested records and lists whose leaves are strings and numbers. */
export type FactsData = { readonly [key: string]: unknown };

const PLACEHOLDER = /\{fact:([A-Za-z][A-Za-z0-9]*(?:\.[A-Za-z0-9]+)*(?:\|(?:capital|lower|list|host))*)\}/g;

const POLICY = /\{policy:([A-Za-z]+)\}/g;

const quotable = (value: unknown): value is string | number => typeof value === "string" || typeof value === "number";

/**
 * The words a placeholder's name ("claims.leadsDelivered", "industries|list") stands for, or undefined
 * when it names no quotable fact (a missing path, a record, a list without `|list`).
 */
export function factValue(facts: FactsData, name: string): string | undefined {
  const [path = "", ...forms] = name.split("|");
  let value: unknown = facts;
  for (const key of path.split(".")) {
    if (value === null || typeof value !== "object" || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  let text: string;
  if (forms[0] === "list") {
    if (!Array.isArray(value) || value.length === 0 || !value.every(quotable)) return undefined;
    const items = value.map(String);
    text = items.length === 1 ? items[0]! : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
  } else if (quotable(value)) text = String(value);
  else return undefined;
  for (const form of forms) {
    if (form === "capital") text = `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
    else if (form === "lower") text = text.toLowerCase();
    else if (form === "host") text = text.replace(/^https?:\/\//, "").replace(/\/$/, "");
    else if (form === "list" && form !== forms[0]) return undefined;
  }
  return text;
}

/** The fact names a text quotes, in order. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[1]!);
}

/** Every string in a value, with its path ("hero.points.1"). */
export function* stringsOf(value: unknown, path: readonly (string | number)[] = []): Generator<[string, string]> {
  if (typeof value === "string") yield [path.join("."), value];
  else if (Array.isArray(value)) for (const [i, item] of value.entries()) yield* stringsOf(item, [...path, i]);
  else if (value !== null && typeof value === "object")
    for (const [key, item] of Object.entries(value)) yield* stringsOf(item, [...path, key]);
}

/** The placeholders that name no fact, as field errors keyed by path (the first per field). */
export function unknownFacts(value: unknown, facts: FactsData): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, text] of stringsOf(value)) {
    const unknown = placeholdersOf(text).find((name) => factValue(facts, name) === undefined);
    if (unknown !== undefined) errors[path] = `{fact:${unknown}} names no fact`;
    const policy = [...text.matchAll(POLICY)].find((m) => !Object.hasOwn(policyTexts, m[1]!));
    if (policy && unknown === undefined) errors[path] = `${policy[0]} names no sentence of the privacy policies`;
  }
  return errors;
}

/** A text with its placeholders replaced by the facts; throws on one that names no fact (the build or publish fails). */
export function resolveText(text: string, facts: FactsData): string {
  if (!text.includes("{")) return text;
  return text
    .replace(PLACEHOLDER, (_, name: string) => {
      const value = factValue(facts, name);
      if (value === undefined) throw new Error(`{fact:${name}} names no fact`);
      return value;
    })
    .replace(POLICY, (whole, name: string) => {
      if (!Object.hasOwn(policyTexts, name)) throw new Error(`${whole} names no sentence of the privacy policies`);
      return policyTexts[name] as string;
    });
}

/** A content value with every placeholder in its strings resolved; the same shape, new objects. */
export function withFacts<T>(value: T, facts: FactsData): T {
  if (typeof value === "string") return resolveText(value, facts) as T;
  if (Array.isArray(value)) return value.map((item) => withFacts(item, facts)) as T;
  if (value !== null && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withFacts(v, facts)])) as T;
  return value;
}
