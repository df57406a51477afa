import type { VideoFacts } from "./json-ld.ts";

/** A video's short name, as the analytics count its plays: the embed address's last segment. */
export function videoId(v: VideoFacts): string {
  const last = new URL(v.embedUrl).pathname.split("/").filter(Boolean).pop() ?? "video";
  return last.replace(/[^\w-]/g, "").slice(0, 40) || "video";
}
