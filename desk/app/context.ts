// What the Node server hands to every desk request (server/desk/mount.server.ts): the shared
// services, and facts about this one request. The server reads these context keys from the
// desk build's entry module, so both sides use the same objects.
import { createContext } from "react-router";
import type { DeskRequest, DeskServices } from "#server/desk/services.server.ts";

export const servicesContext = createContext<DeskServices>();
export const requestContext = createContext<DeskRequest>();
