// A row of key figures inside an article body. Values come from the facts module.
import type { ReactNode } from "react";

export function KeyFigures({ children }: { children: ReactNode }) {
  return <ul className="my-8! list-none! space-y-0! pl-0! grid gap-4 sm:grid-cols-3">{children}</ul>;
}

export function KeyFigure({ value, children }: { value: ReactNode; children: ReactNode }) {
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <span className="block text-3xl font-extrabold tracking-tight text-brand-700">{value}</span>
      <span className="mt-1 block text-sm leading-6 text-slate-700">{children}</span>
    </li>
  );
}
