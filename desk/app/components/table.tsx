// The desk's data tables: a caption for screen readers, column headings, rows given as children.
import type { ReactNode } from "react";

export function Table({
  caption,
  columns,
  children,
  framed = true,
}: {
  caption: string;
  /** Column headings; an empty one is read as "Actions". */
  columns: readonly string[];
  children: ReactNode;
  framed?: boolean;
}) {
  return (
    // A region keyboard users can focus and scroll when the table is wider than the screen;
    // positioned, so screen-reader-only text inside it is clipped with it instead of widening the page.
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
      tabIndex={0}
      aria-label={caption}
      className={
        framed ? "relative overflow-x-auto rounded-lg border border-slate-200 bg-white" : "relative overflow-x-auto"
      }
    >
      {/* Cells wrap long values anywhere (desk.css) but keep a readable width: a narrow window scrolls the region instead. */}
      <table className="w-full text-left text-sm [&_td]:min-w-28 [&_th]:min-w-28">
        <caption className="sr-only">{caption}</caption>
        <thead className={framed ? "bg-slate-100 text-slate-800" : "border-b border-slate-300"}>
          <tr>
            {columns.map((heading, i) => (
              <th key={heading || `actions-${i}`} scope="col" className="px-3 py-2">
                {heading || <span className="sr-only">Actions</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </section>
  );
}
