import { Play } from "lucide-react";
import { DialogContent, DialogRoot, DialogTrigger } from "#app/components/ui/dialog.tsx";
import type { VideoFacts } from "#shared/site/json-ld.ts";
import { videoId } from "#shared/site/video-id.ts";

/**
 * A video in a pop-up. The trigger is a local thumbnail; the dialog's content
 * (and so the third-party iframe) only mounts while the dialog is open, so
 * nothing is requested from the video host until the visitor asks for it.
 * Radix handles the focus trap, Escape and returning focus to the trigger.
 */
export function ServiceVideoDialog({ video, label }: { video: VideoFacts; label: string }) {
  const src = `${video.embedUrl}${video.embedUrl.includes("?") ? "&" : "?"}autoplay=1`;
  return (
    <div data-testid="video-dialog">
      <DialogRoot>
        <DialogTrigger asChild>
          <button
            type="button"
            data-video-play={videoId(video)}
            className="group relative flex aspect-video w-full flex-col items-center justify-center gap-4 overflow-hidden rounded-2xl bg-gradient-to-br from-accent-700 to-brand-800 p-6 text-center text-white shadow-lg"
          >
            <span className="inline-flex size-20 items-center justify-center rounded-full bg-white text-brand-800 shadow-xl transition-transform group-hover:scale-105">
              <Play aria-hidden="true" className="ml-1 size-9 fill-current" />
            </span>
            <span className="text-lg font-semibold text-balance">{label}</span>
          </button>
        </DialogTrigger>
        <DialogContent
          title={video.title}
          description={video.description}
          className="max-w-4xl"
          closeLabel="Close video"
        >
          <div className="relative aspect-video w-full overflow-hidden rounded-xl bg-brand-900">
            <iframe
              src={src}
              title={video.title}
              className="absolute inset-0 size-full border-0"
              allow="autoplay; fullscreen; picture-in-picture"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
            />
          </div>
        </DialogContent>
      </DialogRoot>
      <p className="mt-3 text-sm text-slate-600">{video.description}</p>
    </div>
  );
}
