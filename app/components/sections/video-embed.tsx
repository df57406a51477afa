import { ChevronDown, Play } from "lucide-react";
import { useId, useState } from "react";
import type { VideoFacts } from "#shared/site/json-ld.ts";
import { videoId } from "#shared/site/video-id.ts";

/**
 * A video that costs nothing until asked for: a local thumbnail with a play
 * button swaps to the third-party iframe on click, so no request reaches the
 * video host before the visitor chooses to watch.
 */
export function VideoEmbed({ video }: { video: VideoFacts }) {
  const [playing, setPlaying] = useState(false);
  const [transcriptOpen, setTranscriptOpen] = useState(false);
  const transcriptId = useId();
  const src = `${video.embedUrl}${video.embedUrl.includes("?") ? "&" : "?"}autoplay=1`;
  return (
    <figure className="w-full" data-testid="video-embed">
      <div className="relative aspect-video w-full overflow-hidden rounded-2xl bg-brand-900 shadow-lg">
        {playing ? (
          <iframe
            src={src}
            title={video.title}
            className="absolute inset-0 size-full border-0"
            allow="autoplay; fullscreen; picture-in-picture"
            allowFullScreen
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <button
            type="button"
            data-video-play={videoId(video)}
            onClick={() => setPlaying(true)}
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
        )}
      </div>
      <figcaption className="mt-3 text-sm text-slate-600">{video.description}</figcaption>
      {video.transcript ? (
        <div className="mt-3">
          <button
            type="button"
            aria-expanded={transcriptOpen}
            aria-controls={transcriptId}
            onClick={() => setTranscriptOpen(!transcriptOpen)}
            className="inline-flex items-center gap-2 font-medium text-brand-700 hover:underline"
          >
            <ChevronDown
              aria-hidden="true"
              className={`size-4 transition-transform${transcriptOpen ? " rotate-180" : ""}`}
            />
            {transcriptOpen ? "Hide transcript" : "Show transcript"}
          </button>
          <div
            id={transcriptId}
            hidden={!transcriptOpen}
            className="mt-3 rounded-xl bg-slate-50 p-4 text-sm leading-6 whitespace-pre-line text-slate-700"
          >
            {video.transcript}
          </div>
        </div>
      ) : null}
    </figure>
  );
}
