// The public pages' counting beacon (issue 26, decision 038): no cookie, nothing written to the
// device, nothing sent anywhere but this site's own /api/events. One event per sendBeacon, in the
// short form shared/analytics/events.ts describes; the server checks each one again. Budget: at
// most 1.5 KB brotli (scripts/js-budget.ts counts it in every page's first load); Core Web Vitals
// and the privacy pages' opt-out control load on their own, after idle or where the control is.
// Issue 45: nothing of it runs before the page's load event and the first idle period after it.
// Until then its listeners only note what happened (a click, a first input, a form's outcome) and
// the notes are sent then, after the page view; a visitor who leaves earlier has them sent as the
// page goes (pagehide). Reading innerWidth makes a phone browser lay the page out, so the first
// send must not fall in the page's first tasks.
import {
  ANALYTICS_ENDPOINT,
  type EventName,
  FORM_OUTCOME_EVENT,
  type FormOutcomeDetail,
} from "#shared/analytics/events.ts";
import { counted, privacySignal } from "./choice.ts";

interface Extra {
  l?: string;
  v?: number;
  g?: string;
  r?: string;
  u?: Record<string, string>;
  x?: string;
  a?: number;
}
type Send = (name: EventName, extra?: Extra) => void;

const doc = document;
const here = location;
const path = here.pathname.slice(0, 300);

const beacon = (n: EventName, extra?: Extra) => {
  // Asked again at each send: an opt-out made on this page holds for what it noted before.
  if (!counted()) return;
  try {
    navigator.sendBeacon(ANALYTICS_ENDPOINT, JSON.stringify({ n, p: path, w: innerWidth, ...extra }));
  } catch {
    // Counting is never worth an error for the visitor.
  }
};
/** Events noted before the page view is sent (null once it has been). */
let waiting: [EventName, Extra | undefined][] | null = [];
const send: Send = (n, extra) => (waiting ? waiting.push([n, extra]) : beacon(n, extra));

/** After the load event, then the first idle period (at most 5 s later), or where there is none a task later. */
function afterLoadAndIdle(run: () => void): void {
  const idle = () =>
    typeof requestIdleCallback === "function" ? requestIdleCallback(run, { timeout: 5000 }) : setTimeout(run, 1);
  if (doc.readyState === "complete") idle();
  else addEventListener("load", idle, { once: true });
}

function start(): void {
  const query = new URLSearchParams(here.search);
  const utm: Record<string, string> = {};
  for (const [key, name] of [
    ["s", "source"],
    ["m", "medium"],
    ["c", "campaign"],
    ["t", "term"],
    ["o", "content"],
  ]) {
    const value = query.get(`utm_${name}`)?.trim();
    if (value) utm[key as string] = value.slice(0, 100);
  }
  let referrer: string | undefined;
  try {
    const host = new URL(doc.referrer).hostname;
    if (host !== here.hostname) referrer = host;
  } catch {}
  const notFound = doc.querySelector("[data-not-found]");
  // A page under experiment names its experiment and arm on <html> (decision 081): the view says which it showed.
  const { experiment, arm } = doc.documentElement.dataset;
  const view: [EventName, Extra] = [
    notFound ? "not_found" : "pageview",
    {
      ...(referrer ? { r: referrer } : {}),
      ...(Object.keys(utm).length ? { u: utm } : {}),
      ...(experiment ? { x: experiment, a: Number(arm) } : {}),
    },
  ];
  // The page view first, then what was noted before it; once only, at idle or as the page goes.
  const flush = () => {
    if (!waiting) return;
    const noted = waiting;
    waiting = null;
    for (const [n, extra] of [view, ...noted]) beacon(n, extra);
  };
  addEventListener("pagehide", flush, { once: true });

  // Clicks: phone numbers, links to other sites, calls to action, video plays.
  doc.addEventListener(
    "click",
    (event) => {
      const target = event.target as Element;
      const video = target.closest?.("[data-video-play]");
      if (video) send("video_play", { l: video.getAttribute("data-video-play") as string });
      const link = target.closest?.("a[href]") as HTMLAnchorElement | null;
      if (!link) return;
      if (link.protocol === "tel:") return send("phone_click", { l: link.href.slice(4) });
      if (link.hostname !== here.hostname) {
        if (/^https?:$/.test(link.protocol)) send("outbound_click", { l: link.hostname });
        return;
      }
      if (link.matches("[data-cta],[href^='/contact'],[href*='#contact-form']")) {
        const label = (link.dataset.cta || link.textContent || "")
          .replace(/[^\p{L}\p{N}\s'’.,&!?-]/gu, "")
          .replace(/\s+/g, " ")
          .trim()
          .slice(0, 60);
        if (label) send("cta_click", { l: label });
      }
    },
    true,
  );

  // Forms: seen, first typed into (before or after its scripts arrive), then the server's answer.
  const kindOf = (form: Element | null | undefined): string | undefined => {
    const data = (form as HTMLElement | null)?.dataset;
    return data?.formKind ?? (data?.privacyForm ? `privacy-${data.privacyForm}` : undefined);
  };
  const watchForms = () => {
    const forms = doc.querySelectorAll("form[data-form-kind],form[data-privacy-form]");
    if (!forms.length) return;
    const seen = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        seen.unobserve(entry.target);
        send("form_view", { l: kindOf(entry.target) });
      }
    });
    for (const form of forms) seen.observe(form);
  };
  const started = new Set<string>();
  doc.addEventListener(
    "input",
    (event) => {
      const kind = kindOf((event.target as Element).closest?.("form"));
      if (kind && !started.has(kind)) {
        started.add(kind);
        send("form_start", { l: kind });
      }
    },
    true,
  );
  doc.addEventListener(FORM_OUTCOME_EVENT, (event) => {
    const kind = kindOf(event.target as Element);
    const { reason } = (event as CustomEvent<FormOutcomeDetail>).detail;
    if (kind) send(reason ? "form_refused" : "form_submit", { l: kind, ...(reason ? { g: reason } : {}) });
  });

  // After load, one step per idle period, each a task of its own (decision 095): the visitor's
  // choice read (the first read of browser storage loads the site's whole store synchronously,
  // 4-10 ms on this machine unthrottled), the page view and what was noted, the forms watched, then
  // real visitors' page speed (never part of the first load).
  afterLoadAndIdle(() => {
    counted();
    afterLoadAndIdle(() => {
      flush();
      afterLoadAndIdle(() => {
        watchForms();
        afterLoadAndIdle(() => void import("./vitals.ts").then((m) => m.reportVitals(send)));
      });
    });
  });
}

// Headless and automated browsers say so; nor is a visitor whose browser sends Global Privacy
// Control counted. The site's own opt-out is in browser storage, read at idle (above) and before
// each send, so a visitor who objected there is never sent either.
if (!navigator.webdriver && !privacySignal()) start();
if (doc.querySelector("[data-analytics-choice]")) void import("./opt-out-control.ts");
