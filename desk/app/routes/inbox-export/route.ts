// The inbox's filtered list as CSV (UTF-8 with BOM, formula cells neutralised: see
// server/leads/export.server.ts), streamed so a large export never sits in memory. Audited.
import { data } from "react-router";
import { requireStaff } from "#desk/lib/staff.server.ts";
import { exportCsv } from "#server/leads/export.server.ts";
import { parseInboxQuery } from "#server/leads/filters.server.ts";
import type { Route } from "./+types/route";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { staff, services, ip } = await requireStaff(context, request);
  const parsed = parseInboxQuery(new URL(request.url).searchParams);
  if (!parsed.ok) throw data(`Check the filters: ${Object.values(parsed.errors).join(" ")}`, { status: 400 });
  const { filters, values } = parsed.query;
  const encoder = new TextEncoder();
  const stream = new TransformStream<Uint8Array, Uint8Array>();
  const writer = stream.writable.getWriter();
  void (async () => {
    let rows = 0;
    let completed = false;
    try {
      rows = await exportCsv(services.storage, filters, (chunk) => writer.write(encoder.encode(chunk)));
      completed = true;
    } catch (error) {
      services.logger.error({ err: error instanceof Error ? error.message : String(error) }, "inbox export failed");
    } finally {
      const { after: _after, q, ...shown } = values;
      // The search words may be a name or an address: only whether there was a search is kept.
      await services.audit
        .record({
          actor: staff.id,
          action: "export.csv",
          ip,
          details: { filters: shown, search: Boolean(q), rows, completed },
        })
        .catch(() => {});
      await (completed ? writer.close() : writer.abort()).catch(() => {});
    }
  })();
  const day = new Date(services.now()).toISOString().slice(0, 10);
  return new Response(stream.readable, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="enquiries-${day}.csv"`,
    },
  });
}
