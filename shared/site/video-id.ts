import type { VideoFacts } from "./json-ld.ts";

/** A video's short name, as the analytics count its plays: the embed address's last segment. */
export function videoId(v: VideoFacts): string {
  // The address is a fact (checked on save); one stored some other way must not stop the page.
  const path = URL.canParse(v.embedUrl) ? new URL(v.embedUrl).pathname : "";
  const last = path.split("/").filter(Boolean).pop() ?? "video";
  return last.replace(/[^\w-]/g, "").slice(0, 40) || "video";
}
