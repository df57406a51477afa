// An article's body as rich text (issue 42 item 3, decision 065): Tiptap (ProseMirror) with
// StarterKit cut down to the site's vocabulary (paragraphs, headings h2/h3, bulleted and numbered
// lists, bold, emphasis, links), a toolbar of buttons, and the article's components (key figures,
// tip cards, tables…) as blocks it shows and keeps intact (shared/content/body-doc.ts converts).
// A block the member did not touch is given back as it was stored.
import { Extension, Node } from "@tiptap/core";
import Link from "@tiptap/extension-link";
import { EditorContent, useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useContext, useEffect, useRef } from "react";
import { bodyToDoc, type DocNode, docToBody, mergeRuns } from "#shared/content/body-doc.ts";
import { type BodyNode, bodyLabels } from "#shared/content/schemas/article.ts";
import { EditorSettingContext, type FieldProps, idOf } from "./editor-setting.tsx";
import { Toolbar } from "./rich-toolbar.tsx";

/** The attributes the body keeps that StarterKit's nodes do not have: an h2's id, a list item's key, a link's kind. */
const BodyAttributes = Extension.create({
  name: "bodyAttributes",
  addGlobalAttributes() {
    return [
      {
        types: ["heading"],
        attributes: {
          anchor: {
            default: null,
            parseHTML: (el) => el.getAttribute("data-anchor"),
            renderHTML: (a) => (a.anchor ? { "data-anchor": a.anchor } : {}),
          },
        },
      },
      { types: ["listItem"], attributes: { key: { default: null, rendered: false } } },
      { types: ["link"], attributes: { kind: { default: null, rendered: false } } },
    ];
  },
});

function wordsIn(node: unknown): string {
  if (typeof node === "string" || typeof node === "number") return String(node);
  if (node && typeof node === "object") {
    const n = node as { c?: unknown[]; p?: Record<string, unknown> };
    return [...Object.values(n.p ?? {}).filter((v) => typeof v === "string"), ...(n.c ?? []).map(wordsIn)].join(" ");
  }
  return "";
}

/** A component or table: shown with its name and first words, never edited here, kept as stored. */
const KeptBlock = Node.create({
  name: "keptBlock",
  group: "block",
  atom: true,
  selectable: true,
  addAttributes() {
    return { node: { default: null, rendered: false } };
  },
  parseHTML() {
    return [];
  },
  renderHTML({ node }) {
    const body = node.attrs.node as { t?: keyof typeof bodyLabels };
    const name = (body?.t && bodyLabels[body.t]) || "Block";
    const words = wordsIn(body).replace(/\s+/g, " ").trim();
    return [
      "div",
      {
        "data-kept": "",
        contenteditable: "false",
        class: "my-2 rounded border border-dashed border-slate-400 bg-slate-50 p-2 text-sm",
      },
      ["strong", {}, `${name} (kept as it is): `],
      words.length > 140 ? `${words.slice(0, 140)}…` : words,
    ];
  },
});

const extensions = [
  StarterKit.configure({
    blockquote: false,
    code: false,
    codeBlock: false,
    hardBreak: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    heading: { levels: [2, 3] },
    link: false,
  }),
  // Shown, not followed: a span in the editor (no link to tab to or tap inside the text being edited).
  Link.extend({
    renderHTML({ HTMLAttributes }) {
      return ["span", { "data-href": HTMLAttributes.href, class: "text-brand-800 underline" }, 0];
    },
  }).configure({ openOnClick: false, autolink: false, linkOnPaste: false }),
  BodyAttributes,
  KeptBlock,
];

const normal = (block: BodyNode) => JSON.stringify(mergeRuns([block] as Parameters<typeof mergeRuns>[0]));

/** The new body, with each block that did not change given back exactly as stored. */
function keepUnchanged(next: BodyNode[], before: readonly BodyNode[]): BodyNode[] {
  const stored = new Map(before.map((block) => [normal(block), block]));
  return next.map((block) => stored.get(normal(block)) ?? block);
}

export function RichBody({ value, onChange, path, label }: FieldProps) {
  const setting = useContext(EditorSettingContext);
  const body = (Array.isArray(value) ? value : []) as BodyNode[];
  const current = useRef(body);
  current.current = body;
  const emitted = useRef(JSON.stringify(body));
  const editor = useEditor({
    extensions,
    immediatelyRender: false,
    // The desk's CSP allows no inline style; the little CSS it needs is in desk.css.
    injectCSS: false,
    content: bodyToDoc(body) as object,
    editorProps: {
      attributes: {
        id: idOf(path),
        role: "textbox",
        "aria-multiline": "true",
        "aria-label": label,
        class:
          "input mt-1 min-h-48 [&_a]:text-brand-800 [&_a]:underline [&_h2]:mt-3 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:mt-2 [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-2 [&_ul]:list-disc [&_ul]:pl-6",
      },
    },
    onUpdate({ editor }) {
      const next = keepUnchanged(docToBody(editor.getJSON() as DocNode), current.current);
      emitted.current = JSON.stringify(next);
      onChange(next);
    },
  });
  // A body changed from outside (a restore, another member's version): the editor shows it. Not
  // while the member is typing in it: what comes back then is their own draft as saved, and
  // setting it again would drop their selection (a link being made lost its text so).
  useEffect(() => {
    const json = JSON.stringify(value ?? []);
    if (!editor || json === emitted.current || editor.isFocused) return;
    emitted.current = json;
    editor.commands.setContent(bodyToDoc(body) as object, { emitUpdate: false });
  }, [editor, value, body]);
  const errors = Object.entries(setting.errors).filter(([p]) => p === path || p.startsWith(`${path}.`));
  return (
    <div>
      <p className="block text-sm font-semibold">{label}</p>
      <p className="text-sm text-slate-700">
        Paragraphs, headings, lists, bold, emphasis and links. Key figures, tip cards, tables and other components are
        shown as blocks and kept as they are.
      </p>
      {editor ? <Toolbar editor={editor} /> : <p className="mt-1 text-sm">Loading the editor…</p>}
      <EditorContent editor={editor} />
      {errors.map(([p, message]) => (
        <p key={p} id={idOf(p)} className="mt-1 text-sm font-semibold text-red-800">
          {message}
        </p>
      ))}
    </div>
  );
}
