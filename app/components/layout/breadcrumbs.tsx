import { ChevronRight, House } from "lucide-react";
import { useLocation } from "react-router";
import { JsonLd } from "#app/components/sections/json-ld.tsx";
import { PageLink } from "#app/components/ui/page-link.tsx";
import { breadcrumbList } from "#shared/site/json-ld.ts";
import { breadcrumbTrail, canonicalPathOf, getPage } from "#shared/site/pages.ts";

/** Breadcrumbs from the registry's parent chain; hidden on home and unknown pages. */
export function Breadcrumbs() {
  const { pathname } = useLocation();
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const current = getPage(path);
  if (!current || path === "/") return null;
  const trail = breadcrumbTrail(path);
  return (
    <nav aria-label="Breadcrumb" className="border-b border-slate-200 bg-slate-50">
      <ol className="mx-auto flex max-w-7xl flex-wrap items-center gap-1 px-4 py-2 text-sm text-slate-600 sm:px-6">
        {trail.map((entry, i) => {
          const last = i === trail.length - 1;
          return (
            <li key={entry.path} className="flex items-center gap-1">
              {i > 0 ? <ChevronRight aria-hidden="true" className="size-4 text-slate-400" /> : null}
              {last ? (
                <span aria-current="page" className="font-medium text-slate-900">
                  {entry.label}
                </span>
              ) : (
                <PageLink
                  to={entry.path}
                  className="inline-flex min-h-6 items-center hover:text-brand-700 hover:underline"
                >
                  {entry.path === "/" ? (
                    <>
                      <House aria-hidden="true" className="size-4" />
                      <span className="sr-only">Home</span>
                    </>
                  ) : (
                    entry.label
                  )}
                </PageLink>
              )}
            </li>
          );
        })}
      </ol>
      <JsonLd data={breadcrumbList(trail.map((e) => ({ name: e.label, path: canonicalPathOf(e) })))} />
    </nav>
  );
}
