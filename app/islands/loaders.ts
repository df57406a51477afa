// The browser's side of components.ts: one dynamic import per island, so a page loads only the
// code of the islands it has. Same names, same modules (checked by the type below).
import type { ComponentType } from "react";
import type { IslandName, islandComponents } from "./components.ts";

export const islandLoaders = {
  "contact-form": () => import("./contact-form.tsx"),
  "privacy-request-form": () => import("./privacy-request-form.tsx"),
} satisfies { [N in IslandName]: () => Promise<{ default: (typeof islandComponents)[N] }> } & Record<
  IslandName,
  () => Promise<{ default: ComponentType<never> }>
>;
