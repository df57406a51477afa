// Numbered tip cards (icon, title, content, benefits list) for article bodies.
// Inside `.prose-content`, so layout overrides carry Tailwind's `!` modifier.
import type { ReactNode } from "react";
import { Icon } from "#app/components/ui/icon.tsx";
import type { IconName } from "#app/components/ui/types.ts";

/** The ordered list of tip cards. */
export function TipCards({ children }: { children: ReactNode }) {
  return (
    <ol data-testid="tips" className="my-8! list-none! space-y-0! pl-0! grid gap-6">
      {children}
    </ol>
  );
}

/** One numbered card; its title is an h3 and its children hold the text and a `TipBenefits` list. */
export function TipCard({
  n,
  icon,
  title,
  children,
}: {
  n: number;
  icon: IconName;
  title: string;
  children: ReactNode;
}) {
  return (
    <li
      data-testid="tip-card"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7 [&>p]:my-3!"
    >
      <div className="flex items-start gap-4">
        <span className="relative inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <Icon name={icon} aria-hidden="true" className="size-6" />
          <span
            aria-hidden="true"
            className="absolute -top-2 -right-2 inline-flex size-6 items-center justify-center rounded-full bg-brand-700 text-xs font-bold text-white"
          >
            {n}
          </span>
        </span>
        <h3 className="my-0! text-lg! sm:text-xl!">
          <span className="block text-sm font-semibold tracking-wide text-accent-700 uppercase">Tip {n}</span>
          {title}
        </h3>
      </div>
      {children}
    </li>
  );
}

/** The benefits of a tip: `li` children. */
export function TipBenefits({ children }: { children: ReactNode }) {
  return (
    <div className="mt-4 rounded-xl bg-slate-50 p-4">
      <p className="my-0! text-sm font-semibold text-slate-900">Benefits</p>
      <ul data-testid="tip-benefits" className="mt-2! mb-0! text-sm marker:text-accent-600">
        {children}
      </ul>
    </div>
  );
}
