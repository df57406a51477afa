// Who is asking: every desk loader and action starts here. requireStaff finds the signed-in
// member from the session cookie (30 minutes idle, 12 hours absolute) or sends the visitor to
// sign in; a member whose role lacks the access the screen declares (#desk/screens.ts) gets a 403,
// so no loader or action can forget the check.
import { data, href, type RouterContextProvider, redirect } from "react-router";
import { requestContext, servicesContext } from "#desk/context.ts";
import { isSignedInScreen, landingFor, signedInScreenAt } from "#desk/screens.ts";
import type { DeskRequest, DeskServices } from "#server/desk/services.server.ts";
import { readSession, type SessionInfo, tokenFromCookie } from "#server/staff/sessions.server.ts";
import { type Access, may, type StaffRole } from "#shared/staff/roles.ts";
import { BACKGROUND_PARAM, isBackground } from "./background.ts";

export interface SignedInStaff {
  id: string;
  name: string;
  role: StaffRole;
}

/** The session behind this request's cookie, at any stage, with the request's facts. */
export async function currentSession(
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<{ session: SessionInfo | undefined; services: DeskServices; desk: DeskRequest }> {
  const services = context.get(servicesContext);
  const desk = context.get(requestContext);
  const token = tokenFromCookie(request.headers.get("cookie"), desk.secure);
  // A background refresh reads the session without extending its idle time.
  const session = await readSession(services, token, { touch: !isBackground(new URL(request.url)) });
  return { session, services, desk };
}

/**
 * Where to come back to after signing in: one of the desk's signed-in screens (its route list,
 * #desk/screens.ts), with its query; never another site, a data request (`.data`) or an export.
 */
export function safeNext(value: string | null | undefined, role?: StaffRole): string {
  // Otherwise the member's own first screen (the desk's front door finds it when the role is not known yet).
  const fallback = role ? landingFor(role) : href("/");
  if (!value?.startsWith("/") || value.startsWith("//") || value.includes("\\")) return fallback;
  let url: URL;
  try {
    url = new URL(value, "http://desk.invalid");
  } catch {
    return fallback;
  }
  if (url.origin !== "http://desk.invalid" || !isSignedInScreen(url.pathname)) return fallback;
  return `${url.pathname}${url.search}`;
}

/** What the screen a request is for needs: its declared access, or nothing (no signed-in screen there). */
function accessFor(request: Request): Access | undefined {
  const path = new URL(request.url).pathname.replace(/^\/desk(?=\/|$)/, "").replace(/\.data$/, "") || "/";
  const screen = signedInScreenAt(path);
  return screen && "access" in screen ? screen.access : screen ? "member" : undefined;
}

export async function requireStaff(
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<{ staff: SignedInStaff; services: DeskServices; ip: string; session: SessionInfo; desk: DeskRequest }> {
  const { session, services, desk } = await currentSession(context, request);
  if (session?.stage !== "full") {
    const url = new URL(request.url);
    url.searchParams.delete(BACKGROUND_PARAM);
    const next = url.pathname.replace(/^\/desk/, "") + url.search;
    throw redirect(`${href("/sign-in")}?next=${encodeURIComponent(next)}`);
  }
  const access = accessFor(request);
  if (!access || !may(session.role, access)) {
    throw data("Your account cannot open this page.", { status: 403 });
  }
  return {
    staff: { id: session.staffId, name: session.name, role: session.role },
    services,
    ip: desk.clientAddress,
    session,
    desk,
  };
}
