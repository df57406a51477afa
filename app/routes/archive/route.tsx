import { ArchiveSectionBlock, ArchiveStatsCard } from "#app/components/sections/archive-tree.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { archiveStats, buildArchive } from "#shared/site/archive.ts";
import { page } from "#shared/site/pages.ts";
import { pageMeta } from "#shared/site/seo.ts";
import type { Route } from "./+types/route";
import { pageContent } from "./content.ts";

const PATH = "/archive";

export const meta: Route.MetaFunction = () => pageMeta(PATH);

// Made from the pages a render sees (the registry and the published articles): nothing typed in by hand.

export default function ArchivePage() {
  // Read where the page renders: the pages a render sees include the articles published in the desk.
  const sections = buildArchive();
  const stats = archiveStats();
  const { hero, sectionsNavLabel } = pageContent();
  return (
    <>
      <PageHero title={hero.title} intro={<p>{page(PATH).description}</p>} />
      {/* Each archive section is a section of the page of its own, so the ones below the first screen are
          drawn only as they near it (app.css, decision 102). The 32 px between two cards is split so that
          a card's shadow stays inside the box that is drawn, and a link to a section lands with the
          section's own top at the screen's: none of the section above is in view, so when that one is
          drawn and shrinks from its stand-in height, the browser keeps the linked section in place. */}
      <section className="bg-slate-50 pt-12 pb-2 sm:pt-16">
        <div className="mx-auto max-w-6xl space-y-8 px-4 sm:px-6">
          <ArchiveStatsCard stats={stats} />
          <nav aria-label={sectionsNavLabel} className="flex flex-wrap gap-2">
            {sections.map((s) => (
              <a
                key={s.id}
                href={`#archive-${s.id}`}
                className="rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700 hover:border-brand-600 hover:text-brand-800"
              >
                {s.title} ({s.count})
              </a>
            ))}
          </nav>
        </div>
      </section>
      {sections.map((s, i) => (
        <section
          key={s.id}
          id={`archive-${s.id}`}
          className={i === sections.length - 1 ? "bg-slate-50 pt-6 pb-12 sm:pb-16" : "bg-slate-50 pt-6 pb-2"}
        >
          <div className="mx-auto max-w-6xl px-4 sm:px-6">
            <ArchiveSectionBlock section={s} />
          </div>
        </section>
      ))}
    </>
  );
}
