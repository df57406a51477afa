import { BulletList } from "#app/components/ui/bullet-list.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { cn } from "#app/lib/cn.ts";
import type { ServiceStep } from "./types.ts";

/**
 * Numbered steps; each title is an h3. `cards`: a process or how-it-works grid of cards.
 * `timeline`: a short sequence (test order, value exchange) joined by a line.
 */
export function ServiceSteps({
  steps,
  variant = "cards",
  columns = 4,
}: {
  steps: readonly ServiceStep[];
  variant?: "cards" | "timeline";
  columns?: 2 | 4;
}) {
  const timeline = variant === "timeline";
  const cols = timeline
    ? steps.length === 3
      ? "lg:grid-cols-3"
      : "md:grid-cols-2 lg:grid-cols-4"
    : columns === 4
      ? "md:grid-cols-2 lg:grid-cols-4"
      : "md:grid-cols-2";
  return (
    <ol className={cn("grid", timeline ? "gap-8" : "gap-6", cols)} data-testid={timeline ? "timeline" : undefined}>
      {steps.map((step, i) => {
        const number = (
          <span
            key="number"
            aria-hidden="true"
            className={cn(
              "inline-flex shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white",
              timeline ? "size-10" : "size-11 text-lg",
            )}
          >
            {i + 1}
          </span>
        );
        const body = (
          <>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">
              <span className="sr-only">Step {i + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-2 leading-7 text-slate-600">{step.text}</p>
          </>
        );
        return timeline ? (
          <li key={step.title} className="relative">
            <div className="flex items-center gap-3">
              {number}
              <span aria-hidden="true" className="hidden h-0.5 flex-1 bg-brand-100 lg:block" />
            </div>
            {body}
          </li>
        ) : (
          <li key={step.title} className="flex">
            <Card className="flex w-full flex-col">
              {number}
              {body}
              {step.points?.length ? <BulletList items={step.points} /> : null}
            </Card>
          </li>
        );
      })}
    </ol>
  );
}
