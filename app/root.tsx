import { type ReactNode, useContext, useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  UNSAFE_FrameworkContext,
  useLocation,
} from "react-router";
import { Breadcrumbs } from "#app/components/layout/breadcrumbs.tsx";
import { Footer } from "#app/components/layout/footer.tsx";
import { Header } from "#app/components/layout/header.tsx";
import { headerMenu } from "#shared/site/navigation.ts";
import type { Route } from "./+types/root";
import appCss from "./app.css?url";

export const links: Route.LinksFunction = () => [
  // A precedence makes React emit the stylesheet ahead of the script preloads it hoists,
  // so the CSS that gates first paint is not queued behind the JavaScript.
  { rel: "stylesheet", href: appCss, precedence: "high" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  // React Router's build insists on its scripts in the SPA fallback document (which nothing serves).
  const spaFallback = useContext(UNSAFE_FrameworkContext)?.isSpaMode === true;
  return (
    <html lang="en-AU">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1e40af" />
        <Meta />
        <Links />
      </head>
      <body>
        <a
          href="#main"
          className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        <Header path={path} nav={headerMenu()} />
        <Breadcrumbs />
        <main id="main" tabIndex={-1} className="focus:outline-none">
          {children}
        </main>
        <Footer />
        {/* Public pages do not load React Router in the browser: postbuild adds the islands' bootstrap
            (decision 025). The development server still runs the whole app as React Router's SPA. */}
        {import.meta.env.DEV || spaFallback ? (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  // Development only (production pages never run this component in the browser; app/islands/entry.ts does this).
  useEffect(() => {
    // The static parts' behaviour (header, tooltips, videos, notices), as app/islands/entry.ts runs it.
    void import("#app/islands/enhance.ts").then((m) => m.enhancePage());
    // Marks the moment the page's scripts own it (browser tests wait for it; the header's CSS too).
    document.documentElement.dataset.hydrated = "";
  }, []);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : "Something went wrong";
  return (
    <div className="mx-auto max-w-3xl px-4 py-20">
      <h1 className="text-3xl font-bold text-slate-900">{message}</h1>
      <p className="mt-4 text-slate-700">Please try again, or return to the home page.</p>
      <a href="/" className="mt-6 inline-block font-semibold text-brand-700 underline">
        Return to Home
      </a>
    </div>
  );
}
