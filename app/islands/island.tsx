// An island: an interactive component inside a page that is otherwise static HTML (decision 025).
// The prerender writes the component's HTML into a `display: contents` element marked with the
// island's name and its props as JSON; in the browser app/islands/entry.tsx hydrates that element
// alone. The HTML is rendered as its own React root (renderToString, set by entry.server.tsx) so
// that useId gives the same ids as the browser's hydrateRoot with the same identifierPrefix.
import type { ComponentProps, ReactNode } from "react";
import { type IslandName, islandComponents } from "./components.ts";

type Renderer = (node: ReactNode, options: { identifierPrefix: string }) => string;
let renderIsland: Renderer | undefined;

/** Called once by the server entry with react-dom/server's renderToString. */
export function setIslandRenderer(render: Renderer): void {
  renderIsland = render;
}

export type IslandProps<N extends IslandName> = ComponentProps<(typeof islandComponents)[N]>;

/** A short stable prefix per island instance, so two islands on one page never share an id. */
function prefixOf(name: string, json: string): string {
  let h = 5381;
  for (let i = 0; i < json.length; i++) h = ((h << 5) + h + json.charCodeAt(i)) | 0;
  return `${name}-${(h >>> 0).toString(36)}-`;
}

export function Island<N extends IslandName>({ name, props }: { name: N; props: IslandProps<N> }) {
  // Each name's props are checked at the call site; here the component is one of several.
  const Component = islandComponents[name] as unknown as (p: object) => ReactNode;
  const json = JSON.stringify(props);
  const prefix = prefixOf(name, json);
  const attrs = { "data-island": name, "data-props": json, "data-id-prefix": prefix, className: "contents" };
  // Without the server renderer (the development server's client-rendered app) it renders inline.
  if (!renderIsland) {
    return (
      <div {...attrs}>
        <Component {...(props as object)} />
      </div>
    );
  }
  return (
    <div
      {...attrs}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own server rendering of the island
      dangerouslySetInnerHTML={{
        __html: renderIsland(<Component {...(props as object)} />, { identifierPrefix: prefix }),
      }}
    />
  );
}
