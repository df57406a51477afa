// One arm of an experiment on its real page (issue 43 item 1, decisions 070 and 079), for the
// editor's preview frames: the entry's published data with the arm's changes, rendered by the same
// code as a publish, never cached or indexed, and frameable by the desk alone.
import { data } from "react-router";
import { requireStaff } from "#desk/lib/staff.server.ts";
import { readPublished } from "#server/content/content-store.server.ts";
import { previewEntry, previewHeaders } from "#server/content/preview.server.ts";
import { readExperiment } from "#server/experiments/experiments-store.server.ts";
import { applyArm } from "#shared/experiments/arms.ts";
import type { Route } from "./+types/route";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { services, desk } = await requireStaff(context, request);
  const experiment = await readExperiment(services.storage, params.id);
  const arm = experiment?.arms[Number(params.arm)];
  if (!experiment || !arm || !/^\d$/.test(params.arm)) throw data("There is no such arm.", { status: 404 });
  const published = await readPublished(services.storage, experiment.entryId);
  if (!published) throw data("The page is not published.", { status: 404 });
  let armData: unknown;
  try {
    armData = applyArm(published.data, arm.changes);
  } catch (error) {
    throw data((error as Error).message, { status: 409 });
  }
  const live = services.content.live;
  if (!live) throw data("There is no build of the site to show a preview with.", { status: 503 });
  const preview = await previewEntry(
    { storage: services.storage, renderer: live.renderer },
    { id: experiment.entryId, data: armData },
  );
  if (!preview.ok)
    throw data(
      preview.reason === "render-failed"
        ? `This arm cannot be shown: ${preview.failures.map((f) => `${f.path} (${f.message})`).join("; ")}`
        : "This entry is not shown on a page of its own.",
      { status: preview.reason === "render-failed" ? 409 : 404 },
    );
  return new Response(preview.html, { headers: previewHeaders(preview.html, { framedBy: desk.origin }) });
}
