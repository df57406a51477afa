import { CalendarClock, MapPin, PhoneCall, ShieldCheck } from "lucide-react";
import { AboutBrandLogos } from "#app/components/sections/about-brand-logos.tsx";
import { TeamAvatar } from "#app/components/sections/about-team.tsx";
import { CtaBanner } from "#app/components/sections/cta-banner.tsx";
import { FeatureGrid } from "#app/components/sections/feature-grid.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { PhoneButtons } from "#app/components/sections/phone-buttons.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { StatsRow } from "#app/components/sections/stats-row.tsx";
import { BulletList } from "#app/components/ui/bullet-list.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { PageLink } from "#app/components/ui/page-link.tsx";
import { siteFacts } from "#shared/content/site-facts.ts";
import { pageMeta } from "#shared/site/seo.ts";
import type { Route } from "./+types/route";
import { pageContent } from "./content.ts";

const PATH = "/our-lead-generation-company";

export const meta: Route.MetaFunction = () => pageMeta(PATH);

export default function AboutPage() {
  const { address, email, hours, regionLabel, team } = siteFacts();
  const {
    aboutHero,
    aboutStats,
    brandsSection,
    closingCta,
    differentiators,
    hoursSection,
    mission,
    privacyTrust,
    statsTitle,
    story,
    teamIntro,
    teamTitle,
  } = pageContent();
  return (
    <>
      <PageHero eyebrow={aboutHero.eyebrow} title={aboutHero.title} intro={<p>{aboutHero.intro}</p>}>
        <Button asChild variant="accent" size="lg">
          <PageLink to={aboutHero.cta.to}>{aboutHero.cta.label}</PageLink>
        </Button>
        <PhoneButtons variant="inverse" />
      </PageHero>

      <Section id="story" title={story.title}>
        <div className="grid gap-10 lg:grid-cols-5">
          <div className="space-y-4 text-lg leading-8 text-slate-700 lg:col-span-3">
            {story.paragraphs.map((p) => (
              <p key={p.slice(0, 24)}>{p}</p>
            ))}
          </div>
          <aside aria-labelledby="mission-heading" className="lg:col-span-2">
            <Card className="border-t-4 border-t-accent-600 bg-slate-50">
              <h2 id="mission-heading" className="text-xl font-bold text-slate-900">
                {mission.title}
              </h2>
              <p className="mt-3 text-lg leading-8 font-medium text-slate-800">{mission.statement}</p>
              <BulletList
                items={mission.points}
                marker={ShieldCheck}
                className="mt-4 space-y-2 text-slate-700"
                itemClassName="flex gap-2"
                iconClassName="mt-0.5 size-5 shrink-0 text-accent-600"
              />
            </Card>
          </aside>
        </div>
      </Section>

      <Section id="stats" title={statsTitle} tone="muted">
        <StatsRow stats={aboutStats} />
      </Section>

      <Section id="team" title={teamTitle} intro={teamIntro}>
        <ul className="grid gap-6 md:grid-cols-2" data-testid="team-profiles">
          {team.map((m) => (
            <li key={m.name} className="flex">
              <Card className="flex w-full gap-5">
                <TeamAvatar name={m.name} size="lg" />
                <div>
                  <h3 className="text-lg font-semibold text-slate-900">{m.name}</h3>
                  <p className="font-medium text-brand-700">{m.role}</p>
                  <p className="mt-3 leading-7 text-slate-600">{m.bio}</p>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="differentiators" title={differentiators.title} intro={differentiators.intro} tone="muted">
        <FeatureGrid items={differentiators.items} columns={3} />
      </Section>

      <Section id="privacy-compliance" title={privacyTrust.title} intro={privacyTrust.intro}>
        <FeatureGrid items={privacyTrust.items} columns={4} />
        <div className="mt-8 rounded-2xl bg-brand-50 p-6">
          <h3 className="font-semibold text-slate-900">{privacyTrust.linksTitle}</h3>
          <div className="mt-4 flex flex-wrap gap-3">
            {privacyTrust.links.map((link) => (
              <Button key={link.to} asChild variant="outline">
                <PageLink to={link.to}>{link.label}</PageLink>
              </Button>
            ))}
          </div>
        </div>
      </Section>

      <Section id="brands" title={brandsSection.title} intro={brandsSection.intro} tone="muted">
        <AboutBrandLogos />
      </Section>

      <Section id="hours" title={hoursSection.title} intro={hoursSection.intro}>
        <div className="grid gap-6 md:grid-cols-3">
          <Card>
            <CalendarClock aria-hidden="true" className="size-8 text-brand-700" />
            <h3 className="mt-3 text-lg font-semibold text-slate-900">{hoursSection.hoursTitle}</h3>
            <p className="mt-2 text-slate-700">{hours.display}</p>
          </Card>
          <Card>
            <MapPin aria-hidden="true" className="size-8 text-brand-700" />
            <h3 className="mt-3 text-lg font-semibold text-slate-900">{hoursSection.whereTitle}</h3>
            <p className="mt-2 text-slate-700">{address.display}</p>
            <p className="mt-1 text-sm text-slate-600">{regionLabel}</p>
          </Card>
          <Card>
            <PhoneCall aria-hidden="true" className="size-8 text-brand-700" />
            <h3 className="mt-3 text-lg font-semibold text-slate-900">{hoursSection.callTitle}</h3>
            <PhoneButtons variant="outline" className="mt-3 flex-col items-start" />
            <p className="mt-3 text-sm">
              <a href={`mailto:${email}`} className="font-medium text-brand-700 underline underline-offset-2">
                {email}
              </a>
            </p>
          </Card>
        </div>
      </Section>

      <CtaBanner cta={closingCta} />
    </>
  );
}
