import { PageLink } from "#app/components/ui/page-link.tsx";
import type { ArchiveNode, ArchiveSectionTree, ArchiveStats } from "#shared/site/archive.ts";

// Each level indents 24 px (pl-6), as the specification asks; classes, not a style attribute (CSP).
function TreeList({ nodes, nested = false }: { nodes: readonly ArchiveNode[]; nested?: boolean }) {
  return (
    <ul className={nested ? "mt-3 space-y-3 pl-6" : "space-y-3"}>
      {nodes.map((node) => (
        <li key={node.path}>
          <div
            data-archive-level={node.level}
            data-archive-path={node.path}
            className={
              node.level === 0
                ? "border-l-4 border-brand-700 py-1 pl-4"
                : "border-l-4 border-slate-200 py-1 pl-4 hover:border-brand-600"
            }
          >
            <PageLink
              to={node.path}
              className="font-semibold text-brand-700 underline-offset-2 hover:text-brand-800 hover:underline"
            >
              {node.title}
            </PageLink>
            <p className="mt-1 text-sm leading-6 text-slate-600">{node.description}</p>
            <p className="mt-1 font-mono text-xs break-all text-slate-600">{node.path}</p>
          </div>
          {node.children.length ? <TreeList nodes={node.children} nested /> : null}
        </li>
      ))}
    </ul>
  );
}

/** One archive section: heading, page-count badge and the nested tree. */
export function ArchiveSectionBlock({ section }: { section: ArchiveSectionTree }) {
  const headingId = `archive-${section.id}-heading`;
  return (
    <section
      aria-labelledby={headingId}
      data-archive-section={section.id}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 pb-4">
        <h2 id={headingId} className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
          {section.title}
        </h2>
        <span
          data-archive-count={section.count}
          className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800"
        >
          {section.count} {section.count === 1 ? "page" : "pages"}
        </span>
      </div>
      <TreeList nodes={section.nodes} />
    </section>
  );
}

/** The statistics card: every number derived from the registry. */
export function ArchiveStatsCard({ stats }: { stats: ArchiveStats }) {
  const items = [
    { id: "total", label: "Total pages", value: stats.totalPages },
    { id: "articles", label: "Insights and guides", value: stats.insightsAndGuides },
    { id: "services", label: "Solutions and services", value: stats.solutionsAndServices },
  ];
  return (
    <section
      aria-labelledby="archive-stats-heading"
      data-testid="archive-stats"
      className="rounded-2xl border border-brand-100 bg-brand-50 p-5 sm:p-6"
    >
      <h2 id="archive-stats-heading" className="text-xl font-bold tracking-tight text-slate-900">
        Site Statistics
      </h2>
      <dl className="mt-4 grid grid-cols-3 gap-2 sm:gap-4">
        {items.map((item) => (
          <div
            key={item.id}
            className="flex flex-col-reverse rounded-xl bg-white px-2 py-4 text-center shadow-sm sm:p-4"
          >
            <dt className="mt-1 text-sm font-medium text-slate-600">{item.label}</dt>
            <dd data-stat={item.id} className="text-3xl font-extrabold tracking-tight text-brand-700">
              {item.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
