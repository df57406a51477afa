import { useEffect } from "react";
import { Navigate, useLocation, useNavigate } from "react-router";
import { PageLink } from "#app/components/ui/page-link.tsx";
import { getPage } from "#shared/site/pages.ts";
import { redirectTarget } from "#shared/site/redirects.ts";
import { fullTitle } from "#shared/site/seo.ts";
import { meta as copy, notFound } from "./content.ts";

/** How long the not-found page stays before it takes the visitor home. */
export const NOT_FOUND_REDIRECT_MS = 3000;

export const meta = () => [
  { title: fullTitle(copy.title) },
  { name: "description", content: copy.description },
  { name: "robots", content: "noindex,nofollow" },
];

export default function NotFoundPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const moved = redirectTarget(pathname, (p) => Boolean(getPage(p)));

  useEffect(() => {
    if (moved) return;
    console.warn("404: no page at", pathname);
    const timer = window.setTimeout(() => navigate("/", { replace: true }), NOT_FOUND_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [moved, pathname, navigate]);

  // An old address followed inside the app lands on its new page, replacing the history entry.
  if (moved) return <Navigate to={moved} replace />;

  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-7xl font-extrabold text-brand-700">{notFound.code}</h1>
      <p className="mt-4 text-2xl font-semibold text-slate-900">{notFound.title}</p>
      <p className="mt-2 text-slate-600" role="status">
        {notFound.status}
      </p>
      <PageLink
        to={notFound.home.to}
        className="mt-8 rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
      >
        {notFound.home.label}
      </PageLink>
    </section>
  );
}
