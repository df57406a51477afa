// Statements that PostgreSQL parses and plans once per connection instead of for every call: the
// intake's fixed texts, run hundreds of times a second (decision 044). Only texts made from the
// code (never from input) are registered, so the set stays small and bounded.
const names = new Map<string, string>();

/** Registers `text` as a named prepared statement; returns it unchanged. */
export function prepared(text: string): string {
  if (!names.has(text)) names.set(text, `intake_${names.size + 1}`);
  return text;
}

/** The statement's name when `text` was registered. */
export function preparedName(text: string): string | undefined {
  return names.get(text);
}
