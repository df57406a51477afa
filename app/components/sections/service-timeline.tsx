export interface TimelineStep {
  title: string;
  text: string;
}

/** A short numbered sequence (test order, value exchange) joined by a line; each title is an h3. */
export function ServiceTimeline({ steps }: { steps: readonly TimelineStep[] }) {
  const cols = steps.length === 3 ? "lg:grid-cols-3" : "md:grid-cols-2 lg:grid-cols-4";
  return (
    <ol className={`grid gap-8 ${cols}`} data-testid="timeline">
      {steps.map((step, i) => (
        <li key={step.title} className="relative">
          <div className="flex items-center gap-3">
            <span
              aria-hidden="true"
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
            >
              {i + 1}
            </span>
            <span aria-hidden="true" className="hidden h-0.5 flex-1 bg-brand-100 lg:block" />
          </div>
          <h3 className="mt-4 text-lg font-semibold text-slate-900">
            <span className="sr-only">Step {i + 1}: </span>
            {step.title}
          </h3>
          <p className="mt-2 leading-7 text-slate-600">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
