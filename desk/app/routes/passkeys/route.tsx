// A member's own passkeys: add one (this device, a phone or a security key), see when each was
// last used, remove one. A passkey signs in on its own or as the second factor after a password.
import { data, Form, useNavigation } from "react-router";
import { type ActionAnswer, ActionResult } from "#desk/components/action-result.tsx";
import { formatDateTime } from "#desk/components/format.ts";
import { PasskeyForm } from "#desk/components/passkey-form.tsx";
import { Section } from "#desk/components/section.tsx";
import { TextField } from "#desk/components/text-field.tsx";
import { currentSession, requireStaff, staffContext } from "#desk/lib/staff.server.ts";
import { addPasskey, listPasskeys, relyingParty, removePasskey } from "#server/staff/passkeys.server.ts";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = () => [{ title: "Passkeys | Staff desk" }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { staff, services } = await requireStaff(context, request);
  return { passkeys: await listPasskeys(staffContext(services), staff.id) };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { staff, services, ip } = await requireStaff(context, request);
  const { session, desk } = await currentSession(context, request);
  const ctx = staffContext(services);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const answer = (status: number, error: string | null, done: string | null = null) =>
    data<ActionAnswer>({ intent, error, done }, { status });
  if (intent === "add" && session) {
    const result = await addPasskey(
      ctx,
      session,
      relyingParty(desk.origin),
      { response: String(form.get("response") ?? ""), name: String(form.get("name") ?? "") },
      { ip },
    );
    return result.ok ? answer(200, null, "Passkey added.") : answer(400, result.error);
  }
  if (intent === "remove") {
    const result = await removePasskey(ctx, staff.id, String(form.get("passkey") ?? "").slice(0, 1400), { ip });
    return result.ok ? answer(200, null, "Passkey removed.") : answer(result.status, result.error);
  }
  return answer(400, "Choose what to do.");
}

export default function Passkeys({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <h1 className="text-2xl font-bold">Passkeys</h1>
      <p className="mt-2 max-w-prose text-slate-700">
        A passkey signs you in with this device's screen lock, your phone or a security key, without a password or a
        code. It works only on this desk's own address, so a look-alike site cannot use it.
      </p>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <Section title="Your passkeys">
          {loaderData.passkeys.length === 0 ? (
            <p className="text-slate-700">You have no passkeys yet.</p>
          ) : (
            <ul className="divide-y divide-slate-200">
              {loaderData.passkeys.map((p) => (
                <li key={p.id} className="flex flex-wrap items-center justify-between gap-4 py-3">
                  <div>
                    <p className="font-semibold">{p.name}</p>
                    <p className="text-sm text-slate-700">
                      Added {formatDateTime(p.createdAt)},{" "}
                      {p.lastUsedAt ? `last used ${formatDateTime(p.lastUsedAt)}` : "not used yet"}
                    </p>
                  </div>
                  <Form method="post">
                    <input type="hidden" name="intent" value="remove" />
                    <input type="hidden" name="passkey" value={p.id} />
                    <button type="submit" className="btn-secondary" disabled={busy} aria-label={`Remove ${p.name}`}>
                      Remove
                    </button>
                  </Form>
                </li>
              ))}
            </ul>
          )}
          <ActionResult answer={actionData} intent="remove" />
        </Section>
        <Section title="Add a passkey">
          <PasskeyForm
            ceremony="register"
            intent="add"
            label="Add a passkey"
            unsupported="This browser cannot create passkeys."
          >
            <TextField
              id="passkey-name"
              name="name"
              label="Name"
              hint={'So you can tell your passkeys apart, for example "Work laptop".'}
              maxLength={60}
            />
          </PasskeyForm>
          <noscript>
            <p className="text-slate-700">Adding a passkey needs JavaScript.</p>
          </noscript>
          <ActionResult answer={actionData} intent="add" />
        </Section>
      </div>
    </>
  );
}
