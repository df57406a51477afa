import type { ReactNode } from "react";
import { BulletList } from "#app/components/ui/bullet-list.tsx";
import { Card } from "#app/components/ui/card.tsx";
import type { CaseStudy } from "./types.ts";

/** A featured case study or customer success story; its title is an h3 under the section's h2. */
export function ServiceCaseStudy({ study, footer }: { study: CaseStudy; footer?: ReactNode }) {
  return (
    <Card className="overflow-hidden p-0">
      <div className="bg-brand-50 px-6 py-6 sm:px-8">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{study.label}</p>
        <h3 className="mt-2 text-xl font-bold text-slate-900 sm:text-2xl">{study.title}</h3>
        {study.stats?.length ? (
          <dl className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
            {study.stats.map((s) => (
              <div key={s.label} className="flex flex-col-reverse justify-end rounded-xl bg-white p-4 shadow-sm">
                <dt className="mt-1 text-sm text-slate-600">{s.label}</dt>
                <dd className="text-2xl font-extrabold tracking-tight text-brand-700 sm:text-3xl">{s.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
      <div className="grid gap-8 px-6 py-8 sm:px-8 lg:grid-cols-3">
        {study.blocks.map((b) => (
          <div key={b.title}>
            <h4 className="font-semibold text-slate-900">{b.title}</h4>
            <p className="mt-2 leading-7 text-slate-700">{b.text}</p>
            {b.points?.length ? <BulletList items={b.points} className="mt-3" /> : null}
          </div>
        ))}
      </div>
      {footer ? <div className="border-t border-slate-200 px-6 py-5 sm:px-8">{footer}</div> : null}
    </Card>
  );
}
