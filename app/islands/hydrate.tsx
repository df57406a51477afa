// React's part of the public pages (decision 030): loaded by entry.ts only when a form island is
// about to be used, it hydrates that island as its own React root with the island's code.
import { type ReactNode, startTransition, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import type { IslandName } from "./components.ts";
import { islandLoaders } from "./loaders.ts";

function Ready({ onReady, children }: { onReady: () => void; children: ReactNode }) {
  // Runs after every effect inside the island: the island owns its markup from here on.
  useEffect(() => onReady(), [onReady]);
  return children;
}

export async function hydrateIsland(el: HTMLElement): Promise<void> {
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
