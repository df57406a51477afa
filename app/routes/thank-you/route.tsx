import { ArrowRight, CheckCircle2, ClipboardCheck, MessageSquareReply, Settings2, ShieldCheck } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { CallCards } from "#app/components/pages/call-card.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { address, claims, privacyEmail, privacyResponseTimes } from "#shared/site/facts.ts";
import { type PagePath, page } from "#shared/site/pages.ts";
import { pageMeta } from "#shared/site/seo.ts";
import { type ThankYouMode, thankYouMode } from "#shared/site/thank-you-mode.ts";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = () => pageMeta("/thank-you");

/** "pending" is the prerendered first paint, before the browser knows which kind of submission this was. */
type Mode = ThankYouMode | "pending";

const copy: Record<Mode, { eyebrow: string; intro: string; steps: readonly { title: string; text: string }[] }> = {
  pending: {
    eyebrow: "Submission received",
    intro: `Your submission has reached our team in ${address.locality}. Here is what happens next.`,
    steps: [
      { title: "Review and analysis", text: "Our team reviews your submission and the details you gave us." },
      { title: "Our response", text: "We get back to you using the contact details you provided." },
      { title: "Next steps", text: "We act on your enquiry or request and keep you informed along the way." },
    ],
  },
  normal: {
    eyebrow: "Enquiry received",
    intro: `Thank you for your enquiry. It has reached our team in ${address.locality}, and here is what happens next.`,
    steps: [
      {
        title: "Review and analysis",
        text: "We review your enquiry and analyse your target market, volumes and goals.",
      },
      {
        title: `Response within ${claims.replyWithinHours} hours`,
        text: `We contact you within ${claims.replyWithinHours} hours with a personalised proposal, including a count and quote within ${claims.quoteWithinHours} hours at no additional cost.`,
      },
      {
        title: "Implementation",
        text: `Once you approve the proposal we set up your campaign, and lead delivery starts ${claims.deliveryStartsHours} hours after setup.`,
      },
    ],
  },
  privacy: {
    eyebrow: "Privacy request received",
    intro:
      "Thank you for your privacy request. It has been passed to our Privacy Officer, and here is what happens next.",
    steps: [
      {
        title: "Review and analysis",
        text: "Our Privacy Officer reviews your request and finds the records that match the details you gave us.",
      },
      {
        title: "Response within a reasonable timeframe",
        text: `We respond within a reasonable timeframe, and within ${privacyResponseTimes.auDays} days for access and correction requests. We may first ask you to confirm your identity.`,
      },
      {
        title: "Privacy request processing",
        text: "If you asked us to, we opt you out of our database and add you to our suppression list, and/or confirm the source of your data.",
      },
    ],
  },
};

const stepSlots = [
  { id: "review", Icon: ClipboardCheck },
  { id: "response", Icon: MessageSquareReply },
  { id: "action", Icon: Settings2 },
] as const;
const modes: readonly Mode[] = ["pending", "normal", "privacy"];

/**
 * Every mode's text stacked in one grid cell, only the current one visible:
 * the cell is as tall as the longest variant from the first paint, so
 * switching mode after hydration moves nothing on the page.
 */
function Variants({ mode, render }: { mode: Mode; render: (m: Mode) => ReactNode }) {
  return (
    <span className="grid">
      {modes.map((m) => (
        <span
          key={m}
          className={m === mode ? "col-start-1 row-start-1" : "invisible col-start-1 row-start-1"}
          aria-hidden={m === mode ? undefined : true}
        >
          {render(m)}
        </span>
      ))}
    </span>
  );
}

function LinkCard({ path, label, text }: { path: PagePath; label?: string; text?: string }) {
  const entry = page(path);
  return (
    <Link
      to={path}
      className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-colors hover:border-brand-600"
    >
      <span className="flex items-center justify-between gap-3 font-semibold text-brand-700 group-hover:text-brand-800">
        {label ?? entry.label}
        <ArrowRight aria-hidden="true" className="size-4 shrink-0 transition-transform group-hover:translate-x-0.5" />
      </span>
      <span className="mt-2 text-sm leading-6 text-slate-600">{text ?? entry.description}</span>
    </Link>
  );
}

