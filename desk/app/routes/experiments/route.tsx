// The site's experiments (issue 43 item 1, decision 079): each with its status, the page it runs on,
// its arms, when it started and when it is planned to end; each links to its editor or results.
import { href, Link } from "react-router";
import { formatDateTime } from "#desk/components/format.ts";
import { Table } from "#desk/components/table.tsx";
import { requireStaff } from "#desk/lib/staff.server.ts";
import { experimentTargets } from "#server/experiments/experiments-desk.server.ts";
import { listExperiments } from "#server/experiments/experiments-store.server.ts";
import type { Route } from "./+types/route";
import { plannedEnd, statusLabels } from "./labels.ts";

export const meta: Route.MetaFunction = () => [{ title: "Experiments | Staff desk" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = await requireStaff(context, request);
  const [experiments, targets] = await Promise.all([
    listExperiments(services.storage),
    experimentTargets(services.storage),
  ]);
  const titles = new Map(targets.map((t) => [t.id, t.title]));
  return {
    experiments: experiments.map((e) => ({
      id: e.id,
      name: e.name,
      status: e.status,
      entry: titles.get(e.entryId) ?? e.entryId,
      entryId: e.entryId,
      arms: e.arms.map((a) => a.label),
      startedAt: e.startedAt,
      plannedEnd: plannedEnd(e.startedAt, e.plannedDays),
    })),
  };
}

export default function Experiments({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="text-2xl font-bold">Experiments</h1>
      <p className="mt-1 text-slate-700">
        Show visitors two to four versions of a page's words and judge them by the enquiries, qualified leads or won
        deals they bring. Concluding publishes the version you choose.
      </p>
      <p className="mt-3">
        <Link to={href("/experiments-new")} className="btn-primary inline-block">
          New experiment
        </Link>
      </p>
      {loaderData.experiments.length === 0 ? (
        <p className="mt-6" data-testid="no-experiments">
          No experiments yet.
        </p>
      ) : (
        <div className="mt-6">
          <Table caption="Experiments" columns={["Experiment", "Status", "Page", "Arms", "Started", "Planned end"]}>
            {loaderData.experiments.map((e) => (
              <tr key={e.id} className="border-t border-slate-200 align-top">
                <td className="px-3 py-2">
                  <Link to={href("/experiments/:id", { id: e.id })} className="font-semibold text-brand-800 underline">
                    {e.name}
                  </Link>
                </td>
                <td className="px-3 py-2" data-testid="experiment-status">
                  {statusLabels[e.status]}
                </td>
                <td className="px-3 py-2">
                  {e.entry}
                  <span className="block text-xs text-slate-700">{e.entryId}</span>
                </td>
                <td className="px-3 py-2">{e.arms.join(", ")}</td>
                <td className="px-3 py-2">{e.startedAt ? formatDateTime(e.startedAt) : "Not started"}</td>
                <td className="px-3 py-2">{e.plannedEnd ? formatDateTime(e.plannedEnd) : "—"}</td>
              </tr>
            ))}
          </Table>
        </div>
      )}
    </>
  );
}
