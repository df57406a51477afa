// Which pages and campaigns bring customers (issue 26), readable in half a minute: the headline
// figures against the period before, visitors and enquiries per day, then the funnel from visit
// to won deal by source, campaign, medium and landing page, the forms, calls and clicks, pages,
// devices and real visitors' page speed. The period is in the URL (a link to share); every table
// has its CSV. Counting is first-party and cookieless (decision 038).
import { data, Form, href, Link } from "react-router";
import { Table } from "#desk/components/table.tsx";
import { withBasename } from "#desk/lib/links.ts";
import { requireStaff } from "#desk/lib/staff.server.ts";
import { analyticsReport, type Headline } from "#server/analytics/report.server.ts";
import { type AnalyticsTable, analyticsTables, PRESETS } from "#server/analytics/tables.ts";
import { parseAnalyticsQuery } from "#server/analytics/views.server.ts";
import { formatIsoDate } from "#shared/format-date.ts";
import type { Route } from "./+types/route";
import { PerDayChart } from "./charts.tsx";

export const meta: Route.MetaFunction = () => [{ title: "Analytics | Staff desk" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = await requireStaff(context, request);
  const url = new URL(request.url);
  const parsed = parseAnalyticsQuery(url.searchParams, services.now());
  if (!parsed.ok) throw data(parsed.error, { status: 400 });
  const report = await analyticsReport(services.storage, parsed.range, {
    liveTtlMs: services.config.ANALYTICS_LIVE_SECONDS * 1000,
  });
  const tables = Object.fromEntries(
    (Object.keys(analyticsTables) as AnalyticsTable[]).map((t) => [t, analyticsTables[t].rows(report)]),
  ) as Record<AnalyticsTable, (string | number)[][]>;
  return { days: parsed.days, search: url.search, report, tables, liveSeconds: services.config.ANALYTICS_LIVE_SECONDS };
}

const presetLabel = (days: number) => (days === 1 ? "Today" : `Last ${days} days`);

function change(current: number, previous: number): string {
  if (previous === 0) return current === 0 ? "no change" : "new";
  const pct = Math.round(((current - previous) / previous) * 100);
  return pct === 0 ? "no change" : `${pct > 0 ? "up" : "down"} ${Math.abs(pct)}%`;
}

function Figure({
  label,
  value,
  previous,
  suffix = "",
}: {
  label: string;
  value: number;
  previous: number;
  suffix?: string;
}) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4">
      <dt className="text-sm font-semibold text-slate-700">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900">
        {value.toLocaleString("en-AU")}
        {suffix}
      </dd>
      <dd className="text-sm text-slate-700">
        {change(value, previous)} on the period before ({previous.toLocaleString("en-AU")}
        {suffix})
      </dd>
    </div>
  );
}

