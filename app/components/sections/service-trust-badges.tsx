import { Icon } from "#app/components/ui/icon.tsx";
import type { TrustBadge } from "./types.ts";

/** A row of short trust statements with icons. */
export function ServiceTrustBadges({ badges }: { badges: readonly TrustBadge[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="trust-badges">
      {badges.map(({ label, detail, icon }) => (
        <li key={label} className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-600 text-white">
            <Icon name={icon} aria-hidden="true" className="size-5" />
          </span>
          <span>
            <span className="block font-semibold text-slate-900">{label}</span>
            <span className="mt-0.5 block text-sm leading-6 text-slate-600">{detail}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
