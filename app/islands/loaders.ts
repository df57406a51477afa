// The browser's side of components.ts: one dynamic import per island, so a page loads only the
// code of the islands it has. Same names, same modules (checked by the type below).
import type { ComponentType } from "react";
import type { IslandName, islandComponents } from "./components.ts";

export const islandLoaders = {
  header: () => import("./header.tsx"),
  faq: () => import("./faq.tsx"),
  "contact-form": () => import("./contact-form.tsx"),
  "privacy-request-form": () => import("./privacy-request-form.tsx"),
  "rebrand-popup": () => import("./rebrand-popup.tsx"),
  "video-embed": () => import("./video-embed.tsx"),
  "video-dialog": () => import("./video-dialog.tsx"),
  "not-found": () => import("./not-found.tsx"),
  "thank-you-mode": () => import("./thank-you-mode.tsx"),
} satisfies { [N in IslandName]: () => Promise<{ default: (typeof islandComponents)[N] }> } & Record<
  IslandName,
  () => Promise<{ default: ComponentType<never> }>
>;
