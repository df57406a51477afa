// The suppression list (issue 14): who must never be marketed to, found by email or phone (the
// list holds normalised identifiers and their hashes), added by hand with a reason, removed with a
// reason; every change audited and announced to the list systems; exported as CSV.
import { data, Form, Link, useNavigation } from "react-router";
import { ActionResult } from "#desk/components/action-result.tsx";
import { formatDateTime } from "#desk/components/format.ts";
import { Section } from "#desk/components/section.tsx";
import { Table } from "#desk/components/table.tsx";
import { requireStaff } from "#desk/lib/staff.server.ts";
import { addSuppressionEntry, listSuppression, removeFromSuppressionList } from "#server/privacy/suppression.server.ts";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = () => [{ title: "Suppression list | Staff desk" }];

const PAGE = 100;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = await requireStaff(context, request);
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").slice(0, 254);
  const before = url.searchParams.get("before") ?? undefined;
  if (before !== undefined && Number.isNaN(Date.parse(before))) throw data("That is not a date.", { status: 400 });
  const entries = await listSuppression(services.storage, { q, before, limit: PAGE });
  return { q, entries, older: entries.length === PAGE ? (entries.at(-1)?.createdAt ?? null) : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { staff, services, ip } = await requireStaff(context, request);
  const form = await request.formData();
  const value = (name: string) => String(form.get(name) ?? "").slice(0, 1000);
  const intent = value("intent");
  const actor = { id: staff.id, ip };
  if (intent === "add") {
    const input = {
      email: value("email") || null,
      phone: value("phone") || null,
      name: value("name") || null,
      address: value("address") || null,
      reason: value("reason"),
    };
    const added = await addSuppressionEntry(services.storage, services.audit, input, actor, services.now());
    if (!added.ok) return data({ intent, error: added.error, done: null, fields: input }, { status: added.status });
    return {
      intent,
      error: null,
      done: added.created ? "Added to the suppression list." : "Already on the suppression list.",
      fields: null,
    };
  }
  if (intent === "remove") {
    const removed = await removeFromSuppressionList(
      services.storage,
      services.audit,
      value("id"),
      value("reason"),
      actor,
      services.now(),
    );
    if (!removed.ok)
      return data({ intent, error: removed.error, done: null, fields: null }, { status: removed.status });
    return { intent, error: null, done: "Removed from the suppression list.", fields: null };
  }
  return data({ intent, error: "Unknown action.", done: null, fields: null }, { status: 400 });
}

export default function Suppression({ loaderData, actionData }: Route.ComponentProps) {
  const { q, entries, older } = loaderData;
  const busy = useNavigation().state === "submitting";
  const message = (intent: string) => <ActionResult answer={actionData} intent={intent} />;
  const fields = actionData?.intent === "add" ? actionData.fields : null;
  return (
    <>
      <h1 className="text-2xl font-bold">Suppression list</h1>
      <p className="mt-1 max-w-3xl text-slate-700">
        People who asked not to be marketed to. The list systems wash against it (
        <a href="/desk/suppression.csv" className="font-semibold text-brand-700 underline">
          export as CSV
        </a>
        ); a new enquiry from someone on it is stored but flagged.
      </p>
      {message("remove")}

      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <Form method="get" className="flex flex-wrap items-end gap-3">
            <div className="grow">
              <label htmlFor="q" className="block text-sm font-semibold">
                Find by email or phone
              </label>
              <input id="q" name="q" type="search" defaultValue={q} maxLength={254} className="input mt-1" />
            </div>
            <button type="submit" className="btn-primary">
              Search
            </button>
          </Form>
          <div className="mt-4">
            {entries.length === 0 ? (
              <p className="text-slate-700">{q ? "Nobody on the list matches that." : "The list is empty."}</p>
            ) : (
              <Table caption="Suppression entries, newest first" columns={["Person", "Added", "Source", "Reason", ""]}>
                {entries.map((e) => (
                  <tr key={e.id} className="border-t border-slate-200 align-top">
                    <td className="px-3 py-2 break-all">
                      {e.email && <span className="block">{e.email}</span>}
                      {e.phone && <span className="block">{e.phone}</span>}
                      {e.name && <span className="block text-slate-700">{e.name}</span>}
                      {!e.email && !e.phone && <span className="text-slate-700">(hashed identifiers only)</span>}
                    </td>
                    <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(e.createdAt)}</td>
                    <td className="px-3 py-2">
                      {e.sourceCaseId ? (
                        <Link to={`/cases/${e.sourceCaseId}`} className="font-semibold text-brand-700 underline">
                          Privacy case
                        </Link>
                      ) : (
                        "Added by staff"
                      )}
                    </td>
                    <td className="px-3 py-2">{e.reason}</td>
                    <td className="px-3 py-2">
                      <details>
                        <summary className="cursor-pointer font-semibold text-brand-700">Remove</summary>
                        <Form method="post" className="mt-2 w-56">
                          <input type="hidden" name="intent" value="remove" />
                          <input type="hidden" name="id" value={e.id} />
                          <label htmlFor={`reason-${e.id}`} className="block text-xs font-semibold">
                            Why remove {e.email ?? e.phone ?? "this entry"}?
                          </label>
                          <input
                            id={`reason-${e.id}`}
                            name="reason"
                            required
                            minLength={3}
                            maxLength={500}
                            className="input mt-1"
                          />
                          <button type="submit" className="btn-secondary mt-2" disabled={busy}>
                            Remove from the list
                          </button>
                        </Form>
                      </details>
                    </td>
                  </tr>
                ))}
              </Table>
            )}
            {older && (
              <p className="mt-3">
                <Link
                  to={`?${new URLSearchParams({ ...(q ? { q } : {}), before: older })}`}
                  className="font-semibold text-brand-700 underline"
                >
                  Older entries
                </Link>
              </p>
            )}
          </div>
        </div>
        <Section title="Add a person">
          <Form method="post" key={actionData?.intent === "add" && !actionData.error ? actionData.done : "add"}>
            <input type="hidden" name="intent" value="add" />
            {(
              [
                ["email", "Email", "email"],
                ["phone", "Phone", "tel"],
                ["name", "Name (optional)", "text"],
                ["address", "Address (optional)", "text"],
              ] as const
            ).map(([name, label, type]) => (
              <div key={name} className="mt-2 first:mt-0">
                <label htmlFor={`add-${name}`} className="block text-sm font-semibold">
                  {label}
                </label>
                <input
                  id={`add-${name}`}
                  name={name}
                  type={type}
                  maxLength={254}
                  defaultValue={fields?.[name] ?? ""}
                  className="input mt-1"
                />
              </div>
            ))}
            <label htmlFor="add-reason" className="mt-2 block text-sm font-semibold">
              Reason
            </label>
            <textarea
              id="add-reason"
              name="reason"
              rows={2}
              required
              maxLength={500}
              defaultValue={fields?.reason ?? ""}
              className="input mt-1"
            />
            <p className="mt-1 text-xs text-slate-700">An email address or a phone number is needed.</p>
            {message("add")}
            <button type="submit" className="btn-primary mt-2" disabled={busy}>
              Add to the list
            </button>
          </Form>
        </Section>
      </div>
    </>
  );
}
