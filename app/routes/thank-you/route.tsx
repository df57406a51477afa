import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { CallCards } from "#app/components/sections/call-card.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { PageLink } from "#app/components/ui/page-link.tsx";
import { RichText } from "#app/components/ui/rich-text.tsx";
import { getPage, type PagePath } from "#shared/site/pages.ts";
import { pageMeta } from "#shared/site/seo.ts";
import {
  PRIVACY_RECEIPT_ID,
  PRIVACY_RECEIPT_SCRIPT,
  THANK_YOU_MODE_SCRIPT,
  THANK_YOU_ROOT_ID,
  type ThankYouMode,
} from "#shared/site/thank-you-mode.ts";
import type { Route } from "./+types/route";
import { pageContent } from "./content.ts";

export const meta: Route.MetaFunction = () => pageMeta("/thank-you");

const modeClass: Record<ThankYouMode, string> = {
  normal: "group-data-[thank-you-mode=privacy]:hidden",
  privacy: "hidden group-data-[thank-you-mode=privacy]:contents",
};

/**
 * Mode-specific markup. Both modes are in the prerendered HTML and CSS shows the one the
 * before-paint script chose (the page's root carries data-thank-you-mode); the thank-you-mode island
 * then removes the other mode. A change of query through history loads the page again
 * (app/islands/entry.tsx), which decides again.
 */
function ByMode({
  render,
  inline = false,
}: {
  render: (m: ThankYouMode) => ReactNode;
  /** Inside a paragraph: wrap in spans. */
  inline?: boolean;
}) {
  const Wrapper = inline ? "span" : "div";
  return (["normal", "privacy"] as const).map((m) => (
    <Wrapper key={m} data-mode={m} className={modeClass[m]}>
      {render(m)}
    </Wrapper>
  ));
}

/**
 * A privacy request's case reference and due date, from the form that sent the visitor here (this
 * tab's session storage). Hidden in the HTML; the script right after it fills and shows it before
 * the first paint, so a visit without a receipt (or without JavaScript) shows no empty box.
 */
function PrivacyReceipt() {
  const c = pageContent().sections.reference;
  return (
    <div className="mx-auto max-w-7xl px-4 pt-10 sm:px-6 lg:px-8">
      <div id={PRIVACY_RECEIPT_ID} hidden className="rounded-2xl border border-brand-100 bg-brand-50 p-5">
        <dl className="grid gap-x-8 gap-y-1 sm:grid-cols-2">
          <div>
            <dt className="text-sm font-semibold text-slate-700">{c.label}</dt>
            <dd data-reference="" className="text-xl font-bold text-slate-900" />
          </div>
          <div>
            <dt className="text-sm font-semibold text-slate-700">{c.due}</dt>
            <dd data-due-date="" className="text-xl font-bold text-slate-900" />
          </div>
        </dl>
        <p className="mt-2 text-sm text-slate-700">{c.note}</p>
      </div>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script, allowed by its CSP hash */}
      <script dangerouslySetInnerHTML={{ __html: PRIVACY_RECEIPT_SCRIPT }} />
    </div>
  );
}

function LinkCard({ path, label, text }: { path: PagePath; label?: string; text?: string }) {
  // A page taken down since (decision 071), or not a page at all (stored behind the desk's back): no card.
  const entry = getPage(path);
  if (!entry) return null;
  return (
    <PageLink
      to={path}
      className="group/card flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-colors hover:border-brand-600"
    >
      <span className="flex items-center justify-between gap-3 font-semibold text-brand-700 group-hover/card:text-brand-800">
        {label ?? entry.label}
        <ArrowRight
          aria-hidden="true"
          className="size-4 shrink-0 transition-transform group-hover/card:translate-x-0.5"
        />
      </span>
      <span className="mt-2 text-sm leading-6 text-slate-600">{text ?? entry.description}</span>
    </PageLink>
  );
}

function NormalLinks() {
  const c = pageContent().sections.normalLinks;
  return (
    <Section id="next" title={c.title}>
      <div data-testid="thank-you-links">
        <h3 className="text-lg font-semibold text-slate-900">{c.exploreTitle}</h3>
        <ul className="mt-4 grid gap-4 md:grid-cols-3">
          <li>
            <LinkCard path={c.home.to} label={c.home.label} text={c.home.text} />
          </li>
          {c.pages.map((p) => (
            <li key={p}>
              <LinkCard path={p} />
            </li>
          ))}
        </ul>
        <h3 className="mt-10 text-lg font-semibold text-slate-900">{c.solutionsTitle}</h3>
        <ul className="mt-4 grid gap-4 md:grid-cols-3" data-testid="solution-links">
          {c.solutions.map((p) => (
            <li key={p}>
              <LinkCard path={p} />
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}

function PrivacyLinks() {
  const c = pageContent().sections.privacyLinks;
  return (
    <Section id="next" title={c.title}>
      <div data-testid="thank-you-privacy-links">
        <p className="max-w-3xl leading-7 text-slate-700">
          <RichText text={c.contact} linkClassName="font-medium text-brand-700 underline underline-offset-2" />
        </p>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {c.pages.map((p) => (
            <li key={p}>
              <LinkCard path={p} />
            </li>
          ))}
          <li>
            <LinkCard path={c.home.to} label={c.home.label} text={c.home.text} />
          </li>
        </ul>
      </div>
    </Section>
  );
}

export default function ThankYouPage() {
  const { hero, modes, sections } = pageContent();
  // Prerendered as normal; the inline script below corrects the attribute before the first paint.
  return (
    <div id={THANK_YOU_ROOT_ID} data-thank-you-mode="normal" className="group">
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script, allowed by its CSP hash */}
      <script dangerouslySetInnerHTML={{ __html: THANK_YOU_MODE_SCRIPT }} />
      <PageHero
        eyebrow={
          <ByMode
            inline
            render={(m) => (
              <span className="inline-flex items-center gap-2">
                <Icon name={modes[m].eyebrow.icon} aria-hidden="true" className="size-4" />
                {modes[m].eyebrow.text}
              </span>
            )}
          />
        }
        title={hero.title}
        intro={<p>{hero.intro}</p>}
      />
      <ByMode render={(m) => (m === "privacy" ? <PrivacyReceipt /> : null)} />
      <Section id="what-happens-next" title={sections.next.title}>
        <div data-testid="next-steps">
          <ByMode
            render={(m) => (
              <ol className="grid gap-6 md:grid-cols-3">
                {modes[m].steps.map((step, i) => (
                  <li key={step.title} className="flex">
                    <Card className="flex w-full flex-col">
                      <div className="mb-4 flex items-center gap-3">
                        <span className="inline-flex size-10 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white">
                          {i + 1}
                        </span>
                        <Icon name={step.icon} aria-hidden="true" className="size-6 text-brand-700" />
                      </div>
                      <h3 className="text-lg font-semibold text-slate-900">{step.title}</h3>
                      <p className="mt-2 leading-7 text-slate-600">{step.text}</p>
                    </Card>
                  </li>
                ))}
              </ol>
            )}
          />
        </div>
      </Section>
      <Section id="call-us" title={sections.callUs.title} tone="muted">
        <CallCards className="max-w-3xl" />
      </Section>
      <ByMode render={(m) => (m === "privacy" ? <PrivacyLinks /> : <NormalLinks />)} />
    </div>
  );
}
