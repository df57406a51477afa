// The desk's one route list (like the public site's page registry): every screen's path under
// /desk, its route module, and what it is. routes.ts is made from it, so React Router's typed
// `href()` checks every desk link against it; the shell's menu and the "where to go after signing
// in" check read it too.
//   entry     the screens one uses to get in (no session needed)
//   page      a signed-in screen inside the shell (header, menu)
//   resource  a signed-in answer that is not a page (CSV exports), or passkey options
import { matchPath } from "react-router";

export interface Screen {
  path: `/${string}`;
  file: string;
  kind: "entry" | "page" | "resource";
  /**
   * In the shell's menu, with this label (administrators only when `admin`); `account`: in the
   * member's own menu (account settings) instead of the desk's sections.
   */
  menu?: { label: string; admin?: true; account?: true };
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
  { path: "/inbox.csv", file: "routes/inbox-export/route.ts", kind: "resource" },
  { path: "/suppression.csv", file: "routes/suppression-export/route.ts", kind: "resource" },
  { path: "/analytics.csv", file: "routes/analytics-export/route.ts", kind: "resource" },
  { path: "/inbox", file: "routes/inbox/route.tsx", kind: "page", menu: { label: "Inbox" } },
  { path: "/enquiries/:id", file: "routes/enquiry/route.tsx", kind: "page" },
  { path: "/cases", file: "routes/cases/route.tsx", kind: "page", menu: { label: "Privacy cases" } },
  { path: "/cases/:reference", file: "routes/case/route.tsx", kind: "page" },
  { path: "/suppression", file: "routes/suppression/route.tsx", kind: "page", menu: { label: "Suppression" } },
  { path: "/reports", file: "routes/reports/route.tsx", kind: "page", menu: { label: "Reports" } },
  { path: "/analytics", file: "routes/analytics/route.tsx", kind: "page", menu: { label: "Analytics" } },
  { path: "/outbox", file: "routes/outbox/route.tsx", kind: "page", menu: { label: "Forwarding" } },
  { path: "/sessions", file: "routes/sessions/route.tsx", kind: "page", menu: { label: "Sessions", account: true } },
  { path: "/passkeys", file: "routes/passkeys/route.tsx", kind: "page", menu: { label: "Passkeys", account: true } },
  { path: "/staff", file: "routes/staff/route.tsx", kind: "page", menu: { label: "Staff", admin: true } },
  { path: "/audit", file: "routes/audit/route.tsx", kind: "page", menu: { label: "Audit log", admin: true } },
] as const satisfies readonly Screen[];

/** Whether a path (under /desk, without it) is one of the signed-in pages: never a data request or an export. */
export function isSignedInScreen(pathname: string): boolean {
  if (/\.data$/i.test(pathname) || pathname.includes("/_")) return false;
  return screens.some((s) => s.kind === "page" && matchPath({ path: s.path, end: true }, pathname) !== null);
}
