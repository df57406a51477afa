// Sign-out (POST only): ends this session and clears the cookie.
import { redirect } from "react-router";
import { currentSession, staffContext } from "#desk/lib/staff.server.ts";
import { clearedSessionCookie, endSession } from "#server/staff/sessions.server.ts";
import type { Route } from "./+types/route";

export function loader() {
  throw redirect("/");
}

export async function action({ context, request }: Route.ActionArgs) {
  const { session, services, desk } = await currentSession(context, request);
  if (session) {
    const ctx = staffContext(services);
    await endSession(ctx, session.id);
    await ctx.audit.record({
      actor: session.staffId,
      action: "auth.sign_out",
      target: { type: "staff", id: session.staffId },
      ip: desk.clientAddress,
    });
  }
  throw redirect("/sign-in", { headers: { "Set-Cookie": clearedSessionCookie(desk.secure) } });
}
