// The browser's only entry on public pages (decision 025): hydrates each island of the page as its
// own React root, loading each island's code on demand, then marks the page hydrated
// (html[data-hydrated], which browser tests and the header's CSS wait for). Links are ordinary
// links: every page is a full load of prerendered HTML.
import { type ReactNode, startTransition, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { captureAttribution } from "#app/lib/attribution.ts";
import type { IslandName } from "./components.ts";
import { islandLoaders } from "./loaders.ts";

function Ready({ onReady, children }: { onReady: () => void; children: ReactNode }) {
  // Runs after every effect inside the island: the island owns its markup from here on.
  useEffect(() => onReady(), [onReady]);
  return children;
}

async function hydrate(el: HTMLElement): Promise<void> {
  const name = el.dataset.island as IslandName;
  const load = islandLoaders[name];
  if (!load) throw new Error(`Unknown island "${name}"`);
  const { default: Component } = await load();
  const props = JSON.parse(el.dataset.props ?? "{}") as object;
  const Any = Component as (p: object) => ReactNode;
  await new Promise<void>((resolve) => {
    // In a transition, hydration yields to the browser every few milliseconds instead of holding the
    // main thread for a whole island (Lighthouse TBT); a click on a part not yet hydrated makes React
    // hydrate that root at once and replay the click.
    startTransition(() => {
      hydrateRoot(
        el,
        <Ready onReady={resolve}>
          <Any {...props} />
        </Ready>,
        { identifierPrefix: el.dataset.idPrefix ?? "" },
      );
    });
  });
}

// The URL this document was rendered for. Moving through history to another page (a pushState
// by a script, then Back and Forward) loads that page; moving between anchors of this one does not.
const rendered = window.location.pathname + window.location.search;
window.addEventListener("popstate", () => {
  if (window.location.pathname + window.location.search !== rendered) window.location.replace(window.location.href);
});

const islands = [...document.querySelectorAll<HTMLElement>("[data-island]")];
const results = await Promise.allSettled(islands.map(hydrate));
for (const r of results) if (r.status === "rejected") console.error(r.reason);
// Campaign attribution for the forms: first and last touch, kept in this browser.
captureAttribution();
document.documentElement.dataset.hydrated = "";
