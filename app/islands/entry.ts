// The browser's only entry on public pages (decision 030), loaded by each page's inline bootstrap
// after the first paint. It contains no React: it brings the static header, tooltips, videos,
// rebrand notice, thank-you mode and not-found redirect to life (enhance.ts), then marks the page
// ready (html[data-hydrated], which browser tests and the header's CSS wait for).
// The forms are the only React islands, and React loads only for them and only when needed: when
// the form comes within FORM_MARGIN of the viewport, or at the first focus, pointer-down or submit
// inside it, whichever comes first. What a visitor typed before then stays (the fields are plain
// HTML inputs until hydration, and they are given back to React Hook Form right after), and a
// submit or a button click made before React arrives is held and made again once the form is live.
// Issue 45: on approach alone the work waits for the page's load event and an idle period, and is
// cut into one task per file (each module evaluated on its own, its imports already done), then
// hydration in a transition, so a form in the first screen (/contact) costs no long task before the visitor does
// anything; a focus, pointer-down or submit inside the form drops the waiting and loads at once.
import { captureAttribution } from "#app/lib/attribution.ts";
import { enhancePage } from "./enhance.ts";
import { hydrateKeepingInput } from "./keep-input.ts";

/** How far ahead of the viewport a form starts loading its code: about a screen and a half. */
export const FORM_MARGIN = "1200px 0px";

/** Resolves at the next idle period (or a task later where there is none, or after 1 s at most). */
const idle = () =>
  new Promise<void>((resolve) =>
    typeof requestIdleCallback === "function"
      ? requestIdleCallback(() => resolve(), { timeout: 1000 })
      : setTimeout(resolve, 1),
  );
/** Resolves in a later task, so the browser can handle input and paint in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const loaded = () =>
  document.readyState === "complete"
    ? Promise.resolve()
    : new Promise<void>((resolve) => addEventListener("load", () => resolve(), { once: true }));

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

  const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && void start(), {
    rootMargin: FORM_MARGIN,
  });
  // The island's element is `display: contents` (no box of its own): watch what it holds.
  for (const child of island.children) observer.observe(child);
  // The visitor is using the form: no more waiting for idle periods.
  let urgent = false;
  let hurry = () => {};
  const hurried = new Promise<void>((resolve) => {
    hurry = resolve;
  });
  const now = () => {
    urgent = true;
    hurry();
    void start();
  };
  /** Waits for `until` unless the visitor is using the form (then not at all, or no longer). */
  const unlessUrgent = (until: () => Promise<void>) => (urgent ? undefined : Promise.race([until(), hurried]));
  island.addEventListener("focusin", now, { once: true });
  island.addEventListener("pointerdown", now, { once: true });

  async function start(): Promise<void> {
    if (started) return;
    started = true;
    observer.disconnect();
    const files = JSON.parse(island.dataset.files ?? "[]") as string[];
    preload(files);
    try {
      await unlessUrgent(loaded);
      await unlessUrgent(idle);
      // Leaves first (the list runs from the hydrate chunk down through its imports), each in a task
      // of its own, so no one task evaluates React, the form's rules and the form together.
      for (const file of [...files].reverse()) {
        await unlessUrgent(nextTask);
        await import(/* @vite-ignore */ file);
      }
      await unlessUrgent(nextTask);
      const { hydrateIsland } = await import("./hydrate.tsx");
      await hydrateKeepingInput(island, hydrateIsland);
    } catch (error) {
      started = false;
      console.error(error);
      return;
    }
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
// Campaign attribution for the forms: first and last touch, kept in this browser.
captureAttribution();
document.documentElement.dataset.hydrated = "";
for (const island of document.querySelectorAll<HTMLElement>("[data-island]")) formIsland(island);