export default function Analytics({ loaderData }: Route.ComponentProps) {
  const { days, search, report, tables, liveSeconds } = loaderData;
  const now: Headline = report.headline.current;
  const before: Headline = report.headline.previous;
  const csv = (table: AnalyticsTable) =>
    `${withBasename(href("/analytics.csv"))}${search ? `${search}&` : "?"}table=${table}`;
  const section = (table: AnalyticsTable, options: { limit?: number; note?: React.ReactNode } = {}) => {
    const { title, columns } = analyticsTables[table];
    const rows = tables[table];
    return (
      <section key={table} className="mt-6 min-w-0 rounded-lg border border-slate-200 bg-white p-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 className="text-lg font-bold">{title}</h2>
          <a href={csv(table)} className="text-sm font-semibold text-brand-700 underline" download>
            Download {title.toLowerCase()} as CSV
          </a>
        </div>
        {options.note ? <p className="mt-1 text-sm text-slate-700">{options.note}</p> : null}
        <div className="mt-3">
          <Table framed={false} caption={title} columns={columns}>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="py-1">
                  Nothing in this period.
                </td>
              </tr>
            ) : (
              rows.slice(0, options.limit ?? 20).map((row) => (
                <tr key={row.join("\u0000")} className="border-b border-slate-100">
                  <th scope="row" className="py-1 pr-4 font-normal wrap-anywhere">
                    {row[0]}
                  </th>
                  {row.slice(1).map((cell, i) => (
                    <td key={`${columns[i + 1]}`} className="py-1 pr-4">
                      {typeof cell === "number" ? cell.toLocaleString("en-AU") : cell}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </Table>
          {rows.length > (options.limit ?? 20) ? (
            <p className="mt-2 text-sm text-slate-700">
              The first {options.limit ?? 20} of {rows.length}; the CSV has every row.
            </p>
          ) : null}
        </div>
      </section>
    );
  };

  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">Analytics</h1>
          <p className="text-slate-700">
            {formatIsoDate(report.range.from)} to {formatIsoDate(report.range.to)}, compared with{" "}
            {formatIsoDate(report.previous.from)} to {formatIsoDate(report.previous.to)}.
          </p>
        </div>
        <Form method="get" className="flex flex-wrap items-end gap-2">
          <div>
            <label htmlFor="days" className="block text-sm font-semibold">
              Period
            </label>
            <select id="days" name="days" defaultValue={String(days ?? 30)} className="input mt-1">
              {PRESETS.map((p) => (
                <option key={p} value={p}>
                  {presetLabel(p)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn-secondary">
            Show
          </button>
          <Link
            to={`${href("/analytics")}?days=30`}
            className="px-2 py-2 text-sm font-semibold text-brand-700 underline"
          >
            Reset
          </Link>
        </Form>
      </div>

      <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Figure label="Visitors" value={now.visitors} previous={before.visitors} />
        <Figure label="Enquiries" value={now.enquiries} previous={before.enquiries} />
        <Figure
          label="Conversion (enquiries per 100 visitors)"
          value={now.conversion}
          previous={before.conversion}
          suffix="%"
        />
        <Figure label="Won deals" value={now.won} previous={before.won} />
      </dl>
      <p className="mt-3 text-sm text-slate-700">
        Privacy requests are counted apart, never as enquiries: {now.privacyRequests} in this period. Visitors are
        counted without cookies, once a day each (a person who comes on two days counts twice).
        {liveSeconds > 0
          ? ` Today's figures are at most ${liveSeconds === 60 ? "a minute" : `${liveSeconds} seconds`} old.`
          : ""}
        {report.medianMinutesToEnquiry !== null
          ? ` Half the enquiries were sent within ${report.medianMinutesToEnquiry} minutes of landing on the site.`
          : ""}
      </p>

      <section className="mt-6 min-w-0 rounded-lg border border-slate-200 bg-white p-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 className="text-lg font-bold">{analyticsTables.perDay.title}</h2>
          <a href={csv("perDay")} className="text-sm font-semibold text-brand-700 underline" download>
            Download visitors and enquiries per day as CSV
          </a>
        </div>
        <PerDayChart rows={report.perDay} />
      </section>

      {section("sources", { note: "Enquiries, qualified, won and lost are counted by each enquiry's first visit." })}
      {section("campaigns")}
      {section("landing")}
      {section("mediums")}
      {section("forms", { note: "Visitors who saw each form, started filling it in, sent it, or were refused." })}
      <div className="grid gap-x-6 lg:grid-cols-2">
        {section("phones")}
        {section("ctas")}
      </div>
      {section("pages")}
      {section("exits")}
      <div className="grid gap-x-6 lg:grid-cols-2">
        {section("outbound")}
        {section("videos")}
      </div>
      {section("notFound")}
      <div className="grid gap-x-6 lg:grid-cols-3">
        {section("devices")}
        {section("browsers")}
        {section("countries", {
          note: (
            <>
              Country from the visitor's address, looked up on our server:{" "}
              <a href="https://db-ip.com" className="underline">
                IP Geolocation by DB-IP
              </a>
              .
            </>
          ),
        })}
      </div>
      {section("vitals", {
        limit: 60,
        note: "Good: LCP up to 2.5 s, INP up to 200 ms, CLS up to 0.1 (Google's thresholds), read from real visitors' browsers.",
      })}
    </>
  );
}
