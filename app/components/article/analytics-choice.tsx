// The privacy policies' means of objecting to visit counting (decision 038). Prerendered as what is
// true without JavaScript (no script, nothing counted); app/analytics/opt-out-control.ts shows the
// choice this browser has made and the button that changes it.
export function AnalyticsChoice() {
  return (
    <div
      data-analytics-choice
      className="not-prose mt-4 flex flex-col gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <p data-analytics-status role="status" className="text-sm text-slate-700">
        With JavaScript turned off, our pages send nothing and your visits are not counted.
      </p>
      <button
        type="button"
        hidden
        className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-lg border border-brand-700 px-4 font-semibold text-brand-700 hover:bg-brand-50"
      >
        Do not count my visits
      </button>
    </div>
  );
}
