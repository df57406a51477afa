// Styled lists for article bodies (checklists, red flags, numbered mistakes).
// They sit inside `.prose-content`, whose unlayered list rules beat utilities,
// so the overrides that matter carry Tailwind's `!` modifier.
import { CircleCheck, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";

type Kind = "check" | "flag" | "number";

const boxes: Record<Kind, string> = {
  check: "border-slate-200 bg-white",
  flag: "border-red-200 bg-red-50",
  number: "border-slate-200 bg-slate-50",
};

/** A list of boxed items; `testId` lets tests count the items. */
export function MarkedList({ kind, testId, children }: { kind: Kind; testId?: string; children: ReactNode }) {
  const className = "my-6! list-none! space-y-0! pl-0! grid gap-3";
  return kind === "flag" ? (
    <ul data-testid={testId} className={className}>
      {children}
    </ul>
  ) : (
    <ol data-testid={testId} className={className}>
      {children}
    </ol>
  );
}

/** One item: a marker (icon or number), a bold title and the explanation. */
export function MarkedItem({
  kind,
  n,
  title,
  children,
}: {
  kind: Kind;
  /** Shown in the marker for numbered items. */
  n?: number;
  title: string;
  children: ReactNode;
}) {
  return (
    <li className={cn("flex gap-4 rounded-xl border p-4 sm:p-5", boxes[kind])}>
      {kind === "check" ? (
        <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-accent-600" />
      ) : kind === "flag" ? (
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-red-700" />
      ) : (
        <span
          aria-hidden="true"
          className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
        >
          {n}
        </span>
      )}
      <div>
        <strong className="block font-semibold text-slate-900">{title}</strong>
        <span className="mt-1 block">{children}</span>
      </div>
    </li>
  );
}
