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
      <div className="bg-slate-50">
        <div className="mx-auto max-w-6xl space-y-8 px-4 py-12 sm:px-6 sm:py-16">
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
          {sections.map((s) => (
            <div key={s.id} id={`archive-${s.id}`} className="scroll-mt-6">
              <ArchiveSectionBlock section={s} />
            </div>
          ))}
        </div>
      </div>
    </>
  );
}
