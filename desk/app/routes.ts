import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

// One folder per desk screen, named after its URL under /desk.
export default [
  index("routes/home/route.tsx"),
  route("sign-in", "routes/sign-in/route.tsx"),
  route("verify", "routes/verify/route.tsx"),
  route("invitation/:token", "routes/invitation/route.tsx"),
  route("forgot", "routes/forgot/route.tsx"),
  route("recover/:token", "routes/recover/route.tsx"),
  route("enrol", "routes/enrol/route.tsx"),
  route("sign-out", "routes/sign-out/route.tsx"),
  route("passkey-options", "routes/passkey-options/route.ts"),
  route("inbox.csv", "routes/inbox-export/route.ts"),
  route("suppression.csv", "routes/suppression-export/route.ts"),
  route("analytics.csv", "routes/analytics-export/route.ts"),
  layout("routes/shell/route.tsx", [
    route("inbox", "routes/inbox/route.tsx"),
    route("enquiries/:id", "routes/enquiry/route.tsx"),
    route("cases", "routes/cases/route.tsx"),
    route("cases/:reference", "routes/case/route.tsx"),
    route("suppression", "routes/suppression/route.tsx"),
    route("reports", "routes/reports/route.tsx"),
    route("analytics", "routes/analytics/route.tsx"),
    route("outbox", "routes/outbox/route.tsx"),
    route("sessions", "routes/sessions/route.tsx"),
    route("passkeys", "routes/passkeys/route.tsx"),
    route("audit", "routes/audit/route.tsx"),
    route("staff", "routes/staff/route.tsx"),
  ]),
  route("*", "routes/not-found/route.tsx"),
] satisfies RouteConfig;
