// One analytics table as CSV, for the period the screen shows (?days= or ?from=&to=, and ?table=).
// Nothing in it identifies a person; the download is audited like every export.
import { data } from "react-router";
import { requireStaff } from "#desk/lib/staff.server.ts";
import { analyticsReport } from "#server/analytics/report.server.ts";
import { type AnalyticsTable, analyticsTables } from "#server/analytics/tables.ts";
import { parseAnalyticsQuery, tableCsv } from "#server/analytics/views.server.ts";
import type { Route } from "./+types/route";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { staff, services, ip } = await requireStaff(context, request);
  const params = new URL(request.url).searchParams;
  const table = params.get("table") ?? "";
  if (!Object.hasOwn(analyticsTables, table)) throw data("Choose one of the screen's tables.", { status: 400 });
  const parsed = parseAnalyticsQuery(params, services.now());
  if (!parsed.ok) throw data(parsed.error, { status: 400 });
  const report = await analyticsReport(services.storage, parsed.range, {
    liveTtlMs: services.config.ANALYTICS_LIVE_SECONDS * 1000,
  });
  await services.audit.record({
    actor: staff.id,
    action: "export.analytics",
    ip,
    details: { table, from: parsed.range.from, to: parsed.range.to },
  });
  return new Response(tableCsv(table as AnalyticsTable, report), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="analytics-${table}-${parsed.range.from}-${parsed.range.to}.csv"`,
    },
  });
}
