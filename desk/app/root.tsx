import { type ReactNode, useEffect } from "react";
import { href, isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import deskCss from "./desk.css?url";
import { withBasename } from "./lib/links.ts";
import { useNonce } from "./nonce.tsx";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: deskCss },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
];

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en-AU">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex,nofollow" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  useEffect(() => {
    // Marks the moment React owns the page (browser tests wait for it).
    document.documentElement.dataset.hydrated = "";
  }, []);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title =
    status === 404
      ? "Page not found"
      : status === 403
        ? "Not allowed"
        : isRouteErrorResponse(error)
          ? error.statusText
          : "Something went wrong";
  return (
    <main className="mx-auto max-w-xl px-4 py-20">
      <title>{`${title} | Staff desk`}</title>
      <p className="text-sm font-semibold text-slate-600">Error {status}</p>
      <h1 className="mt-2 text-2xl font-bold">{title}</h1>
      <p className="mt-4 text-slate-700">
        {status === 404
          ? "There is nothing at this address in the desk."
          : status === 403
            ? "Your account cannot open this page."
            : "Please try again. If it keeps happening, tell an administrator."}
      </p>
      <a href={withBasename(href("/"))} className="mt-6 inline-block font-semibold text-brand-700 underline">
        Back to the desk
      </a>
    </main>
  );
}
