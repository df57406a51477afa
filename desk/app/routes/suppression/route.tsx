// The suppression list (issue 14): who must never be marketed to, found by email or phone (the
// list holds normalised identifiers and their hashes), added by hand with a reason, removed with a
// reason; every change audited and announced to the list systems; exported as CSV.
import { data, Form, href, Link, useNavigation } from "react-router";
import { Field } from "#desk/components/field.tsx";
import { formatDateTime } from "#desk/components/format.ts";
import { IntentForm, IntentMessage } from "#desk/components/intent-form.tsx";
import { Section } from "#desk/components/section.tsx";
import { Table } from "#desk/components/table.tsx";
import { handleIntents, intent, outcomeOf } from "#desk/lib/intents.server.ts";
import { withBasename } from "#desk/lib/links.ts";
import { requireStaff } from "#desk/lib/staff.server.ts";
import { answerWhenUnreachable, revalidateUnlessUnreachable } from "#desk/lib/unreachable.ts";
import { addSuppressionEntry, listSuppression, removeFromSuppressionList } from "#server/privacy/suppression.server.ts";
import type { Route } from "./+types/route";
import { forms } from "./forms.ts";

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

const intents = {
  add: intent(forms.add, {
    role: "staff",
    async run(input, { services, staff, ip }) {
      const entry = {
        email: input.email ?? null,
        phone: input.phone ?? null,
        name: input.name ?? null,
        address: input.address ?? null,
        reason: input.reason,
      };
      const added = await addSuppressionEntry(
        services.storage,
        services.audit,
        entry,
        { id: staff.id, ip },
        services.now(),
      );
      if (!added.ok) return outcomeOf(added, "");
      return {
        ok: true,
        message: added.created ? "Added to the suppression list." : "Already on the suppression list.",
      };
    },
  }),
  remove: intent(forms.remove, {
    role: "staff",
    async run(input, { services, staff, ip }) {
      const removed = await removeFromSuppressionList(
        services.storage,
        services.audit,
        input.id,
        input.reason,
        { id: staff.id, ip },
        services.now(),
      );
      return outcomeOf(removed, "Removed from the suppression list.");
    },
  }),
};

export async function action(args: Route.ActionArgs) {
  return handleIntents(args, intents);
}

// A form sent with no connection is answered on the screen, its words kept (lib/unreachable.ts).
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) =>
  answerWhenUnreachable(request, serverAction);
export const shouldRevalidate = revalidateUnlessUnreachable;

export default function Suppression({ loaderData, actionData }: Route.ComponentProps) {
  const { q, entries, older } = loaderData;
  const busy = useNavigation().state === "submitting";
  const removed = actionData?.intent === "remove" ? actionData : undefined;
  return (
    <>
      <h1 className="text-2xl font-bold">Suppression list</h1>
      <p className="mt-1 max-w-3xl text-slate-700">
        People who asked not to be marketed to. The list systems wash against it (
        <a href={withBasename(href("/suppression.csv"))} className="font-semibold text-brand-700 underline">
          export as CSV
        </a>
        ); a new enquiry from someone on it is stored but flagged.
      </p>
      {removed && <IntentMessage answer={removed} />}

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
                    <td className="px-3 py-2 wrap-anywhere">
                      {e.email && <span className="block">{e.email}</span>}
                      {e.phone && <span className="block">{e.phone}</span>}
                      {e.name && <span className="block text-slate-700">{e.name}</span>}
                      {!e.email && !e.phone && <span className="text-slate-700">(hashed identifiers only)</span>}
                    </td>
                    <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(e.createdAt)}</td>
                    <td className="px-3 py-2">
                      {e.sourceCaseId ? (
                        <Link
                          to={href("/cases/:reference", { reference: e.sourceCaseId })}
                          className="font-semibold text-brand-700 underline"
                        >
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
                        <IntentForm
                          intent={forms.remove}
                          target={e.id}
                          answer={actionData}
                          messages="none"
                          className="mt-2 w-56"
                        >
                          {(fields) => (
                            <>
                              <Field
                                meta={fields.reason}
                                label={`Why remove ${e.email ?? e.phone ?? "this entry"}?`}
                                minLength={3}
                                labelClassName="block text-xs font-semibold"
                              />
                              <button type="submit" className="btn-secondary mt-2" disabled={busy}>
                                Remove from the list
                              </button>
                            </>
                          )}
                        </IntentForm>
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
          <IntentForm intent={forms.add} answer={actionData} className="space-y-2">
            {(fields) => (
              <>
                {(
                  [
                    [fields.email, "Email", "email"],
                    [fields.phone, "Phone", "tel"],
                    [fields.name, "Name (optional)", "text"],
                    [fields.address, "Address (optional)", "text"],
                  ] as const
                ).map(([meta, label, type]) => (
                  <Field key={meta.name} meta={meta} label={label} type={type} />
                ))}
                <Field as="textarea" meta={fields.reason} label="Reason" rows={2} />
                <p className="mt-1 text-xs text-slate-700">An email address or a phone number is needed.</p>
                <button type="submit" className="btn-primary mt-2" disabled={busy}>
                  Add to the list
                </button>
              </>
            )}
          </IntentForm>
        </Section>
      </div>
    </>
  );
}
