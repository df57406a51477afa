export interface Stat {
  value: string;
  label: string;
}

/** Headline figures (values come from the facts module). */
export function StatsRow({ stats }: { stats: readonly Stat[] }) {
  return (
    <dl className="grid gap-6 sm:grid-cols-3">
      {stats.map((s) => (
        <div
          key={s.label}
          className="flex flex-col-reverse rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm"
        >
          <dt className="mt-1 text-sm font-medium text-slate-600">{s.label}</dt>
          <dd className="text-4xl font-extrabold tracking-tight text-brand-700">{s.value}</dd>
        </div>
      ))}
    </dl>
  );
}
