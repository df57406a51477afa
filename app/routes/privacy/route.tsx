import { ArrowRight } from "lucide-react";
import { NotificationStatement } from "#app/components/sections/notification-statement.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { BulletList } from "#app/components/ui/bullet-list.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { PageLink } from "#app/components/ui/page-link.tsx";
import { privacyHubStatement } from "#shared/consent/statements.ts";
import { siteFacts } from "#shared/content/site-facts.ts";
import { pageMeta } from "#shared/site/seo.ts";
import type { Route } from "./+types/route";
import { pageContent } from "./content.ts";

export const meta: Route.MetaFunction = () => pageMeta("/privacy");

export default function PrivacyPage() {
  const { hero, regions, regionsTitle } = pageContent();
  return (
    <>
      <PageHero title={hero.title} intro={<p>{hero.intro}</p>} />
      <Section id="regions" title={regionsTitle}>
        <ul className="grid gap-6 md:grid-cols-2">
          {regions.map((r) => (
            <li key={r.path} className="flex">
              <Card className="flex w-full flex-col" data-testid={`privacy-region-${r.path.slice(1)}`}>
                <span className="mb-4 inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon name={r.icon} aria-hidden="true" className="size-6" />
                </span>
                <h3 className="text-xl font-semibold text-slate-900">{r.title}</h3>
                <p className="mt-2 leading-7 text-slate-600">{r.text}</p>
                <BulletList items={r.points} className="mb-6" />
                <PageLink
                  to={r.path}
                  className="mt-auto inline-flex items-center gap-2 self-start rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
                >
                  {r.cta}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </PageLink>
              </Card>
            </li>
          ))}
        </ul>
      </Section>
      <div className="bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
          <NotificationStatement
            id="notification-statement"
            statement={privacyHubStatement(siteFacts())}
            headingLevel={2}
            className="max-w-4xl bg-white"
          />
        </div>
      </div>
    </>
  );
}
