// Who is asking: every desk loader and action starts here. requireStaff finds the signed-in
// member from the session cookie (30 minutes idle, 12 hours absolute) or sends the visitor to
// sign in; a member without the role a screen needs gets a 403.
import { data, type RouterContextProvider, redirect } from "react-router";
import { requestContext, servicesContext } from "#desk/context.ts";
import type { ServiceContext } from "#server/audit/context.server.ts";
import type { DeskRequest, DeskServices } from "#server/desk/services.server.ts";
import { readSession, type SessionInfo, tokenFromCookie } from "#server/staff/sessions.server.ts";

export interface SignedInStaff {
  id: string;
  name: string;
  role: "admin" | "staff";
}

export function staffContext(services: DeskServices): ServiceContext {
  return { storage: services.storage, audit: services.audit, now: services.now };
}

/** The session behind this request's cookie, at any stage, with the request's facts. */
export async function currentSession(
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<{ session: SessionInfo | undefined; services: DeskServices; desk: DeskRequest }> {
  const services = context.get(servicesContext);
  const desk = context.get(requestContext);
  const token = tokenFromCookie(request.headers.get("cookie"), desk.secure);
  const session = await readSession(staffContext(services), token);
  return { session, services, desk };
}

/** Where to come back to after signing in: a desk path only (never another site). */
export function safeNext(value: string | null | undefined): string {
  if (!value?.startsWith("/") || value.startsWith("//") || value.includes("\\")) return "/inbox";
  return value;
}

export async function requireStaff(
  context: Readonly<RouterContextProvider>,
  request: Request,
  options: { role?: "admin" } = {},
): Promise<{ staff: SignedInStaff; services: DeskServices; ip: string }> {
  const { session, services, desk } = await currentSession(context, request);
  if (session?.stage !== "full") {
    const url = new URL(request.url);
    throw redirect(`/sign-in?next=${encodeURIComponent(url.pathname.replace(/^\/desk/, "") + url.search)}`);
  }
  if (options.role && session.role !== options.role) {
    throw data("Your account cannot open this page.", { status: 403 });
  }
  return {
    staff: { id: session.staffId, name: session.name, role: session.role },
    services,
    ip: desk.clientAddress,
  };
}

/** Staff a lead can be assigned to (active members), by id. */
export async function assignableStaff(services: DeskServices): Promise<{ id: string; name: string }[]> {
  return services.storage.db
    .selectFrom("staff")
    .select(["id", "name"])
    .where("status", "=", "active")
    .orderBy("name")
    .execute();
}
