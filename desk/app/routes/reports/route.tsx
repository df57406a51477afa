// What a sales manager looks at: enquiries per day by source and by form, the weekly median time
// to first response against the 5-minute goal, and outcomes by source. Each chart has its
// figures as a table beside it (for screen readers and for reading exact numbers).
import { data, Form } from "react-router";
import { formatMinutes, titleCase } from "#desk/components/format.ts";
import { Table } from "#desk/components/table.tsx";
import { requireStaff } from "#desk/lib/staff.server.ts";
import { sydneyDate } from "#server/leads/inbox-item.server.ts";
import {
  enquiriesPerDay,
  outcomesBySource,
  RESPONSE_GOAL_MINUTES,
  responseTimesPerWeek,
} from "#server/leads/reports.server.ts";
import type { Route } from "./+types/route";
import { OutcomesChart, PerDayChart, ResponseChart } from "./charts.tsx";

export const meta: Route.MetaFunction = () => [{ title: "Reports | Staff desk" }];

const PERIODS = [7, 30, 90] as const;
const WEEKS = 12;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = await requireStaff(context, request);
  const asked = Number(new URL(request.url).searchParams.get("days") ?? 30);
  if (!(PERIODS as readonly number[]).includes(asked)) throw data("Choose 7, 30 or 90 days.", { status: 400 });
  const now = services.now();
  const to = sydneyDate(new Date(now));
  const from = sydneyDate(new Date(now - (asked - 1) * 86_400_000));
  const [bySource, byForm, weekly, outcomes] = await Promise.all([
    enquiriesPerDay(services.storage, "source", from, to),
    enquiriesPerDay(services.storage, "form", from, to),
    responseTimesPerWeek(services.storage, WEEKS, now),
    outcomesBySource(services.storage, from, to),
  ]);
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return { days: asked, dayList: days, bySource, byForm, weekly, outcomes, goal: RESPONSE_GOAL_MINUTES };
}

/** Rows of { day, <key>: count } for a stacked chart, and the keys by total, largest first. */
function pivot(days: string[], counts: { day: string; key: string; count: number }[]) {
  const totals = new Map<string, number>();
  for (const c of counts) totals.set(c.key, (totals.get(c.key) ?? 0) + c.count);
  const keys = [...totals].sort((a, b) => b[1] - a[1]).map(([k]) => k);
  const rows = days.map((day) => {
    const row: Record<string, string | number> = { day };
    for (const k of keys) row[k] = 0;
    for (const c of counts) if (c.day === day) row[c.key] = c.count;
    return row;
  });
  return { keys, rows, totals };
}

export default function Reports({ loaderData }: Route.ComponentProps) {
  const { days, dayList, bySource, byForm, weekly, outcomes, goal } = loaderData;
  const sources = pivot(dayList, bySource);
  const forms = pivot(dayList, byForm);
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-2xl font-bold">Reports</h1>
        <Form method="get" className="flex items-end gap-2">
          <div>
            <label htmlFor="days" className="block text-sm font-semibold">
              Period
            </label>
            <select id="days" name="days" defaultValue={String(days)} className="input mt-1">
              {PERIODS.map((p) => (
                <option key={p} value={p}>
                  Last {p} days
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn-secondary">
            Show
          </button>
        </Form>
      </div>

      <Report title="Enquiries per day by source">
        <PerDayChart rows={sources.rows} keys={sources.keys} label="Enquiries per day by source" />
        <Totals heading="Source" totals={sources.totals} />
      </Report>
      <Report title="Enquiries per day by form">
        <PerDayChart rows={forms.rows} keys={forms.keys} label="Enquiries per day by form" />
        <Totals heading="Form" totals={forms.totals} format={titleCase} />
      </Report>
      <Report title={`Median time to first response per week (goal: ${goal} minutes)`}>
        <p className="text-sm text-slate-700">
          A response is the first status change, note or logged call by staff; assigning an enquiry alone is not one.
        </p>
        <ResponseChart rows={weekly} goal={goal} />
        <div className="mt-4">
          <Table
            framed={false}
            caption="Time to first response per week"
            columns={["Week starting", "Enquiries", "Answered", "Median", `Within ${goal} minutes`]}
          >
            {weekly.map((w) => (
              <tr key={w.week} className="border-b border-slate-100">
                <td className="py-1 pr-4">{w.week}</td>
                <td className="py-1 pr-4">{w.enquiries}</td>
                <td className="py-1 pr-4">{w.answered}</td>
                <td className="py-1 pr-4">{formatMinutes(w.medianMinutes)}</td>
                <td className="py-1">{w.answered ? `${Math.round((100 * w.withinGoal) / w.answered)}%` : "—"}</td>
              </tr>
            ))}
          </Table>
        </div>
      </Report>
      <Report title="Outcomes by source">
        <OutcomesChart rows={outcomes} />
        <div className="mt-4">
          <Table
            framed={false}
            caption="Outcomes by source"
            columns={["Source", "Enquiries", "Won", "Lost", "Open", "Spam", "Won of decided"]}
          >
            {outcomes.map((o) => (
              <tr key={o.source} className="border-b border-slate-100">
                <th scope="row" className="py-1 pr-4 font-normal">
                  {o.source}
                </th>
                <td className="py-1 pr-4">{o.total}</td>
                <td className="py-1 pr-4">{o.won}</td>
                <td className="py-1 pr-4">{o.lost}</td>
                <td className="py-1 pr-4">{o.open}</td>
                <td className="py-1 pr-4">{o.spam}</td>
                <td className="py-1 pr-4">
                  {o.won + o.lost ? `${Math.round((100 * o.won) / (o.won + o.lost))}%` : "—"}
                </td>
              </tr>
            ))}
          </Table>
        </div>
      </Report>
    </>
  );
}

function Report({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="mt-6 rounded-lg border border-slate-200 bg-white p-4">
      <h2 className="text-lg font-bold">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Totals({
  heading,
  totals,
  format = (v) => v,
}: {
  heading: string;
  totals: Map<string, number>;
  format?: (v: string) => string;
}) {
  return (
    <div className="mt-4 max-w-xl">
      <Table
        framed={false}
        caption={`Enquiries in the period by ${heading.toLowerCase()}`}
        columns={[heading, "Enquiries in the period"]}
      >
        {totals.size === 0 ? (
          <tr>
            <td colSpan={2} className="py-1">
              No enquiries in this period.
            </td>
          </tr>
        ) : (
          [...totals].map(([key, n]) => (
            <tr key={key} className="border-b border-slate-100">
              <th scope="row" className="py-1 pr-6 font-normal">
                {format(key)}
              </th>
              <td className="py-1">{n}</td>
            </tr>
          ))
        )}
      </Table>
    </div>
  );
}
