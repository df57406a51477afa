// Which version of the thank-you page to show. The page is prerendered once,
// so the mode is decided in the browser after hydration from the query string
// and the referrer (the specification: source=privacy, or a referrer that
// contains /privacy).
import { REFERENCE_PATTERN } from "#shared/privacy/reference.ts";

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

/** Where the privacy form leaves its case reference and due date for the thank-you page (this tab only). */
export const PRIVACY_RECEIPT_KEY = "leadwise:privacy-receipt";
/** The thank-you page's slot for them: hidden until filled, so a visit without a receipt shows no box. */
export const PRIVACY_RECEIPT_ID = "privacy-receipt";

export interface PrivacyReceipt {
  reference: string;
  /** YYYY-MM-DD */
  dueDate: string;
}

/** A receipt from the API's 201 answer, when it is one (a privacy request's case). */
export function privacyReceiptOf(data: Record<string, unknown>): PrivacyReceipt | undefined {
  const { reference, dueDate } = data;
  if (typeof reference !== "string" || !REFERENCE_PATTERN.test(reference)) return undefined;
  if (typeof dueDate !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(dueDate)) return undefined;
  return { reference, dueDate };
}

/**
 * Runs right after the receipt slot is parsed, before the first paint: fills the slot from this
 * tab's receipt (as text, after checking its shape) and shows it. Allowed by its CSP hash.
 */
export const PRIVACY_RECEIPT_SCRIPT = `(function(){try{var s=document.getElementById(${JSON.stringify(PRIVACY_RECEIPT_ID)});var r=JSON.parse(sessionStorage.getItem(${JSON.stringify(PRIVACY_RECEIPT_KEY)})||"null");if(!s||!r||!${REFERENCE_PATTERN}.test(r.reference)||!/^\\d{4}-\\d{2}-\\d{2}$/.test(r.dueDate))return;s.querySelector("[data-reference]").textContent=r.reference;s.querySelector("[data-due-date]").textContent=new Date(r.dueDate+"T00:00:00Z").toLocaleDateString("en-AU",{day:"numeric",month:"long",year:"numeric",timeZone:"UTC"});s.hidden=false}catch(e){}})();`;

/** The element whose data-thank-you-mode the page's CSS follows. */
export const THANK_YOU_ROOT_ID = "thank-you";

/**
 * The same decision as thankYouMode, as an inline script that runs while the page is parsed,
 * before its first paint: it sets data-thank-you-mode on the page's root element, so a visitor
 * arriving from a privacy form sees the privacy text at once, with no swap after hydration. The
 * server's CSP allows it by its hash (it is computed from every inline script of the page).
 */
export const THANK_YOU_MODE_SCRIPT = `(function(){var e=document.getElementById(${JSON.stringify(THANK_YOU_ROOT_ID)});if(!e)return;var p=new URLSearchParams(location.search).get("source")==="privacy";if(!p&&document.referrer){try{p=new URL(document.referrer).pathname.indexOf("/privacy")>=0}catch(x){p=document.referrer.indexOf("/privacy")>=0}}e.setAttribute("data-thank-you-mode",p?"privacy":"normal")})();`;
