// The one redirect table. The server answers each `from` with a 301 to `to`;
// in the browser the not-found route replaces the history entry with `to`.
import type { PagePath } from "./pages.ts";

export interface Redirect {
  from: string;
  to: PagePath;
}

export const redirects: readonly Redirect[] = [
  { from: "/customer-acquisition-methodology", to: "/lead-generation-insights/customer-acquisition-methodology" },
  {
    from: "/insights/customer-acquisition-methodology",
    to: "/lead-generation-insights/customer-acquisition-methodology",
  },
  { from: "/methodology", to: "/lead-generation-insights/customer-acquisition-methodology" },
  { from: "/charity-regular-giver-leads", to: "/fundraising-leads" },
  { from: "/consumer-marketing-lists", to: "/consumer-data-list-solutions" },
  { from: "/blog/get-more-leads", to: "/lead-generation-insights/get-more-leads" },
  { from: "/insights/get-more-leads", to: "/lead-generation-insights/get-more-leads" },
  { from: "/blog/leads-vs-marketing-list", to: "/lead-generation-insights/lead-gen-strategy-leads-vs-marketing-list" },
  {
    from: "/insights/lead-gen-strategy-leads-vs-marketing-list",
    to: "/lead-generation-insights/lead-gen-strategy-leads-vs-marketing-list",
  },
  { from: "/insights/lead-gen-companies", to: "/lead-generation-insights/lead-gen-companies" },
  { from: "/insights", to: "/lead-generation-insights" },
  { from: "/insights/Fundraising-Leads-Australia", to: "/lead-generation-insights/Fundraising-Leads-Australia" },
  { from: "/insights/call-centre-partner", to: "/lead-generation-insights/call-centre-partner" },
  {
    from: "/insights/sales-leads-buying-guide-australia",
    to: "/lead-generation-insights/sales-leads-buying-guide-australia",
  },
  { from: "/sales-leads-buying-guide-australia", to: "/lead-generation-insights/sales-leads-buying-guide-australia" },
  { from: "/how-do-i-buy-leads-in-australia", to: "/lead-generation-insights/sales-leads-buying-guide-australia" },
  { from: "/buying-leads", to: "/lead-generation-insights/sales-leads-buying-guide-australia" },
  { from: "/mortgage-lead-generation-7-tips", to: "/mortgage-lead-insights/mortgage-lead-generation-7-tips" },
  // The specification keeps a trailing-slash article form; it ends on the one canonical URL.
  { from: "/mortgage-lead-generation-7-tips/", to: "/mortgage-lead-insights/mortgage-lead-generation-7-tips" },
  { from: "/australian-mortgage-leads", to: "/mortgage-lead-insights/australian-mortgage-leads" },
  // The specification's unnamed alias of the mortgage service.
  { from: "/mortgage-broker-leads", to: "/mortgage-leads" },
];

const table = new Map(redirects.map((r) => [r.from, r.to]));

/**
 * Where a request path should go with a 301, or undefined when it is served as is.
 * Handles the redirect table and the trailing-slash rule (one canonical form, no slash),
 * always answering the final URL so no request takes two hops.
 */
export function redirectTarget(pathname: string, isPage: (path: string) => boolean): string | undefined {
  const direct = table.get(pathname);
  if (direct) return direct;
  if (pathname.length > 1 && pathname.endsWith("/")) {
    const trimmed = pathname.replace(/\/+$/, "") || "/";
    return table.get(trimmed) ?? (isPage(trimmed) ? trimmed : undefined);
  }
  return undefined;
}
