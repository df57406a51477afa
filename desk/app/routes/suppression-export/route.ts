// The suppression list as CSV for the list systems to wash against (issue 14): UTF-8 with BOM,
// hashed and normalised identifiers, streamed, audited by the export itself.
import { requireStaff } from "#desk/lib/staff.server.ts";
import { exportSuppressionCsv } from "#server/privacy/lists.server.ts";
import type { Route } from "./+types/route";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { staff, services, ip } = await requireStaff(context, request);
  const encoder = new TextEncoder();
  const stream = new TransformStream<Uint8Array, Uint8Array>();
  const writer = stream.writable.getWriter();
  void (async () => {
    try {
      await exportSuppressionCsv(services.storage, services.audit, { id: staff.id, ip }, (chunk) =>
        writer.write(encoder.encode(chunk)),
      );
      await writer.close();
    } catch (error) {
      services.logger.error(
        { err: error instanceof Error ? error.message : String(error) },
        "suppression export failed",
      );
      await writer.abort().catch(() => {});
    }
  })();
  const day = new Date(services.now()).toISOString().slice(0, 10);
  return new Response(stream.readable, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="suppression-list-${day}.csv"`,
    },
  });
}
