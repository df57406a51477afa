import { Clock, MapPin, ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { ContactForm } from "#app/components/forms/contact-form.tsx";
import { CallCard } from "#app/components/pages/call-card.tsx";
import { NotificationStatement } from "#app/components/pages/notification-statement.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { ContactNotificationStatement } from "#app/content/privacy-statements.tsx";
import { address, claims, hours, regionLabel } from "#shared/site/facts.ts";
import { pageMeta } from "#shared/site/seo.ts";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = () => pageMeta("/contact");

const iconBox = "mb-4 inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700";

export default function ContactPage() {
  return (
    <>
      <PageHero
        title="Contact Us"
        intro={
          <p>
            Tell us who you want to reach and how many leads you need. We reply within {claims.replyWithinHours} hours,
            and provide a count and quote within {claims.quoteWithinHours} hours at no additional cost.
          </p>
        }
      >
        <Button asChild variant="inverse" size="lg">
          <a href="#contact-form">Send Us a Message</a>
        </Button>
      </PageHero>

      <Section id="get-in-touch" title="Get in Touch" tone="muted">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          <li>
            <CallCard which="freecall" />
          </li>
          <li>
            <CallCard which="international" />
          </li>
          <li>
            <Card className="flex h-full flex-col" data-testid="privacy-card">
              <span className={iconBox}>
                <ShieldCheck aria-hidden="true" className="size-6" />
              </span>
              <h3 className="text-lg font-semibold text-slate-900">Privacy Requests</h3>
              <p className="mt-1 text-sm leading-6 text-slate-600">
                Want to opt out of our database, find out where we got your details, or see what we hold?
              </p>
              <Link
                to="/privacy"
                className="mt-auto inline-flex min-h-11 items-center pt-3 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
              >
                Go to our Privacy Policy
              </Link>
            </Card>
          </li>
          <li>
            <Card className="flex h-full flex-col" data-testid="hours-card">
              <span className={iconBox}>
                <Clock aria-hidden="true" className="size-6" />
              </span>
              <h3 className="text-lg font-semibold text-slate-900">Business Hours</h3>
              <p className="mt-1 text-sm leading-6 text-slate-700">{hours.display}</p>
              <p className="mt-auto flex gap-2 pt-3 text-sm leading-6 text-slate-600">
                <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-700" />
                <span>
                  {address.display}. {regionLabel}.
                </span>
              </p>
            </Card>
          </li>
        </ul>
      </Section>

      <Section
        id="contact-form"
        title="Send Us a Message"
        intro={
          <p>
            Every field is required, so that we can come back to you with a useful answer. A member of our team will
            reply within {claims.replyWithinHours} hours.
          </p>
        }
      >
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12">
          <div>
            <ContactForm kind="contact-page" />
          </div>
          <NotificationStatement id="contact-statement" title="How We Use Your Information" className="lg:self-start">
            <ContactNotificationStatement />
          </NotificationStatement>
        </div>
      </Section>
    </>
  );
}
