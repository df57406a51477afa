// Types that content modules use to describe what the UI primitives render, without importing
// a component: calls to action (links checked against the registry) and icon names.
import type { Href } from "#shared/site/rich-text.ts";

/** The icons content may name; app/components/ui/icon.tsx maps each to its lucide icon. */
export const iconNames = [
  "arrow-right-left",
  "award",
  "badge-check",
  "badge-dollar-sign",
  "bar-chart",
  "book-open",
  "calendar-clock",
  "chart-column",
  "chart-column-increasing",
  "circle-dollar-sign",
  "clipboard-check",
  "clipboard-list",
  "clock",
  "combine",
  "compass",
  "copy-x",
  "database",
  "database-zap",
  "eraser",
  "file-check",
  "flask-conical",
  "folder-kanban",
  "gauge",
  "globe",
  "hand-coins",
  "handshake",
  "headset",
  "heart-handshake",
  "heart-pulse",
  "home",
  "landmark",
  "layers",
  "lightbulb",
  "list-checks",
  "lock",
  "map-pin",
  "megaphone",
  "message-square-lock",
  "message-square-reply",
  "package",
  "phone-call",
  "piggy-bank",
  "receipt-text",
  "repeat",
  "settings",
  "shield-check",
  "sparkles",
  "sun",
  "target",
  "timer",
  "trending-up",
  "truck",
  "umbrella",
  "undo",
  "user-check",
  "user-round-search",
  "users",
  "wallet",
  "zap",
] as const;
export type IconName = (typeof iconNames)[number];

/** A call to action: a button or link to a page of this site. */
export interface CtaLink {
  label: string;
  to: Href;
}
