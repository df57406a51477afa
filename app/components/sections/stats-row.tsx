export interface Stat {
  value: string;
  label: string;
}

const variants = {
  row: {
    list: "grid gap-6 sm:grid-cols-3",
    box: "rounded-2xl border border-slate-200 bg-white p-6 shadow-sm",
    label: "text-sm",
    value: "text-4xl",
  },
  /** Beside a card's text: three across on phones, stacked on wide screens. */
  compact: {
    list: "grid grid-cols-3 gap-3 lg:grid-cols-1",
    box: "rounded-2xl bg-white px-2 py-4 shadow-sm ring-1 ring-slate-200 sm:px-4",
    label: "text-xs sm:text-sm",
    value: "text-xl sm:text-3xl",
  },
} as const;

/** Headline figures (values come from the facts module). */
export function StatsRow({ stats, variant = "row" }: { stats: readonly Stat[]; variant?: keyof typeof variants }) {
  const v = variants[variant];
  return (
    <dl className={v.list}>
      {stats.map((s) => (
        <div key={s.label} className={`flex flex-col-reverse text-center ${v.box}`}>
          <dt className={`mt-1 font-medium text-slate-600 ${v.label}`}>{s.label}</dt>
          <dd className={`font-extrabold tracking-tight text-brand-700 ${v.value}`}>{s.value}</dd>
        </div>
      ))}
    </dl>
  );
}
