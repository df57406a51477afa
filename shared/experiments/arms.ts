// An experiment's arms as stored (experiments.arms, migration 096) and how an arm changes an entry's
// content (issue 43): arm 0 is the published content unchanged; every other arm replaces some of the
// entry's fields, each named by a JSON pointer (RFC 6901) into the entry's data. The result is checked
// with the entry's own schema and guard rails by whoever saves or renders it, like any draft.
import { z } from "zod";

export const MIN_ARMS = 2;
export const MAX_ARMS = 4;

/** A JSON pointer into an entry's data: "/hero/title", "/faqs/2/answer". */
export const fieldPointer = z
  .string()
  .regex(/^(\/([^~/]|~[01])*)+$/, { error: "A field is named by a JSON pointer such as /hero/title" });

export const armSchema = z.strictObject({
  label: z.string().trim().min(1, { error: "Give the arm a label" }).max(60),
  weight: z.int().min(1, { error: "Each arm's weight is at least 1" }).max(100),
  changes: z.record(fieldPointer, z.unknown()),
});

export const armsSchema = z
  .array(armSchema)
  .min(MIN_ARMS, { error: `An experiment has ${MIN_ARMS} to ${MAX_ARMS} arms` })
  .max(MAX_ARMS, { error: `An experiment has ${MIN_ARMS} to ${MAX_ARMS} arms` })
  .superRefine((arms, ctx) => {
    if (Object.keys(arms[0]?.changes ?? {}).length > 0)
      ctx.addIssue({ code: "custom", path: [0, "changes"], message: "The first arm is the published page as it is" });
    arms.slice(1).forEach((arm, i) => {
      if (Object.keys(arm.changes).length === 0)
        ctx.addIssue({ code: "custom", path: [i + 1, "changes"], message: "Change at least one field in this arm" });
    });
  });

export type Arm = z.infer<typeof armSchema>;

export function parsePointer(pointer: string): string[] {
  return pointer
    .split("/")
    .slice(1)
    .map((token) => token.replaceAll("~1", "/").replaceAll("~0", "~"));
}

export function formatPointer(tokens: readonly (string | number)[]): string {
  return tokens.map((t) => `/${String(t).replaceAll("~", "~0").replaceAll("/", "~1")}`).join("");
}

/** The value at `pointer` in `data` (undefined where there is none). */
export function valueAt(data: unknown, pointer: string): unknown {
  let node: unknown = data;
  for (const token of parsePointer(pointer)) {
    if (node === null || typeof node !== "object" || !Object.hasOwn(node, token)) return undefined;
    node = (node as Record<string, unknown>)[token];
  }
  return node;
}

/**
 * `data` with the arm's changes applied (a copy; `data` is untouched). A pointer must name a field that
 * exists in the published data: an arm changes words, it does not add parts to a page. Throws with the
 * pointer when one does not.
 */
export function applyArm<T>(data: T, changes: Readonly<Record<string, unknown>>): T {
  const copy = structuredClone(data) as unknown;
  for (const [pointer, value] of Object.entries(changes)) {
    const tokens = parsePointer(pointer);
    const last = tokens.pop();
    let parent: unknown = copy;
    for (const token of tokens) {
      if (parent === null || typeof parent !== "object" || !Object.hasOwn(parent, token)) parent = undefined;
      else parent = (parent as Record<string, unknown>)[token];
    }
    if (last === undefined || parent === null || typeof parent !== "object" || !Object.hasOwn(parent, last))
      throw new Error(`No field ${pointer} in this entry`);
    (parent as Record<string, unknown>)[last] = structuredClone(value);
  }
  return copy as T;
}
