// The rich-text editor's toolbar (decision 065): a button per thing the body's vocabulary has
// (paragraph, heading, sub-heading, lists, bold, emphasis), each showing whether it applies where
// the cursor is, and a link to a page of the site (suggested from the registry) or an https address.
import type { useEditor } from "@tiptap/react";
import { useEditorState } from "@tiptap/react";
import { useId, useState } from "react";
import { linkKindOf } from "#shared/content/body-doc.ts";

type Editor = NonNullable<ReturnType<typeof useEditor>>;

export function Toolbar({ editor }: { editor: Editor }) {
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive("heading", { level: 2 }),
      h3: e.isActive("heading", { level: 3 }),
      ul: e.isActive("bulletList"),
      ol: e.isActive("orderedList"),
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      link: e.isActive("link"),
      href: String(e.getAttributes("link").href ?? ""),
    }),
  });
  const [linking, setLinking] = useState(false);
  const [address, setAddress] = useState("");
  const addressId = useId();
  const chain = () => editor.chain().focus();
  const buttons: [string, boolean | undefined, () => void][] = [
    ["Paragraph", undefined, () => chain().setParagraph().run()],
    ["Heading", active.h2, () => chain().toggleHeading({ level: 2 }).run()],
    ["Sub-heading", active.h3, () => chain().toggleHeading({ level: 3 }).run()],
    ["Bulleted list", active.ul, () => chain().toggleBulletList().run()],
    ["Numbered list", active.ol, () => chain().toggleOrderedList().run()],
    ["Bold", active.bold, () => chain().toggleBold().run()],
    ["Emphasis", active.italic, () => chain().toggleItalic().run()],
  ];
  const apply = () => {
    const href = address.trim();
    if (href)
      chain()
        .extendMarkRange("link")
        .setLink({ href, kind: linkKindOf(href) } as { href: string })
        .run();
    setLinking(false);
  };
  return (
    <div className="mt-1">
      <div role="toolbar" aria-label="Formatting" className="flex flex-wrap gap-1">
        {buttons.map(([name, pressed, run]) => (
          <button key={name} type="button" className="btn-secondary" aria-pressed={pressed} onClick={run}>
            {name}
          </button>
        ))}
        <button
          type="button"
          className="btn-secondary"
          aria-pressed={active.link}
          aria-expanded={linking}
          onClick={() => {
            setAddress(active.href);
            setLinking((open) => !open);
          }}
        >
          Link
        </button>
      </div>
      {linking && (
        <div className="mt-2 flex flex-wrap items-end gap-2 rounded border border-slate-200 p-2">
          <div>
            <label htmlFor={addressId} className="block text-sm font-semibold">
              Link address
            </label>
            <input
              id={addressId}
              type="text"
              className="input mt-1"
              list="registry-pages"
              value={address}
              onChange={(e) => setAddress(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === "Enter") {
                  e.preventDefault();
                  apply();
                }
              }}
            />
            <p className="text-sm text-slate-700">
              A page of this site (such as /contact), an https:// address, or a place on this page (#…), an email
              address (mailto:…) or a phone number (tel:…).
            </p>
          </div>
          <button type="button" className="btn-primary" onClick={apply}>
            Apply link
          </button>
          {active.link && (
            <button
              type="button"
              className="btn-secondary"
              onClick={() => {
                chain().extendMarkRange("link").unsetLink().run();
                setLinking(false);
              }}
            >
              Remove link
            </button>
          )}
        </div>
      )}
    </div>
  );
}
