import { Card } from "~/components/ui/card";
import { cn } from "~/lib/cn";

export interface ServiceStep {
  title: string;
  text: string;
  /** Optional key activities under the text. */
  points?: readonly string[];
}

/** Numbered process or how-it-works steps; each step's title is an h3. */
export function ServiceSteps({ steps, columns = 4 }: { steps: readonly ServiceStep[]; columns?: 2 | 4 }) {
  return (
    <ol className={cn("grid gap-6", columns === 4 ? "md:grid-cols-2 lg:grid-cols-4" : "md:grid-cols-2")}>
      {steps.map((step, i) => (
        <li key={step.title} className="flex">
          <Card className="flex w-full flex-col">
            <span
              aria-hidden="true"
              className="inline-flex size-11 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
            >
              {i + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">
              <span className="sr-only">Step {i + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-2 leading-7 text-slate-600">{step.text}</p>
            {step.points?.length ? (
              <ul className="mt-4 space-y-2 text-sm text-slate-700">
                {step.points.map((p) => (
                  <li key={p} className="flex gap-2">
                    <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-accent-600" />
                    {p}
                  </li>
                ))}
              </ul>
            ) : null}
          </Card>
        </li>
      ))}
    </ol>
  );
}
