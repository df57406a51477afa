// Menu structure. Labels and paths come from the page registry, and the Insights menu follows the
// live page set (decision 071): an article taken down or moved leaves it, one published in the desk
// joins it. Read at render time, so a server render with a page overlay sees the live menu.
import { getPage, type PagePath, page, type RegistryPage, sitePages } from "./pages.ts";

export interface NavGroup {
  label: string;
  /** A single link (no dropdown) when there is only `href`. */
  href?: PagePath;
  items?: readonly RegistryPage[];
  /** Dropdown width in pixels (the specification's 400 and 350). */
  width?: 400 | 350;
}

const entries = (paths: readonly PagePath[]) => paths.map((p) => page(p));

/** The shipped articles in the Insights menu, in the specification's order. */
const insightsMenuPaths: readonly PagePath[] = [
  "/lead-generation-insights/Fundraising-Leads-Australia",
  "/lead-generation-insights/get-more-leads",
  "/lead-generation-insights/lead-gen-strategy-leads-vs-marketing-list",
  "/lead-generation-insights/lead-gen-companies",
  "/lead-generation-insights/sales-leads-buying-guide-australia",
  "/lead-generation-insights/call-centre-partner",
  "/mortgage-lead-insights/mortgage-lead-generation-7-tips",
  "/mortgage-lead-insights/australian-mortgage-leads",
];

/** The Insights menu: the shipped articles still at their address, then every other live article. */
function insightsMenu(): RegistryPage[] {
  const shipped = insightsMenuPaths.flatMap((p) => getPage(p) ?? []);
  const listed = new Set<string>(insightsMenuPaths);
  return [...shipped, ...sitePages().filter((p) => p.kind === "article" && !listed.has(p.path))];
}

/** The header's menus as the render under way sees the site. */
export const headerNav = (): readonly NavGroup[] => [
  { label: "About Us", href: "/our-lead-generation-company" },
  { label: "Methodology", href: "/lead-generation-insights/customer-acquisition-methodology" },
  {
    label: "Solutions",
    width: 350,
    items: entries(["/our-solutions", "/lead-generation", "/mortgage-leads", "/fundraising-leads"]),
  },
  {
    label: "Insights",
    width: 400,
    items: insightsMenu(),
  },
  {
    label: "Contact & Privacy",
    width: 350,
    items: entries(["/contact", "/privacy", "/privacy-au", "/privacy-uk"]),
  },
];

/** The header's menus as plain data (path and label only): the header island's props (decision 025). */
export interface HeaderMenuGroup {
  label: string;
  href?: PagePath;
  items?: readonly { path: PagePath; label: string }[];
  width?: 400 | 350;
}
export const headerMenu = (): readonly HeaderMenuGroup[] =>
  headerNav().map(({ label, href, items, width }) => ({
    label,
    ...(href ? { href } : {}),
    ...(items ? { items: items.map((p) => ({ path: p.path as PagePath, label: p.label })) } : {}),
    ...(width ? { width } : {}),
  }));

export const footerQuickLinks = entries(["/our-lead-generation-company", "/contact", "/privacy", "/archive"]);
