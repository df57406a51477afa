import { ArrowRight, BookOpen } from "lucide-react";
import { BulletList } from "#app/components/ui/bullet-list.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { PageLink } from "#app/components/ui/page-link.tsx";
import type { PagePath } from "#shared/site/pages.ts";

/** A highlighted promotion of a guide, with its own h2, placed between an article and its related links. */
export function GuidePromo({
  id = "guide-promo",
  eyebrow,
  title,
  text,
  points,
  to,
  cta,
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  text: string;
  points?: readonly string[];
  to: PagePath;
  cta: string;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="mx-auto max-w-6xl px-4 pb-12 sm:px-6">
      <div className="flex flex-col gap-6 rounded-2xl border border-emerald-200 bg-emerald-50 p-6 sm:p-8 md:flex-row md:items-center">
        <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-2xl bg-accent-700 text-white">
          <BookOpen aria-hidden="true" className="size-7" />
        </span>
        <div className="flex-1">
          {eyebrow ? <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">{eyebrow}</p> : null}
          <h2 id={`${id}-heading`} className="mt-1 text-2xl font-bold text-balance text-slate-900">
            {title}
          </h2>
          <p className="mt-2 leading-7 text-slate-700">{text}</p>
          {points?.length ? (
            <BulletList
              items={points}
              className="mt-3 flex flex-wrap gap-x-5 gap-y-1 space-y-0 text-sm font-medium text-slate-700"
              itemClassName="flex items-center gap-2"
              iconClassName="mt-0 shrink"
            />
          ) : null}
        </div>
        <Button asChild variant="accent" size="lg">
          <PageLink to={to}>
            {cta}
            <ArrowRight aria-hidden="true" />
          </PageLink>
        </Button>
      </div>
    </section>
  );
}
