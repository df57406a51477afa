// The desk's one route list (like the public site's page registry): every screen's path under
// /desk, its route module, and what it is. routes.ts is made from it, so React Router's typed
// `href()` checks every desk link against it; the shell's menu and the "where to go after signing
// in" check read it too.
//   entry     the screens one uses to get in (no session needed)
//   page      a signed-in screen inside the shell (header, menu)
//   resource  a signed-in answer that is not a page (CSV exports), or passkey options
// Every signed-in screen declares the access it needs (#shared/staff/roles.ts): requireStaff finds
// the screen from the request's path and answers 403 to a role without it, and the menu shows a
// member only what they may open.
import { matchPath } from "react-router";
import { type Access, may, type StaffRole } from "#shared/staff/roles.ts";

export interface Screen {
  path: `/${string}`;
  file: string;
  kind: "entry" | "page" | "resource";
  /** What a member needs to open it (signed-in screens); entries need none. */
  access?: Access;
  /** In the shell's menu, with this label; `account`: in the member's own menu (account settings) instead. */
  menu?: { label: string; account?: true };
}

export const screens = [
  { path: "/", file: "routes/home/route.tsx", kind: "entry" },
  { path: "/sign-in", file: "routes/sign-in/route.tsx", kind: "entry" },
  { path: "/verify", file: "routes/verify/route.tsx", kind: "entry" },
  { path: "/invitation/:token", file: "routes/invitation/route.tsx", kind: "entry" },
  { path: "/forgot", file: "routes/forgot/route.tsx", kind: "entry" },
  { path: "/recover/:token", file: "routes/recover/route.tsx", kind: "entry" },
  { path: "/enrol", file: "routes/enrol/route.tsx", kind: "entry" },
  { path: "/sign-out", file: "routes/sign-out/route.tsx", kind: "entry" },
  { path: "/passkey-options", file: "routes/passkey-options/route.ts", kind: "resource" },
  { path: "/inbox.csv", file: "routes/inbox-export/route.ts", kind: "resource", access: "personal-data" },
  { path: "/suppression.csv", file: "routes/suppression-export/route.ts", kind: "resource", access: "personal-data" },
  { path: "/analytics.csv", file: "routes/analytics-export/route.ts", kind: "resource", access: "analytics" },
  { path: "/inbox", file: "routes/inbox/route.tsx", kind: "page", access: "personal-data", menu: { label: "Inbox" } },
  { path: "/enquiries/:id", file: "routes/enquiry/route.tsx", kind: "page", access: "personal-data" },
  {
    path: "/cases",
    file: "routes/cases/route.tsx",
    kind: "page",
    access: "personal-data",
    menu: { label: "Privacy cases" },
  },
  { path: "/cases/:reference", file: "routes/case/route.tsx", kind: "page", access: "personal-data" },
  {
    path: "/suppression",
    file: "routes/suppression/route.tsx",
    kind: "page",
    access: "personal-data",
    menu: { label: "Suppression" },
  },
  {
    path: "/analytics",
    file: "routes/analytics/route.tsx",
    kind: "page",
    access: "analytics",
    menu: { label: "Analytics" },
  },
  { path: "/reports", file: "routes/reports/route.tsx", kind: "page", access: "analytics", menu: { label: "Reports" } },
  {
    path: "/content",
    file: "routes/content/route.tsx",
    kind: "page",
    access: "content",
    menu: { label: "Content" },
  },
  { path: "/content-new", file: "routes/content-new/route.tsx", kind: "page", access: "content" },
  { path: "/content/*", file: "routes/content-entry/route.tsx", kind: "page", access: "content" },
  { path: "/content-preview/*", file: "routes/content-preview/route.ts", kind: "resource", access: "content" },
  {
    path: "/experiments",
    file: "routes/experiments/route.tsx",
    kind: "page",
    access: "content",
    menu: { label: "Experiments" },
  },
  { path: "/experiments-new", file: "routes/experiments-new/route.tsx", kind: "page", access: "content" },
  { path: "/experiments/:id", file: "routes/experiments-entry/route.tsx", kind: "page", access: "content" },
  {
    path: "/experiments-preview/:id/:arm",
    file: "routes/experiments-preview/route.ts",
    kind: "resource",
    access: "content",
  },
  {
    path: "/outbox",
    file: "routes/outbox/route.tsx",
    kind: "page",
    access: "personal-data",
    menu: { label: "Forwarding" },
  },
  {
    path: "/sessions",
    file: "routes/sessions/route.tsx",
    kind: "page",
    access: "member",
    menu: { label: "Sessions", account: true },
  },
  {
    path: "/passkeys",
    file: "routes/passkeys/route.tsx",
    kind: "page",
    access: "member",
    menu: { label: "Passkeys", account: true },
  },
  { path: "/staff", file: "routes/staff/route.tsx", kind: "page", access: "admin", menu: { label: "Staff" } },
  { path: "/audit", file: "routes/audit/route.tsx", kind: "page", access: "admin", menu: { label: "Audit log" } },
  { path: "/crm", file: "routes/crm/route.tsx", kind: "page", access: "admin", menu: { label: "CRM" } },
] as const satisfies readonly Screen[];

/** The signed-in screen (page or resource) a path under /desk (without it) is, if any. */
export function signedInScreenAt(pathname: string): (typeof screens)[number] | undefined {
  return screens.find((s) => s.kind !== "entry" && matchPath({ path: s.path, end: true }, pathname) !== null);
}

/** Where a member lands after signing in: the first of the desk's sections their role may open. */
export function landingFor(role: StaffRole): string {
  const first = screens.find((s) => "menu" in s && !("account" in s.menu) && may(role, s.access));
  return first?.path ?? "/sessions";
}

/** Whether a path (under /desk, without it) is one of the signed-in pages: never a data request or an export. */
export function isSignedInScreen(pathname: string): boolean {
  if (/\.data$/i.test(pathname) || pathname.includes("/_")) return false;
  return screens.some((s) => s.kind === "page" && matchPath({ path: s.path, end: true }, pathname) !== null);
}
