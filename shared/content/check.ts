// The check on save (decision 060): an entry's data against its type's schema, and its fact
// placeholders against the facts. Refusals are field-level: a message per dotted path
// ("hero.points.1"), the path the desk's editor shows the message beside.
import type { z } from "zod";
import { type ContentTypeName, contentTypes } from "./content-types.ts";
import { codeRefusal } from "./fields.ts";
import { type FactsData, placeholdersOf, stringsOf, unknownFacts } from "./placeholders.ts";

export type FieldErrors = Record<string, string>;

export type CheckResult = { ok: true; data: unknown } | { ok: false; fieldErrors: FieldErrors };

function issuesToFieldErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join(".");
    errors[path] ??= issue.message;
  }
  return errors;
}

/**
 * Checks an entry's data. `facts` are the facts its placeholders must name (the published ones); the
 * facts entry itself may quote nothing (its values are what placeholders resolve to).
 */
export function checkEntry(type: ContentTypeName, data: unknown, facts: FactsData): CheckResult {
  const parsed = contentTypes[type].schema().safeParse(data);
  if (!parsed.success) return { ok: false, fieldErrors: issuesToFieldErrors(parsed.error.issues) };
  const fieldErrors: FieldErrors = {};
  for (const [path, text] of stringsOf(parsed.data)) {
    const refusal = codeRefusal(text);
    if (refusal) fieldErrors[path] = refusal;
  }
  if (type === "facts") {
    for (const [path, text] of stringsOf(parsed.data))
      if (text.includes("{fact:")) fieldErrors[path] ??= "A fact cannot quote another fact";
  } else for (const [path, message] of Object.entries(unknownFacts(parsed.data, facts))) fieldErrors[path] ??= message;
  return Object.keys(fieldErrors).length > 0 ? { ok: false, fieldErrors } : { ok: true, data: parsed.data };
}

/** The facts an entry quotes, each once. */
export function factsQuoted(data: unknown): Set<string> {
  const names = new Set<string>();
  for (const [, text] of stringsOf(data)) for (const name of placeholdersOf(text)) names.add(name);
  return names;
}
