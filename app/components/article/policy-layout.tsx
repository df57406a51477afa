import { CalendarDays, FileText } from "lucide-react";
import { AnalyticsChoice } from "#app/components/article/analytics-choice.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { RichText } from "#app/components/ui/rich-text.tsx";
import { Island } from "#app/islands/island.tsx";
import type { PolicyData } from "#shared/content/schemas/policy.ts";
import { shownConsent } from "#shared/content/site-facts.ts";
import { formatIsoDate } from "#shared/format-date.ts";
import type { PrivacyRegion } from "#shared/forms/privacy.ts";
import { articleBody, standIn } from "./article-body.tsx";
import { articleComponents } from "./article-components.tsx";

// Definition lists (contact details) inside a policy: label column and value column.
const dlStyles =
  "[&_dl]:my-4 [&_dl]:grid [&_dl]:gap-x-6 [&_dl]:gap-y-2 sm:[&_dl]:grid-cols-[10rem_1fr] [&_dt]:font-semibold [&_dt]:text-slate-900 [&_dd]:mb-2 sm:[&_dd]:mb-0";

function Contents({ policy }: { policy: PolicyData }) {
  return (
    <ol className="space-y-1 text-sm">
      {policy.sections.map((s, i) => (
        <li key={s.id}>
          <a
            href={`#${s.id}`}
            className="flex gap-2 rounded-md px-2 py-1.5 text-slate-700 hover:bg-brand-50 hover:text-brand-800"
          >
            <span className="w-5 shrink-0 text-right tabular-nums text-slate-600">{i + 1}.</span>
            <span>{s.title}</span>
          </a>
        </li>
      ))}
    </ol>
  );
}

/**
 * A long-form privacy policy (an entry, decision 086): hero with the date of this version, a contents
 * list (collapsible on phones, sticky beside the text on wide screens), the numbered sections as h2s,
 * then the request form for the region, with the entry's words around it.
 */
export function PolicyLayout({
  policy,
  region,
}: {
  policy: PolicyData;
  /** The privacy request form under the policy. */
  region: PrivacyRegion;
}) {
  const { requestForm } = policy;
  const formLabel = requestForm.jumpLabel;
  return (
    <>
      <PageHero
        title={policy.headline}
        intro={
          <p>
            <RichText text={policy.summary} />
          </p>
        }
      >
        <Button asChild variant="inverse" size="lg">
          <a href="#privacy-request">
            <FileText aria-hidden="true" />
            {formLabel}
          </a>
        </Button>
        <p className="flex w-full items-center gap-2 text-sm text-brand-50">
          <CalendarDays aria-hidden="true" className="size-4" />
          Last updated <time dateTime={policy.updated}>{formatIsoDate(policy.updated)}</time>
        </p>
      </PageHero>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-12">
        <nav
          aria-label="Contents"
          className="lg:sticky lg:top-6 lg:max-h-[calc(100vh-3rem)] lg:self-start lg:overflow-y-auto"
        >
          <details className="group rounded-2xl border border-slate-200 bg-slate-50 p-3 lg:hidden">
            <summary className="cursor-pointer list-none rounded-md px-2 py-1.5 font-semibold text-slate-900">
              Contents <span className="font-normal text-slate-600">({policy.sections.length} sections)</span>
            </summary>
            <div className="mt-2">
              <Contents policy={policy} />
            </div>
          </details>
          <div className="hidden lg:block">
            <p className="mb-2 px-2 text-sm font-semibold tracking-wide text-slate-900 uppercase">Contents</p>
            <Contents policy={policy} />
          </div>
        </nav>
        <article className={`prose-content ${dlStyles}`} data-testid="policy">
          {policy.sections.map((s, i) => (
            <section
              key={s.id}
              id={s.id}
              aria-labelledby={`${s.id}-heading`}
              className="text-part scroll-mt-6"
              // The first section is drawn with the first screen. The means of objecting to visit counting:
              // a boxed line and a button, 240 px on the narrowest screen.
              {...(i ? standIn([{ t: "h2", c: [s.title] }, ...s.body], s.analyticsChoice ? 240 : 0) : {})}
            >
              <h2 id={`${s.id}-heading`} className={i === 0 ? "mt-0!" : undefined}>
                {s.title}
              </h2>
              {articleBody(s.body, articleComponents)}
              {s.analyticsChoice ? <AnalyticsChoice /> : null}
            </section>
          ))}
        </article>
      </div>
      <Section
        id="privacy-request"
        title={requestForm.title}
        tone="muted"
        intro={
          <p>
            <RichText
              text={requestForm.intro}
              linkClassName="font-medium text-brand-700 underline underline-offset-2"
            />
          </p>
        }
      >
        <div className="max-w-3xl">
          <Island name="privacy-request-form" props={{ region, consent: shownConsent() }} />
        </div>
      </Section>
    </>
  );
}
