// WebAuthn options for the browser (POST only, so the desk's Origin check applies): to create a
// passkey (a signed-in member, or one enrolling their second factor), or to sign in with one
// (on its own, as the first factor; or as the second factor of a session whose password was checked).
// One declared intent, "options"; the answer is the options as JSON (or {error}) for
// @simplewebauthn/browser, not a page.
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/server";
import { data } from "react-router";
import { handleIntents, intent } from "#desk/lib/intents.server.ts";
import { authenticationOptions, registrationOptions, relyingParty } from "#server/staff/passkeys.server.ts";
import type { Route } from "./+types/route";
import { forms } from "./forms.ts";

export function loader() {
  throw data("Use POST.", { status: 405, headers: { Allow: "POST" } });
}

type Options = { options: PublicKeyCredentialCreationOptionsJSON | PublicKeyCredentialRequestOptionsJSON };

const intents = {
  options: intent(forms.options, {
    role: "visitor",
    async run(input, { session, services, desk }) {
      const rp = relyingParty(desk.origin);
      if (input.for === "register") {
        const options = session ? await registrationOptions(services, session, rp) : undefined;
        if (!options) return { ok: false, status: 401, error: "Sign in first." };
        return { ok: true, message: "", options } satisfies Options & { ok: true; message: string };
      }
      if (input.for === "sign-in") return { ok: true, message: "", options: await authenticationOptions(services, rp) };
      // After the password: that member's passkeys only.
      if (session?.stage !== "factor") return { ok: false, status: 401, error: "Enter your password first." };
      return { ok: true, message: "", options: await authenticationOptions(services, rp, session) };
    },
  }),
};

export async function action(args: Route.ActionArgs) {
  const answer = await handleIntents(args, intents);
  const status = answer.init?.status ?? 200;
  const body = answer.data;
  return Response.json(body.ok && body.options ? body.options : { error: body.message }, { status });
}
