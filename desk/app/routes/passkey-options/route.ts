// WebAuthn options for the browser (POST only, so the desk's Origin check applies): to create a
// passkey (a signed-in member, or one enrolling their second factor), or to sign in with one
// (on its own, as the first factor; or as the second factor of a session whose password was checked).
import { data } from "react-router";
import { currentSession, staffContext } from "#desk/lib/staff.server.ts";
import { authenticationOptions, registrationOptions, relyingParty } from "#server/staff/passkeys.server.ts";
import type { Route } from "./+types/route";

export function loader() {
  throw data("Use POST.", { status: 405, headers: { Allow: "POST" } });
}

export async function action({ context, request }: Route.ActionArgs) {
  const { session, services, desk } = await currentSession(context, request);
  const ctx = staffContext(services);
  const rp = relyingParty(desk.origin);
  const form = await request.formData();
  const purpose = form.get("for");
  if (purpose === "register") {
    const options = session ? await registrationOptions(ctx, session, rp) : undefined;
    if (!options) return Response.json({ error: "Sign in first." }, { status: 401 });
    return Response.json(options);
  }
  if (purpose === "sign-in") return Response.json(await authenticationOptions(ctx, rp));
  if (purpose === "second-factor") {
    // After the password: that member's passkeys only.
    if (session?.stage !== "factor") return Response.json({ error: "Enter your password first." }, { status: 401 });
    return Response.json(await authenticationOptions(ctx, rp, session));
  }
  return Response.json({ error: "Say what the options are for." }, { status: 400 });
}
