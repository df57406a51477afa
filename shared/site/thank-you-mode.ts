// Which version of the thank-you page to show. The page is prerendered once,
// so the mode is decided in the browser after hydration from the query string
// and the referrer (the specification: source=privacy, or a referrer that
// contains /privacy).

export type ThankYouMode = "normal" | "privacy";

export function thankYouMode(search: string | URLSearchParams, referrer: string): ThankYouMode {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  if (params.get("source") === "privacy") return "privacy";
  return referrerIsPrivacyPage(referrer) ? "privacy" : "normal";
}

/** True when the referring page's path contains /privacy (/privacy, /privacy-au, /privacy-uk). */
export function referrerIsPrivacyPage(referrer: string): boolean {
  if (!referrer) return false;
  try {
    return new URL(referrer).pathname.includes("/privacy");
  } catch {
    return referrer.includes("/privacy");
  }
}
