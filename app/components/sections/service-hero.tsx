import { CalendarClock, CircleCheck } from "lucide-react";
import { BulletList } from "#app/components/ui/bullet-list.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { PageLink } from "#app/components/ui/page-link.tsx";
import { backToSolutions } from "#app/content/service-pages.ts";
import { safeHref } from "#shared/site/safe-href.ts";
import { BackLink } from "./back-link.tsx";
import { PageHero } from "./page-hero.tsx";
import { PhoneButtons } from "./phone-buttons.tsx";
import type { ServiceHeroContent } from "./types.ts";

/**
 * The top of a service page: the Back to Solutions link, the hero with its main call to action
 * (a page, a call booking with a calendar icon, or a jump to the page's own form) and both
 * phone numbers.
 */
export function ServiceHero({ hero }: { hero: ServiceHeroContent }) {
  const { cta } = hero;
  return (
    <>
      <BackLink {...backToSolutions} />
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        intro={
          <>
            <p>{hero.intro}</p>
            {hero.highlights?.length ? (
              <BulletList
                items={hero.highlights}
                marker={CircleCheck}
                className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-base font-medium text-white"
                itemClassName="flex items-center gap-2"
                iconClassName="size-5 text-accent-500"
              />
            ) : null}
          </>
        }
      >
        {cta ? (
          <Button asChild variant="inverse" size="lg">
            {"anchor" in cta ? (
              <a href={safeHref(cta.anchor)}>{cta.label}</a>
            ) : (
              <PageLink to={cta.to}>
                {cta.booking ? <CalendarClock aria-hidden="true" /> : null}
                {cta.label}
              </PageLink>
            )}
          </Button>
        ) : null}
        <PhoneButtons variant={cta ? "outline" : "inverse"} />
      </PageHero>
    </>
  );
}
