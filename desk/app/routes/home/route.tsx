import { href, redirect } from "react-router";
import { currentSession } from "#desk/lib/staff.server.ts";
import { landingFor } from "#desk/screens.ts";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = () => [{ title: "Staff desk" }];

// The desk's front door: the member's first screen when signed in (the inbox for staff), else the
// sign-in page.
export async function loader({ context, request }: Route.LoaderArgs) {
  const { session } = await currentSession(context, request);
  throw redirect(session?.stage === "full" ? landingFor(session.role) : href("/sign-in"));
}

export default function DeskHome() {
  return null;
}
