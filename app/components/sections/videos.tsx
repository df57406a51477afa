// The two ways a page shows a video, each static HTML that app/islands/videos.ts brings to life
// without React (decision 030), with its VideoObject JSON-LD written beside it.
import { type VideoFacts, videoObject } from "#shared/site/json-ld.ts";
import { JsonLd } from "./json-ld.tsx";
import { ServiceVideoDialog } from "./service-video-dialog.tsx";
import { VideoEmbed } from "./video-embed.tsx";

/** A video in the page: a thumbnail with a play button that swaps to the player (video-embed.tsx). */
export function EmbeddedVideo({ video }: { video: VideoFacts }) {
  return (
    <>
      <VideoEmbed video={video} />
      <JsonLd data={videoObject(video)} />
    </>
  );
}

/** A video in a pop-up (service-video-dialog.tsx). */
export function VideoInDialog({ video, label }: { video: VideoFacts; label: string }) {
  return (
    <>
      <ServiceVideoDialog video={video} label={label} />
      <JsonLd data={videoObject(video)} />
    </>
  );
}
