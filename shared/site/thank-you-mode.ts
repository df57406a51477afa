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

/** The element whose data-thank-you-mode the page's CSS follows. */
export const THANK_YOU_ROOT_ID = "thank-you";

/**
 * The same decision as thankYouMode, as an inline script that runs while the page is parsed,
 * before its first paint: it sets data-thank-you-mode on the page's root element, so a visitor
 * arriving from a privacy form sees the privacy text at once, with no swap after hydration. The
 * server's CSP allows it by its hash (it is computed from every inline script of the page).
 */
export const THANK_YOU_MODE_SCRIPT = `(function(){var e=document.getElementById(${JSON.stringify(THANK_YOU_ROOT_ID)});if(!e)return;var p=new URLSearchParams(location.search).get("source")==="privacy";if(!p&&document.referrer){try{p=new URL(document.referrer).pathname.indexOf("/privacy")>=0}catch(x){p=document.referrer.indexOf("/privacy")>=0}}e.setAttribute("data-thank-you-mode",p?"privacy":"normal")})();`;
