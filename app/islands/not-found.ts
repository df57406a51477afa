import { isPreview } from "#shared/content/preview-path.ts";

/** How long the not-found page stays before it takes the visitor home. */
export const NOT_FOUND_REDIRECT_MS = 3000;

/**
 * The not-found page's behaviour: log the attempted path, then go home replacing the history entry;
 * not in a preview of its draft (the desk's frame would be sent to a page it may not frame).
 */
export function redirectFromNotFound(): void {
  if (!document.querySelector("[data-not-found]") || isPreview(window.location, window.self !== window.top)) return;
  console.warn("404: no page at", window.location.pathname);
  window.setTimeout(() => window.location.replace("/"), NOT_FOUND_REDIRECT_MS);
}
