import { CircleCheck, CircleX, Handshake, ShieldCheck, ThumbsUp } from "lucide-react";
import { BulletList } from "#app/components/ui/bullet-list.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { Section } from "./section.tsx";
import type { TrustContent } from "./types.ts";

/**
 * The trust section: 'What We Are NOT' and 'What We ARE', the no-risk pay-per-lead and
 * tailored-to-sales-culture cards, reasons to choose us and the '100% Compliant, Low Risk' banner.
 */
export function TrustSection({
  content: c,
  id = "trust",
  tone = "muted",
  className,
}: {
  content: TrustContent;
  id?: string;
  tone?: "white" | "muted";
  className?: string;
}) {
  return (
    <Section id={id} title={c.title} intro={c.intro} tone={tone} className={className}>
      <div className="grid gap-6 md:grid-cols-2">
        {[
          { title: c.notTitle, items: c.not, yes: false },
          { title: c.areTitle, items: c.are, yes: true },
        ].map((list) => (
          <Card
            key={list.title}
            className={list.yes ? "border-t-4 border-t-accent-600" : "border-t-4 border-t-red-700"}
          >
            <h3 className="text-lg font-bold text-slate-900">{list.title}</h3>
            <ul className="mt-4 space-y-3 text-slate-700">
              {list.items.map((item) => (
                <li key={item} className="flex gap-3">
                  {list.yes ? (
                    <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-600" />
                  ) : (
                    <CircleX aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
                  )}
                  {item}
                </li>
              ))}
            </ul>
          </Card>
        ))}
      </div>

      <div className="mt-6 grid gap-6 md:grid-cols-2">
        {c.cards.map((card, i) => {
          const Icon = i === 0 ? ShieldCheck : Handshake;
          return (
            <Card key={card.title} className="flex gap-4 bg-brand-50">
              <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-white">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <div>
                <h3 className="text-lg font-bold text-slate-900">{card.title}</h3>
                <p className="mt-2 leading-7 text-slate-700">{card.text}</p>
              </div>
            </Card>
          );
        })}
      </div>

      <div className="mt-10">
        <h3 className="text-xl font-bold text-slate-900">{c.reasonsTitle}</h3>
        <BulletList
          items={c.reasons}
          marker={ThumbsUp}
          className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
          itemClassName="flex gap-3 rounded-xl border border-slate-200 bg-white p-4 text-slate-700"
          iconClassName="mt-0.5 size-5 shrink-0 text-brand-700"
        />
      </div>

      <div
        className="mt-10 flex flex-col items-start gap-4 rounded-2xl bg-accent-700 p-6 text-white sm:flex-row sm:items-center sm:p-8"
        data-testid="compliance-banner"
      >
        <ShieldCheck aria-hidden="true" className="size-12 shrink-0" />
        <div>
          <h3 className="text-2xl font-extrabold">{c.banner.title}</h3>
          <p className="mt-1 text-lg text-white">{c.banner.text}</p>
        </div>
      </div>
    </Section>
  );
}
