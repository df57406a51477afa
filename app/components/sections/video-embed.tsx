import { ChevronDown, Play } from "lucide-react";
import type { VideoFacts } from "#shared/site/json-ld.ts";
import { videoId } from "#shared/site/video-id.ts";

/** The player's address: the embed with autoplay (the visitor has just asked to watch). */
export function playerSrc(video: VideoFacts): string {
  // Only an https player: an address stored some other way than the check on save never reaches the
  // iframe the island makes of it (issue 42 item 9).
  if (!/^https:\/\//i.test(video.embedUrl) || !URL.canParse(video.embedUrl)) return "about:blank";
  return `${video.embedUrl}${video.embedUrl.includes("?") ? "&" : "?"}autoplay=1`;
}

/**
 * A video that costs nothing until asked for: a local thumbnail with a play button that
 * app/islands/videos.ts swaps for the third-party iframe on click (its address and title are on
 * the button; data-video-play names the video for the analytics beacon), so no request reaches the video host before the visitor chooses to watch. The
 * transcript is a native <details>: it opens and closes without any script.
 */
export function VideoEmbed({ video }: { video: VideoFacts }) {
  return (
    <figure className="w-full" data-testid="video-embed">
      <div className="relative aspect-video w-full overflow-hidden rounded-2xl bg-brand-900 shadow-lg">
        <button
          type="button"
          data-video-src={playerSrc(video)}
          data-video-title={video.title}
          data-video-play={videoId(video)}
          className="group absolute inset-0 flex size-full flex-col items-center justify-center gap-4 bg-gradient-to-br from-brand-900 to-brand-700 p-6 text-center text-white"
        >
          <span className="inline-flex size-20 items-center justify-center rounded-full bg-white text-brand-800 shadow-xl transition-transform group-hover:scale-105">
            <Play aria-hidden="true" className="ml-1 size-9 fill-current" />
          </span>
          <span className="text-lg font-semibold text-balance">
            <span className="sr-only">Play video: </span>
            {video.title}
          </span>
        </button>
      </div>
      <figcaption className="mt-3 text-sm text-slate-600">{video.description}</figcaption>
      {video.transcript ? (
        <details className="group mt-3">
          <summary className="inline-flex cursor-pointer list-none items-center gap-2 font-medium text-brand-700 hover:underline [&::-webkit-details-marker]:hidden">
            <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
            <span className="group-open:hidden">Show transcript</span>
            <span className="hidden group-open:inline">Hide transcript</span>
          </summary>
          <div className="mt-3 rounded-xl bg-slate-50 p-4 text-sm leading-6 whitespace-pre-line text-slate-700">
            {video.transcript}
          </div>
        </details>
      ) : null}
    </figure>
  );
}
