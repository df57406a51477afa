// How a form field is stored: its column is the field's name in snake_case ("firstName" →
// "first_name"), and its type follows its kind. One rule for both the runtime (the submission
// field declarations, server/submissions/fields.server.ts) and the database's table types
// (server/db/schema.server.ts), so that a field added to a form's rules is a column everywhere.
import type { FieldRule } from "./rules.ts";

/** "firstName" → "first_name". */
export type ColumnOf<K extends string> = K extends `${infer C}${infer Rest}`
  ? `${C extends Lowercase<C> ? C : `_${Lowercase<C>}`}${ColumnOf<Rest>}`
  : K;

export function columnOf<K extends string>(key: K): ColumnOf<K> {
  return key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`) as ColumnOf<K>;
}

/** Kinds stored as text that is never null ("" when not given); the others are null when not given. */
export const textKinds = ["name", "email", "phone", "message"] as const;

type ValueOf<R> = R extends { kind: "checkbox" }
  ? boolean | number
  : R extends { kind: (typeof textKinds)[number] }
    ? string
    : string | null;

/** The columns a form's fields are stored in, with their types. */
export type FieldColumns<F> = {
  [K in keyof F & string as ColumnOf<K>]: ValueOf<F[K]>;
};

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

/** The columns of a table that stores several forms (e.g. both privacy forms): every field of any of them. */
export type StoredFields<Forms extends Record<string, { fields: Record<string, FieldRule> }>> = FieldColumns<
  UnionToIntersection<Forms[keyof Forms]["fields"]>
>;
