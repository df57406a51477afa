import { Clock, Globe, MailCheck, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "#app/components/ui/card.tsx";
import { cn } from "#app/lib/cn.ts";
import { siteFacts } from "#shared/content/site-facts.ts";
import { telHref } from "#shared/site/facts.ts";

/** Both public numbers as large tel: links, with hours and the reply promise. */
export function ServiceContactPanel({
  title,
  intro,
  children,
  className,
}: {
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  const { claims, hours, phones } = siteFacts();
  const numbers = [
    { ...phones.freecall, Icon: Phone },
    { ...phones.international, Icon: Globe },
  ];
  return (
    <Card className={cn("bg-slate-50", className)} data-testid="contact-panel">
      <h3 className="text-xl font-semibold text-slate-900">{title}</h3>
      {intro ? <div className="mt-2 leading-7 text-slate-600">{intro}</div> : null}
      <ul className="mt-6 space-y-4">
        {numbers.map(({ label, display, tel, note, Icon }) => (
          <li key={tel}>
            <a
              href={telHref(tel)}
              className="flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-4 hover:border-brand-700"
            >
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span>
                <span className="block text-sm font-medium text-slate-600">{label}</span>
                <span className="block text-xl font-bold text-brand-800">{display}</span>
                <span className="block text-sm text-slate-600">{note}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
      <ul className="mt-6 space-y-3 text-slate-700">
        <li className="flex gap-3">
          <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-600" />
          {hours.display}
        </li>
        <li className="flex gap-3">
          <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-600" />
          We reply to every enquiry within {claims.replyWithinHours} hours.
        </li>
      </ul>
      {children ? <div className="mt-6">{children}</div> : null}
    </Card>
  );
}
