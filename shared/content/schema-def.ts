// Reading a content schema's own definition (zod's `_zod.def`) under its wrappers, with the
// editor's hints from its metadata: shared by the desk's generated editor (schema-walk.ts) and the
// guard rails before publishing (guard-rails.ts), which both walk an entry along its schema.
import { z } from "zod";
import type { EditorMeta } from "./fields.ts";

export type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  getter?: () => z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  valueType?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string>;
  values?: unknown[];
};

export const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

export function metaOf(schema: z.ZodType): EditorMeta {
  return (z.globalRegistry.get(schema) as EditorMeta | undefined) ?? {};
}

/** The schema under optional, readonly, default, lazy and pipe wrappers, and whether it was optional. */
export function unwrap(schema: z.ZodType): { schema: z.ZodType; optional: boolean; meta: EditorMeta } {
  let current = schema;
  let optional = false;
  let meta: EditorMeta = { ...metaOf(schema) };
  for (let i = 0; i < 20; i++) {
    const def = defOf(current);
    if (def.type === "optional") optional = true;
    const next =
      def.type === "optional" || def.type === "readonly" || def.type === "default" || def.type === "nullable"
        ? def.innerType
        : def.type === "lazy"
          ? (current as unknown as { _zod: { innerType: z.ZodType } })._zod.innerType
          : def.type === "pipe"
            ? def.in
            : undefined;
    if (!next) break;
    current = next;
    meta = { ...metaOf(current), ...meta };
  }
  return { schema: current, optional, meta };
}
