import { cn } from "#app/lib/cn.ts";
import type { PyramidTier } from "./types.ts";

const widths = ["w-[62%]", "w-[81%]", "w-full"] as const;
const tones = ["bg-brand-900", "bg-brand-700", "bg-accent-700"] as const;

/**
 * A pyramid of stacked blocks, narrowest at the top. Real text in a list, so it
 * reads in order (top to bottom) for screen readers and scales with the font.
 */
export function LeadPyramid({
  tiers,
  caption,
  topLabel,
  bottomLabel,
}: {
  /** Top (most targeted) tier first; up to three tiers. */
  tiers: readonly PyramidTier[];
  caption: string;
  /** Small note above the pyramid, e.g. 'Highest intent, lowest volume'. */
  topLabel?: string;
  /** Small note under the pyramid, e.g. 'Highest volume, lowest cost per record'. */
  bottomLabel?: string;
}) {
  const offset = widths.length - tiers.length;
  return (
    <figure className="my-8" data-testid="lead-pyramid">
      {topLabel ? <p className="my-0! text-center text-sm font-medium text-slate-600">{topLabel}</p> : null}
      <ol className="my-2! flex list-none! flex-col items-center gap-1.5 pl-0!">
        {tiers.map((tier, i) => (
          <li
            key={tier.name}
            className={cn(
              "rounded-lg px-4 py-4 text-center text-white shadow-sm sm:px-6",
              widths[i + offset],
              tones[i + offset],
            )}
          >
            <span className="block text-base font-bold sm:text-lg">
              <span className="sr-only">Level {i + 1}: </span>
              {tier.name}
            </span>
            <span className="mt-1 block text-sm leading-5 text-white/90">{tier.summary}</span>
          </li>
        ))}
      </ol>
      {bottomLabel ? <p className="my-0! text-center text-sm font-medium text-slate-600">{bottomLabel}</p> : null}
      <figcaption className="mt-3 text-center text-sm text-slate-600">{caption}</figcaption>
    </figure>
  );
}