function NormalLinks() {
  return (
    <Section id="next" title="While You Wait">
      <div data-testid="thank-you-links">
        <h3 className="text-lg font-semibold text-slate-900">Explore Leadwise</h3>
        <ul className="mt-4 grid gap-4 md:grid-cols-3">
          <li>
            <LinkCard path="/" label="Return to Home" text="Back to the home page." />
          </li>
          <li>
            <LinkCard path="/our-solutions" />
          </li>
          <li>
            <LinkCard path="/our-lead-generation-company" />
          </li>
        </ul>
        <h3 className="mt-10 text-lg font-semibold text-slate-900">Popular Solutions</h3>
        <ul className="mt-4 grid gap-4 md:grid-cols-3" data-testid="solution-links">
          {(["/lead-generation", "/mortgage-leads", "/fundraising-leads"] as const).map((p) => (
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
  return (
    <Section id="next" title="Your Privacy Rights">
      <div data-testid="thank-you-privacy-links">
        <p className="max-w-3xl leading-7 text-slate-700">
          Questions about your request? Email our Privacy Officer at{" "}
          <a href={`mailto:${privacyEmail}`} className="font-medium text-brand-700 underline underline-offset-2">
            {privacyEmail}
          </a>
          .
        </p>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          <li>
            <LinkCard path="/privacy-au" />
          </li>
          <li>
            <LinkCard path="/privacy-uk" />
          </li>
          <li>
            <LinkCard path="/" label="Return to Home" text="Back to the home page." />
          </li>
        </ul>
      </div>
    </Section>
  );
}

export default function ThankYouPage() {
  const [searchParams] = useSearchParams();
  const [mode, setMode] = useState<Mode>("pending");

  // Decided after hydration: the prerendered HTML is the same for every visitor.
  useEffect(() => {
    setMode(thankYouMode(searchParams, document.referrer));
  }, [searchParams]);

  return (
    <div data-thank-you-mode={mode}>
      <PageHero
        eyebrow={
          <Variants
            mode={mode}
            render={(m) => (
              <span className="inline-flex items-center gap-2">
                {m === "privacy" ? (
                  <ShieldCheck aria-hidden="true" className="size-4" />
                ) : (
                  <CheckCircle2 aria-hidden="true" className="size-4" />
                )}
                {copy[m].eyebrow}
              </span>
            )}
          />
        }
        title="Thank You"
        intro={
          <p>
            <Variants mode={mode} render={(m) => copy[m].intro} />
          </p>
        }
      />
      <Section id="what-happens-next" title="What Happens Next">
        <ol className="grid gap-6 md:grid-cols-3" data-testid="next-steps">
          {stepSlots.map(({ id, Icon }, i) => (
            <li key={id} className="flex">
              <Card className="flex w-full flex-col">
                <div className="mb-4 flex items-center gap-3">
                  <span className="inline-flex size-10 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white">
                    {i + 1}
                  </span>
                  <Icon aria-hidden="true" className="size-6 text-brand-700" />
                </div>
                <div className="grid">
                  {modes.map((m) => {
                    const step = copy[m].steps[i];
                    return step ? (
                      <div
                        key={m}
                        className={m === mode ? "col-start-1 row-start-1" : "invisible col-start-1 row-start-1"}
                        aria-hidden={m === mode ? undefined : true}
                      >
                        <h3 className="text-lg font-semibold text-slate-900">{step.title}</h3>
                        <p className="mt-2 leading-7 text-slate-600">{step.text}</p>
                      </div>
                    ) : null;
                  })}
                </div>
              </Card>
            </li>
          ))}
        </ol>
      </Section>
      <Section id="call-us" title="Need to Speak to Someone Sooner?" tone="muted">
        <CallCards className="max-w-3xl" />
      </Section>
      {mode === "privacy" ? <PrivacyLinks /> : mode === "normal" ? <NormalLinks /> : <div className="min-h-96" />}
    </div>
  );
}
