// Who is asking: every desk loader and action starts here. Until staff sign-in lands
// (issue 12) nobody is signed in, so every protected screen sends the visitor to sign in.
import { type RouterContextProvider, redirect } from "react-router";
import { requestContext, servicesContext } from "#desk/context.ts";
import type { DeskServices } from "#server/desk/services.server.ts";

export interface SignedInStaff {
  id: string;
  name: string;
  role: "admin" | "staff";
}

export async function requireStaff(
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<{ staff: SignedInStaff; services: DeskServices; ip: string }> {
  const services = context.get(servicesContext);
  const { clientAddress } = context.get(requestContext);
  void services;
  void clientAddress;
  const url = new URL(request.url);
  throw redirect(`/sign-in?next=${encodeURIComponent(url.pathname.replace(/^\/desk/, "") + url.search)}`);
}

/** Staff a lead can be assigned to (active members), by id. */
export async function assignableStaff(_services: DeskServices): Promise<{ id: string; name: string }[]> {
  return [];
}
