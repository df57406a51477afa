// The editor is generated from the entry's zod schema (issue 42 item 2, decision 064): this walks
// a schema into what the form shows for each field (text, a registry page, a list, a group of
// fields, a choice), and gives a new item's first value. Zod's own definitions are read
// (`_zod.def`), with the editor's hints and labels from the schema's metadata (EditorMeta in
// #shared/content/fields.ts); a field without a label is named from its key ("videoLinkLabel":
// "Video link label").
import type { z } from "zod";
import type { EditorMeta } from "#shared/content/fields.ts";
import { defOf, metaOf, unwrap } from "#shared/content/schema-def.ts";

export { metaOf, unwrap };

export type Shape =
  | { kind: "text"; long: boolean; editor?: "page" | "external" | "anchor" }
  | { kind: "rich" }
  | { kind: "number" }
  | { kind: "boolean" }
  | { kind: "choice"; options: readonly string[] }
  | { kind: "fixed"; value: unknown }
  | { kind: "group"; fields: readonly { key: string; schema: z.ZodType; optional: boolean }[] }
  | { kind: "list"; item: z.ZodType }
  | { kind: "record"; value: z.ZodType }
  | { kind: "either"; options: readonly z.ZodType[] };

export function shapeOf(schema: z.ZodType): Shape {
  const { schema: inner, meta } = unwrap(schema);
  if (meta.editor === "rich") return { kind: "rich" };
  const def = defOf(inner);
  switch (def.type) {
    case "string":
      return { kind: "text", long: meta.editor === "long" };
    case "custom":
      return {
        kind: "text",
        long: false,
        ...(meta.editor === "page" || meta.editor === "external" || meta.editor === "anchor"
          ? { editor: meta.editor }
          : {}),
      };
    case "number":
      return { kind: "number" };
    case "boolean":
      return { kind: "boolean" };
    case "enum":
      return { kind: "choice", options: Object.values(def.entries ?? {}) };
    case "literal":
      return { kind: "fixed", value: def.values?.[0] };
    case "object":
      return {
        kind: "group",
        fields: Object.entries(def.shape ?? {}).map(([key, s]) => ({ key, schema: s, optional: unwrap(s).optional })),
      };
    case "array":
      return { kind: "list", item: def.element! };
    case "record":
      return { kind: "record", value: def.valueType! };
    case "union":
      return { kind: "either", options: def.options ?? [] };
    default:
      return { kind: "text", long: false };
  }
}

/** A text field's editor hint, when the schema gives one (a registry page, an external address). */
export function editorOf(schema: z.ZodType): EditorMeta["editor"] {
  return unwrap(schema).meta.editor;
}

/** The first value of a new item or an added optional field: empty words, the first choice, an empty list. */
export function initialValue(schema: z.ZodType): unknown {
  const shape = shapeOf(schema);
  switch (shape.kind) {
    case "text":
      return shape.editor === "page" ? "/" : "";
    case "number":
      return 0;
    case "boolean":
      return false;
    case "choice":
      return shape.options[0];
    case "fixed":
      return shape.value;
    case "group":
      return Object.fromEntries(shape.fields.filter((f) => !f.optional).map((f) => [f.key, initialValue(f.schema)]));
    case "list":
    case "rich":
      return [];
    case "record":
      return {};
    case "either":
      return shape.options[0] ? initialValue(shape.options[0]) : "";
  }
}

const plainObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === "object" && !Array.isArray(v);

/**
 * Which option of a choice a value is: the one whose fixed kind it names (an article body's `t`),
 * else the one whose fields it has, else the first it fits or the first of its kind (a draft with errors).
 */
export function optionOf(options: readonly z.ZodType[], value: unknown): number {
  const shapes = options.map(shapeOf);
  if (plainObject(value)) {
    const keys = Object.keys(value);
    const named = shapes.findIndex(
      (s) =>
        s.kind === "group" &&
        s.fields.some((f) => {
          const fixed = shapeOf(f.schema);
          return fixed.kind === "fixed" && fixed.value === value[f.key];
        }),
    );
    if (named >= 0) return named;
    const fitting = shapes.findIndex(
      (s) =>
        s.kind === "group" &&
        keys.every((k) => s.fields.some((f) => f.key === k)) &&
        s.fields.every((f) => f.optional || keys.includes(f.key)),
    );
    if (fitting >= 0) return fitting;
  }
  const kind = shapes.findIndex((s) =>
    Array.isArray(value)
      ? s.kind === "list"
      : typeof value === "string"
        ? s.kind === "text"
        : typeof value === "number"
          ? s.kind === "number"
          : plainObject(value) && s.kind === "group",
  );
  return Math.max(kind, 0);
}

/** Words a person reads for a field named `key` ("videoLinkLabel": "Video link label", "cta": "Call to action"). */
export function labelOf(key: string, schema?: z.ZodType): string {
  const given = schema ? unwrap(schema).meta.label : undefined;
  if (given) return given;
  if (Object.hasOwn(knownWords, key)) return knownWords[key]!;
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]/g, " ")
    .toLowerCase()
    .split(" ")
    .map((w) => knownWords[w] ?? w)
    .join(" ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Names in the schemas a marketing owner would not read as they are. */
const knownWords: Record<string, string> = {
  cta: "call to action",
  ctas: "calls to action",
  faq: "FAQ",
  faqs: "FAQs",
  seo: "SEO",
  url: "address",
  href: "address",
  to: "Links to",
  toc: "Show a table of contents",
  t: "Kind",
  p: "Settings",
  c: "Contents",
  k: "Key",
  crm: "CRM",
  id: "Anchor name",
};

/** A choice's name: its label, its fixed kind's label, or what it holds. */
export function optionLabel(option: z.ZodType): string {
  const given = unwrap(option).meta.label;
  if (given) return given;
  const shape = shapeOf(option);
  if (shape.kind === "text") return "Words";
  if (shape.kind === "list") return "Several parts";
  if (shape.kind === "group") return shape.fields.map((f) => labelOf(f.key, f.schema)).join(", ");
  return labelOf(shape.kind);
}

/** A path's words for people ("hero.points.1": "Hero › Points › 2"), for messages and the diff. */
export function pathLabel(path: string): string {
  if (path === "") return "The whole entry";
  return path
    .split(".")
    .map((part) => (/^\d+$/.test(part) ? String(Number(part) + 1) : labelOf(part)))
    .join(" › ");
}
