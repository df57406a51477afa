// A titled panel of a desk screen, named by its heading for screen readers.
import type { ReactNode } from "react";

export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `s-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4" aria-labelledby={id}>
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}
