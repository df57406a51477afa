// A member's own passkeys: add one (this device, a phone or a security key), see when each was
// last used, remove one. A passkey signs in on its own or as the second factor after a password.
import { useNavigation } from "react-router";
import { Field } from "#desk/components/field.tsx";
import { formatDateTime } from "#desk/components/format.ts";
import { IntentForm, IntentMessage } from "#desk/components/intent-form.tsx";
import { PasskeyForm } from "#desk/components/passkey-form.tsx";
import { Section } from "#desk/components/section.tsx";
import { handleIntents, intent } from "#desk/lib/intents.server.ts";
import { requireStaff } from "#desk/lib/staff.server.ts";
import { answerWhenUnreachable, revalidateUnlessUnreachable } from "#desk/lib/unreachable.ts";
import { addPasskey, listPasskeys, relyingParty, removePasskey } from "#server/staff/passkeys.server.ts";
import type { Route } from "./+types/route";
import { forms } from "./forms.ts";

export const meta: Route.MetaFunction = () => [{ title: "Passkeys | Staff desk" }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { staff, services } = await requireStaff(context, request);
  return { passkeys: await listPasskeys(services, staff.id) };
}

const intents = {
  add: intent(forms.add, {
    role: "staff",
    async run(input, { services, desk, ip, session }) {
      if (!session) return { ok: false, status: 401, error: "Sign in again." };
      const result = await addPasskey(services, session, relyingParty(desk.origin), input, { ip });
      return result.ok ? { ok: true, message: "Passkey added." } : { ok: false, status: 400, error: result.error };
    },
  }),
  remove: intent(forms.remove, {
    role: "staff",
    // A credential id: base64url, up to 1400 characters.
    async run({ id }, { staff, services, ip }) {
      const result = await removePasskey(services, staff.id, id, { ip });
      return result.ok
        ? { ok: true, message: "Passkey removed." }
        : { ok: false, status: result.status, error: result.error };
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

export default function Passkeys({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const removed = actionData?.intent === "remove" ? actionData : undefined;
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
                  <IntentForm intent={forms.remove} target={p.id} answer={actionData} messages="none">
                    <button type="submit" className="btn-secondary" disabled={busy} aria-label={`Remove ${p.name}`}>
                      Remove
                    </button>
                  </IntentForm>
                </li>
              ))}
            </ul>
          )}
          {removed && <IntentMessage answer={removed} />}
        </Section>
        <Section title="Add a passkey">
          <PasskeyForm
            ceremony="register"
            intent={forms.add}
            label="Add a passkey"
            answer={actionData}
            messages="all"
            unsupported="This browser cannot create passkeys."
          >
            {(fields) => (
              <Field
                meta={fields.name}
                label="Name"
                hint={'So you can tell your passkeys apart, for example "Work laptop".'}
                labelClassName="block font-semibold"
                className="input mt-1 w-full"
              />
            )}
          </PasskeyForm>
          <noscript>
            <p className="text-slate-700">Adding a passkey needs JavaScript.</p>
          </noscript>
        </Section>
      </div>
    </>
  );
}
