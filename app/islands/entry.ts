// The browser's only entry on public pages (decision 030), loaded by each page's inline bootstrap
// after the first paint. It contains no React: it brings the static header, tooltips, videos,
// rebrand notice, thank-you mode and not-found redirect to life (enhance.ts), then marks the page
// ready (html[data-hydrated], which browser tests and the header's CSS wait for).
// The forms are the only React islands, and React loads only for them and only when needed: a form
// within FORM_MARGIN of the viewport has its files preloaded (network only, nothing evaluated); its
// code runs at the first focus, pointer-down or submit inside it, one module per task, then
// hydration in a transition (decision 068: evaluating React alone is a task over 50 ms on a mid-range
// phone, so a form in the first screen, as on /contact, costs no long task before the visitor uses
// it). What a visitor typed before then stays (the fields are plain HTML inputs until hydration, and
// they are given back to React Hook Form right after), and a submit or a button click made before
// React arrives is held and made again once the form is live.
import { enhancePage } from "./enhance.ts";
import { hydrateKeepingInput } from "./keep-input.ts";

/** How far ahead of the viewport a form starts loading its code: about a screen and a half. */
export const FORM_MARGIN = "1200px 0px";

/** Resolves in a later task, so the browser can handle input and paint in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
function preload(files: readonly string[]): void {
  for (const href of files) {
    if (document.querySelector(`link[rel="modulepreload"][href="${href}"]`)) continue;
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.append(link);
  }
}

function formIsland(island: HTMLElement): void {
  let started = false;
  let live = false;
  let heldSubmit: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null;

  // Until React owns the form, a submit would send the fields to this page's URL as a query string.
  const holdSubmit = (e: SubmitEvent) => {
    if (live) return;
    e.preventDefault();
    e.stopImmediatePropagation();
    heldSubmit = { form: e.target as HTMLFormElement, submitter: e.submitter };
    now();
  };
  island.addEventListener("submit", holdSubmit, true);
  // A click on one of the form's own buttons (the Data Collection Statement, a new challenge)
  // before React does nothing yet: the last one is made again once the form is live.
  let heldClick: HTMLButtonElement | null = null;
  const holdClick = (e: MouseEvent) => {
    const button = (e.target as Element).closest?.("button");
    if (!live && button && button.type === "button") heldClick = button;
  };
  island.addEventListener("click", holdClick, true);

  const files = JSON.parse(island.dataset.files ?? "[]") as string[];
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      preload(files);
    },
    { rootMargin: FORM_MARGIN },
  );
  // The island's element is `display: contents` (no box of its own): watch what it holds.
  for (const child of island.children) observer.observe(child);
  // The visitor is using the form: its code runs now (again, after a load that failed).
  const now = () => void start();
  island.addEventListener("focusin", now);
  island.addEventListener("pointerdown", now);
  // A load that failed for want of a connection is tried again when it comes back.
  let notLoaded: HTMLElement | null = null;
  const retry = () => {
    if (notLoaded) void start();
  };
  window.addEventListener("online", retry);

  async function start(): Promise<void> {
    if (started) return;
    started = true;
    observer.disconnect();
    preload(files);
    try {
      // Leaves first (the list runs from the hydrate chunk down through its imports), each in a task
      // of its own, so no one task evaluates React, the form's rules and the form together.
      for (const file of [...files].reverse()) {
        await nextTask();
        await import(/* @vite-ignore */ file);
      }
      await nextTask();
      const { hydrateIsland } = await import("./hydrate.tsx");
      // React hydrates the island's children as rendered: the notice is not one of them.
      notLoaded?.remove();
      notLoaded = null;
      await hydrateKeepingInput(island, hydrateIsland);
    } catch (error) {
      started = false;
      console.error(error);
      notLoaded = showNotLoaded(island, notLoaded);
      return;
    }
    window.removeEventListener("online", retry);
    island.removeEventListener("focusin", now);
    island.removeEventListener("pointerdown", now);
    live = true;
    island.removeEventListener("submit", holdSubmit, true);
    island.removeEventListener("click", holdClick, true);
    island.dataset.hydrated = "";
    if (heldClick?.isConnected) heldClick.click();
    heldClick = null;
    if (heldSubmit?.form.isConnected) {
      const { form, submitter } = heldSubmit;
      heldSubmit = null;
      form.requestSubmit(submitter && form.contains(submitter) ? (submitter as HTMLButtonElement) : null);
    }
  }
}

/**
 * What a visitor sees when the form's code could not be loaded (the connection dropped, or the files
 * were replaced by a release): a message under the form, in place of a Send button that never
 * wakes. What they typed stays in the fields; the load is tried again when the connection comes
 * back and at their next click or focus in the form.
 */
const NOT_LOADED_OFFLINE =
  "This form could not finish loading because the connection dropped. What you have typed is kept, and the form will be ready to send once you are back online.";
const NOT_LOADED =
  "This form could not finish loading. What you have typed is kept; click in the form to try again, or reload the page if this message stays.";
function showNotLoaded(island: HTMLElement, shown: HTMLElement | null): HTMLElement {
  const notice = shown ?? document.createElement("p");
  if (!shown) {
    notice.setAttribute("role", "alert");
    notice.className = "mt-5 rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-800";
    notice.dataset.testid = "form-not-loaded";
    island.append(notice);
  }
  notice.textContent = navigator.onLine ? NOT_LOADED : NOT_LOADED_OFFLINE;
  return notice;
}

// The URL this document was rendered for. Moving through history to another page (a pushState
// by a script, then Back and Forward) loads that page; moving between anchors of this one does not.
const rendered = window.location.pathname + window.location.search;
window.addEventListener("popstate", () => {
  if (window.location.pathname + window.location.search !== rendered) window.location.replace(window.location.href);
});

try {
  enhancePage();
} catch (error) {
  console.error(error);
}
document.documentElement.dataset.hydrated = "";
for (const island of document.querySelectorAll<HTMLElement>("[data-island]")) formIsland(island);
