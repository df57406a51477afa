import { Clock, MapPin, ShieldCheck } from "lucide-react";
import { CallCard, ContactCard } from "#app/components/sections/call-card.tsx";
import { NotificationStatement } from "#app/components/sections/notification-statement.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { PageLink } from "#app/components/ui/page-link.tsx";
import { Island } from "#app/islands/island.tsx";
import { contactNotificationStatement } from "#shared/consent/statements.ts";
import { shownConsent, siteFacts } from "#shared/content/site-facts.ts";
import { safeHref } from "#shared/site/safe-href.ts";
import { pageMeta } from "#shared/site/seo.ts";
import type { Route } from "./+types/route";
import { pageContent } from "./content.ts";

export const meta: Route.MetaFunction = () => pageMeta("/contact");

export default function ContactPage() {
  const { hours } = siteFacts();
  const { form, getInTouch, hero } = pageContent();
  return (
    <>
      <PageHero title={hero.title} intro={<p>{hero.intro}</p>}>
        <Button asChild variant="inverse" size="lg">
          <a href={safeHref(hero.cta.anchor)}>{hero.cta.label}</a>
        </Button>
      </PageHero>

      <Section id="get-in-touch" title={getInTouch.title} tone="muted">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          <li>
            <CallCard which="freecall" />
          </li>
          <li>
            <CallCard which="international" />
          </li>
          <li>
            <ContactCard icon={ShieldCheck} title={getInTouch.privacy.title} testId="privacy-card">
              <p className="mt-1 text-sm leading-6 text-slate-600">{getInTouch.privacy.text}</p>
              <PageLink
                to={getInTouch.privacy.link.to}
                className="mt-auto inline-flex min-h-11 items-center pt-3 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
              >
                {getInTouch.privacy.link.label}
              </PageLink>
            </ContactCard>
          </li>
          <li>
            <ContactCard icon={Clock} title={getInTouch.hours.title} testId="hours-card">
              <p className="mt-1 text-sm leading-6 text-slate-700">{hours.display}</p>
              <p className="mt-auto flex gap-2 pt-3 text-sm leading-6 text-slate-600">
                <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-700" />
                <span>{getInTouch.hours.where}</span>
              </p>
            </ContactCard>
          </li>
        </ul>
      </Section>

      <Section id="contact-form" title={form.title} intro={<p>{form.intro}</p>}>
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12">
          <div>
            <Island name="contact-form" props={{ kind: "contact-page", consent: shownConsent() }} />
          </div>
          <NotificationStatement
            id="contact-statement"
            statement={contactNotificationStatement(siteFacts())}
            className="lg:self-start"
          />
        </div>
      </Section>
    </>
  );
}
