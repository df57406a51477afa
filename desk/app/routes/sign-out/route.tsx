// Sign-out (POST only): ends this session and clears the cookie.
import { href, redirect } from "react-router";
import { handleIntents, intent } from "#desk/lib/intents.server.ts";
import { clearedSessionCookie, endSession } from "#server/staff/sessions.server.ts";
import type { Route } from "./+types/route";
import { forms } from "./forms.ts";

export function loader() {
  throw redirect(href("/"));
}

const intents = {
  "sign-out": intent(forms["sign-out"], {
    role: "visitor",
    async run(_input, { session, services, desk }) {
      if (session) {
        await endSession(services, session.id);
        if (!session.blind) {
          await services.audit.record({
            actor: session.staffId,
            action: "auth.sign_out",
            target: { type: "staff", id: session.staffId },
            ip: desk.clientAddress,
          });
        }
      }
      throw redirect(href("/sign-in"), { headers: { "Set-Cookie": clearedSessionCookie(desk.secure) } });
    },
  }),
};

export async function action(args: Route.ActionArgs) {
  // Signing out redirects; sign-out is no page, so a malformed form gets its message alone, never
  // the form's answer echoing what was sent (it would be served as JSON).
  const refused = await handleIntents(args, intents);
  return Response.json({ error: refused.data.message }, { status: refused.init?.status ?? 400 });
}
