import { Globe, type LucideIcon, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "#app/components/ui/card.tsx";
import { cn } from "#app/lib/cn.ts";
import { siteFacts } from "#shared/content/site-facts.ts";
import { telHref } from "#shared/site/facts.ts";

const keys = ["freecall", "international"] as const;
const icons = { freecall: Phone, international: Globe } as const;

/** A card of the ways to reach us: an icon, a title, then what the place gives. */
export function ContactCard({
  icon: Icon,
  title,
  testId,
  className,
  children,
}: {
  icon: LucideIcon;
  title: string;
  testId: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card className={cn("flex h-full flex-col", className)} data-testid={testId}>
      <span className="mb-4 inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
      {children}
    </Card>
  );
}

/** A card for one public number: label, the tel: link and who it is for. */
export function CallCard({ which, className }: { which: "freecall" | "international"; className?: string }) {
  const { hours, phones } = siteFacts();
  const n = { ...phones[which], Icon: icons[which] };
  return (
    <ContactCard icon={n.Icon} title={n.label} testId={`call-card-${which}`} className={className}>
      <p className="mt-1 text-sm text-slate-600">{n.note}</p>
      <a
        href={telHref(n.tel)}
        className="mt-4 inline-flex min-h-11 items-center text-xl font-bold tracking-tight whitespace-nowrap text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline"
      >
        <span className="sr-only">Call {n.label.toLowerCase()} </span>
        {n.display}
      </a>
      <p className="mt-auto pt-3 text-sm text-slate-600">{hours.short}</p>
    </ContactCard>
  );
}

/** Both numbers side by side. */
export function CallCards({ className }: { className?: string }) {
  return (
    <ul className={cn("grid gap-6 sm:grid-cols-2", className)}>
      {keys.map((key) => (
        <li key={key}>
          <CallCard which={key} />
        </li>
      ))}
    </ul>
  );
}
