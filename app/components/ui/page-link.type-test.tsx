// Checked by `npm run typecheck` (never run): internal links are typed against the page registry.
import { PageLink } from "./page-link.tsx";
import type { CtaLink } from "./types.ts";

export function TypedLinksCompile() {
  const cta: CtaLink = { label: "Contact", to: "/contact#contact-form" };
  // @ts-expect-error: a path that is not a page of the registry does not type-check.
  const typo: CtaLink = { label: "Contact", to: "/contcat" };
  return (
    <>
      <PageLink to="/mortgage-leads">a page</PageLink>
      <PageLink to="/thank-you?source=privacy">a page with a query</PageLink>
      <PageLink to={cta.to}>{cta.label}</PageLink>
      {/* @ts-expect-error: an old path that only redirects is not a page either. */}
      <PageLink to="/methodology">a redirect</PageLink>
      {/* @ts-expect-error: nor is an unknown path. */}
      <PageLink to="/no-such-page">nowhere</PageLink>
      <PageLink to={typo.to}>{typo.label}</PageLink>
    </>
  );
}
