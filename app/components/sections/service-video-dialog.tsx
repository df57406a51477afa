import { Play } from "lucide-react";
import { useId } from "react";
import { DialogCloseButton } from "#app/components/ui/dialog-close-button.tsx";
import type { VideoFacts } from "#shared/site/json-ld.ts";
import { videoId } from "#shared/site/video-id.ts";
import { playerSrc } from "./video-embed.tsx";

/**
 * A video in a pop-up: a local thumbnail opens a native modal <dialog> (app/islands/videos.ts), which
 * gives the focus containment, the inert page behind, Escape and focus back to the trigger. The
 * third-party iframe is only put into the dialog while it is open (its address is on the frame's
 * placeholder), so nothing is requested from the video host until the visitor asks for it.
 */
export function ServiceVideoDialog({ video, label }: { video: VideoFacts; label: string }) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, "");
  const dialogId = `video-dialog-${id}`;
  return (
    <div data-testid="video-dialog">
      <button
        type="button"
        aria-haspopup="dialog"
        aria-controls={dialogId}
        data-video-dialog-open
        data-video-play={videoId(video)}
        className="group relative flex aspect-video w-full flex-col items-center justify-center gap-4 overflow-hidden rounded-2xl bg-gradient-to-br from-accent-700 to-brand-800 p-6 text-center text-white shadow-lg"
      >
        <span className="inline-flex size-20 items-center justify-center rounded-full bg-white text-brand-800 shadow-xl transition-transform group-hover:scale-105">
          <Play aria-hidden="true" className="ml-1 size-9 fill-current" />
        </span>
        <span className="text-lg font-semibold text-balance">{label}</span>
      </button>
      <dialog
        id={dialogId}
        aria-labelledby={`${dialogId}-title`}
        aria-describedby={`${dialogId}-description`}
        className="m-auto max-h-[90vh] w-[calc(100%-2rem)] max-w-4xl overflow-y-auto rounded-2xl bg-white p-6 shadow-xl backdrop:bg-slate-950/60"
      >
        {/* Not a heading: the dialog is closed most of the time, and its title names it (aria-labelledby). */}
        <p id={`${dialogId}-title`} className="pr-10 text-xl font-bold text-slate-900">
          {video.title}
        </p>
        <p id={`${dialogId}-description`} className="mt-2 text-slate-600">
          {video.description}
        </p>
        <div className="mt-4">
          <div
            className="relative aspect-video w-full overflow-hidden rounded-xl bg-brand-900"
            data-video-frame={playerSrc(video)}
            data-video-title={video.title}
          />
        </div>
        <DialogCloseButton label="Close video" />
      </dialog>
      <p className="mt-3 text-sm text-slate-600">{video.description}</p>
    </div>
  );
}
