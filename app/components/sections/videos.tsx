// The two ways a page shows a video, each an island (decision 025) with its VideoObject JSON-LD
// written beside it in the static HTML, so the island's code does not carry the structured data.
import { Island } from "#app/islands/island.tsx";
import { type VideoFacts, videoObject } from "#shared/site/json-ld.ts";
import { JsonLd } from "./json-ld.tsx";

/** A video in the page: a thumbnail with a play button that swaps to the player (video-embed.tsx). */
export function EmbeddedVideo({ video }: { video: VideoFacts }) {
  return (
    <>
      <Island name="video-embed" props={{ video }} />
      <JsonLd data={videoObject(video)} />
    </>
  );
}

/** A video in a pop-up (service-video-dialog.tsx). */
export function VideoInDialog({ video, label }: { video: VideoFacts; label: string }) {
  return (
    <>
      <Island name="video-dialog" props={{ video, label }} />
      <JsonLd data={videoObject(video)} />
    </>
  );
}
