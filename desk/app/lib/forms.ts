// What each desk form posts (issue 41): its intent's name and the zod shape of its fields, declared
// once per screen in the route's `forms.ts` and read by both sides. The browser's form is made from
// the declaration (components/intent-form.tsx: the hidden `intent`, Conform's fields typed by the
// shape, the constraints Conform derives from it), and the server's intent
// (lib/intents.server.ts) is the same declaration with a role and a `run`; so a form naming a field
// or an intent its screen does not declare fails the type check instead of answering 400.
import type { getZodConstraint } from "@conform-to/zod/v4";
import { z } from "zod";
import { PASSWORD_MAX } from "#server/staff/password-rules.ts";

type Constraint = ReturnType<typeof getZodConstraint>[string];

export interface FormIntent<N extends string = string, S extends z.ZodRawShape = z.ZodRawShape> {
  /** The `intent` the form posts. */
  readonly name: N;
  /** Its fields' schemas (the server parses with them; the form's field names are their keys). */
  readonly fields: S;
  /** The constraints Conform gives the form's fields, from the schemas: required, lengths, bounds. */
  readonly constraint: Record<string, Constraint>;
}

/** What a form's fields hold, as Conform types them. */
export type FieldsOf<F extends FormIntent> = F extends FormIntent<string, infer S> ? z.input<z.ZodObject<S>> : never;

/**
 * The browser's constraints for a form's fields, from their schemas as JSON Schema (zod's own
 * export): required, lengths and bounds. Conform's getZodConstraint reads lengths from a part of
 * zod that zod 4.6 no longer fills in, so with it only `required` came through.
 */
function constraintOf(fields: z.ZodRawShape): Record<string, Constraint> {
  const schema = z.toJSONSchema(z.object(fields), { io: "input", unrepresentable: "any" }) as {
    properties?: Record<string, { minLength?: number; maxLength?: number; minimum?: number; maximum?: number }>;
    required?: string[];
  };
  return Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([name, field]) => [
      name,
      {
        required: schema.required?.includes(name) ?? false,
        ...(field.minLength === undefined ? {} : { minLength: field.minLength }),
        ...(field.maxLength === undefined ? {} : { maxLength: field.maxLength }),
        ...(field.minimum === undefined ? {} : { min: field.minimum }),
        ...(field.maximum === undefined ? {} : { max: field.maximum }),
      },
    ]),
  );
}

/** One declaration per intent of a screen, named by its key. */
export function formIntents<const T extends Record<string, z.ZodRawShape>>(
  shapes: T,
): { readonly [K in keyof T & string]: FormIntent<K, T[K]> } {
  return Object.fromEntries(
    Object.entries(shapes).map(([name, fields]) => {
      let constraint: Record<string, Constraint> | undefined;
      const declared = {
        name,
        fields,
        // Worked out on first use (a screen's forms, not every screen's, in the browser).
        get constraint() {
          constraint ??= constraintOf(fields);
          return constraint;
        },
      };
      return [name, declared];
    }),
  ) as { readonly [K in keyof T & string]: FormIntent<K, T[K]> };
}

// ── Field schemas the desk's forms share ─────────────────────────────────────

/** Required text: trimmed, at most `max` characters, with the message a person reads when it is missing. */
export const requiredText = (max: number, missing: string) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, `Use at most ${max} characters.`);

/** Optional text, at most `max` characters. */
export const optionalText = (max: number) => z.string().trim().max(max, `Use at most ${max} characters.`).optional();

/** A record's id posted by a form (hidden field): letters, digits and dashes. */
export const recordId = z
  .string({ error: "Reload the page and try again." })
  .max(200, "Reload the page and try again.")
  .regex(/^[A-Za-z0-9_-]+$/, "Reload the page and try again.");

/** A new password, twice (the rules themselves are the staff module's; the two must match). */
export const newPasswordFields = {
  password: z.string({ error: "Choose a password." }).max(PASSWORD_MAX, `Use at most ${PASSWORD_MAX} characters.`),
  confirm: z.string({ error: "Enter the password again." }).max(PASSWORD_MAX, "The two passwords do not match."),
};

/** Who a record is assigned to (an enquiry's, a case's): a member's id, or nobody when empty. */
export const assignFields = { assignee: recordId.optional() };
