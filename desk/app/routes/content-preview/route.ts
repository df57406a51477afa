// One entry's saved draft on its real page (issue 42 item 3, decision 066), for the editor's preview
// frames: rendered by the same code as a publish, never cached or indexed, and frameable by the desk
// alone (its own CSP, which the desk's mount keeps). The entry is the address's part after
// /desk/content-preview/, as the editor's (lib/links.ts).
import { data } from "react-router";
import { requireStaff } from "#desk/lib/staff.server.ts";
import { entryAt } from "#desk/routes/content-entry/intents.server.ts";
import { previewEntry, previewHeaders } from "#server/content/preview.server.ts";
import type { Route } from "./+types/route";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { services, desk } = await requireStaff(context, request);
  const entry = await entryAt(services, params["*"]);
  if (!entry) throw data("There is no such entry.", { status: 404 });
  const live = services.content.live;
  if (!live) throw data("There is no build of the site to show a preview with.", { status: 503 });
  const preview = await previewEntry({ storage: services.storage, renderer: live.renderer }, { id: entry.id });
  if (!preview.ok)
    throw data(
      preview.reason === "render-failed"
        ? `This draft cannot be shown: ${preview.failures.map((f) => `${f.path} (${f.message})`).join("; ")}`
        : "This entry is not shown on a page of its own.",
      { status: preview.reason === "render-failed" ? 409 : 404 },
    );
  return new Response(preview.html, { headers: previewHeaders(preview.html, { framedBy: desk.origin }) });
}
