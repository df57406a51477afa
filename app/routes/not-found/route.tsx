import { useEffect } from "react";
import { Link, Navigate, useLocation, useNavigate } from "react-router";
import { getPage } from "#shared/site/pages.ts";
import { redirectTarget } from "#shared/site/redirects.ts";
import { fullTitle } from "#shared/site/seo.ts";

/** How long the not-found page stays before it takes the visitor home. */
export const NOT_FOUND_REDIRECT_MS = 3000;

export const meta = () => [
  { title: fullTitle("Page not found") },
  { name: "description", content: "The page you were looking for does not exist." },
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
      <h1 className="text-7xl font-extrabold text-brand-700">404</h1>
      <p className="mt-4 text-2xl font-semibold text-slate-900">Oops! Page not found</p>
      <p className="mt-2 text-slate-600" role="status">
        Taking you to the home page in a moment…
      </p>
      <Link to="/" className="mt-8 rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800">
        Return to Home
      </Link>
    </section>
  );
}
