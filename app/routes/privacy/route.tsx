import { ArrowRight, Globe2, Landmark } from "lucide-react";
import { Link } from "react-router";
import { NotificationStatement } from "#app/components/pages/notification-statement.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { PrivacyHubStatement } from "#app/content/privacy-statements.tsx";
import { pageMeta } from "#shared/site/seo.ts";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = () => pageMeta("/privacy");

const regions = [
  {
    path: "/privacy-au",
    title: "Australia, New Zealand and Rest of World",
    text: "Our privacy policy under the Privacy Act 1988 and the Australian Privacy Principles, for everyone outside the United Kingdom and the European Union.",
    points: [
      "What we collect, from whom and why",
      "Direct marketing and opting out",
      "Overseas disclosure",
      "Access, correction and complaints",
      "Privacy Request Form",
    ],
    cta: "Read the AU/NZ policy",
    Icon: Globe2,
  },
  {
    path: "/privacy-uk",
    title: "United Kingdom and GDPR",
    text: "Our privacy notice under the UK GDPR and the EU GDPR, for people in the United Kingdom and the European Union.",
    points: [
      "Your GDPR rights",
      "Our UK representative",
      "Where your data is stored",
      "Complaints to the ICO",
      "GDPR Request Form",
    ],
    cta: "Read the UK/GDPR notice",
    Icon: Landmark,
  },
] as const;

export default function PrivacyPage() {
  return (
    <>
      <PageHero
        title="Privacy Policy"
        intro={
          <p>
            We handle personal information for lead generation, marketing lists and data services. Choose the policy for
            where you live to see what we collect, how we use it, and how to opt out, access or correct your
            information.
          </p>
        }
      />
      <Section id="regions" title="Choose Your Region">
        <ul className="grid gap-6 md:grid-cols-2">
          {regions.map((r) => (
            <li key={r.path} className="flex">
              <Card className="flex w-full flex-col" data-testid={`privacy-region-${r.path.slice(1)}`}>
                <span className="mb-4 inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <r.Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="text-xl font-semibold text-slate-900">{r.title}</h3>
                <p className="mt-2 leading-7 text-slate-600">{r.text}</p>
                <ul className="mt-4 mb-6 space-y-2 text-sm text-slate-700">
                  {r.points.map((p) => (
                    <li key={p} className="flex gap-2">
                      <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-accent-600" />
                      {p}
                    </li>
                  ))}
                </ul>
                <Link
                  to={r.path}
                  className="mt-auto inline-flex items-center gap-2 self-start rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
                >
                  {r.cta}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </Card>
            </li>
          ))}
        </ul>
      </Section>
      <div className="bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
          <NotificationStatement
            id="notification-statement"
            title="Privacy Notification Statement"
            headingLevel={2}
            className="max-w-4xl bg-white"
          >
            <PrivacyHubStatement />
          </NotificationStatement>
        </div>
      </div>
    </>
  );
}
