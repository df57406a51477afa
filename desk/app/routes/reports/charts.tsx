// The report charts (Recharts). Drawn after hydration only: they measure their container, and
// the tables beside them carry the same figures for the first paint and for screen readers.
import { useEffect, useState } from "react";
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  type TooltipProps,
  XAxis,
  YAxis,
} from "recharts";
import type { NameType, ValueType } from "recharts/types/component/DefaultTooltipContent";

// Colour-blind-safe (Okabe–Ito), each at least 3:1 against white.
const palette = ["#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000", "#999999"];

function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}

/** A chart's label at most 24 characters (a hostile source name must not widen a phone's page); the table beside it has the whole value. */
const clip = (value: unknown) => {
  const text = String(value);
  return text.length > 24 ? `${text.slice(0, 23)}…` : text;
};

/**
 * Every chart's tooltip: names and its heading (a source, in the outcomes chart) clipped as above;
 * never reaching past its chart, wrapping instead (on a phone one did and widened the page); lines in
 * the page's text colour: a series' own colour is too light to read on white (axe contrast).
 */
const tooltip: TooltipProps<ValueType, NameType> = {
  formatter: (value, name) => [value, clip(name)],
  labelFormatter: clip,
  itemStyle: { color: "#0f172a" },
  // Recharts keeps a tooltip right of the plot area's left edge (past the y axis, up to 125 px in):
  // one wider than the chart less that margin would stick out on the right.
  wrapperStyle: { maxWidth: "calc(100% - 8rem)" },
  contentStyle: { whiteSpace: "normal", overflowWrap: "anywhere" },
};

function Frame({ label, children }: { label: string; children: React.ReactElement }) {
  const mounted = useMounted();
  return (
    // overflow-hidden: a tooltip first shows at the size of its last content and slides into place;
    // meanwhile it must not reach past the chart (on a phone that widened the page).
    <figure aria-label={label} className="h-72 w-full overflow-hidden">
      {mounted ? (
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      ) : null}
    </figure>
  );
}

export function PerDayChart({
  rows,
  keys,
  label,
}: {
  rows: Record<string, string | number>[];
  keys: string[];
  label: string;
}) {
  return (
    <Frame label={label}>
      <BarChart data={rows} accessibilityLayer>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="day" tickFormatter={(d: string) => d.slice(5)} />
        <YAxis allowDecimals={false} />
        <Tooltip {...tooltip} />
        <Legend formatter={clip} />
        {keys.map((key, i) => (
          <Bar key={key} dataKey={key} stackId="day" fill={palette[i % palette.length]} />
        ))}
      </BarChart>
    </Frame>
  );
}

export function ResponseChart({
  rows,
  goal,
}: {
  rows: { week: string; medianMinutes: number | null }[];
  goal: number;
}) {
  return (
    <Frame label="Median minutes to first response per week">
      <LineChart data={rows} accessibilityLayer>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="week" tickFormatter={(d: string) => d.slice(5)} />
        <YAxis unit=" min" />
        <Tooltip {...tooltip} />
        <ReferenceLine y={goal} stroke="#D55E00" strokeDasharray="6 3" label={`Goal ${goal} min`} />
        <Line type="monotone" dataKey="medianMinutes" name="Median minutes" stroke="#0072B2" connectNulls />
      </LineChart>
    </Frame>
  );
}

export function OutcomesChart({
  rows,
}: {
  rows: { source: string; won: number; lost: number; open: number; spam: number }[];
}) {
  return (
    <Frame label="Outcomes by source">
      <BarChart data={rows} layout="vertical" accessibilityLayer>
        <CartesianGrid strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" allowDecimals={false} />
        <YAxis type="category" dataKey="source" width={120} tickFormatter={clip} />
        <Tooltip {...tooltip} />
        <Legend />
        <Bar dataKey="won" name="Won" stackId="o" fill="#009E73" />
        <Bar dataKey="lost" name="Lost" stackId="o" fill="#999999" />
        <Bar dataKey="open" name="Open" stackId="o" fill="#0072B2" />
        <Bar dataKey="spam" name="Spam" stackId="o" fill="#D55E00" />
      </BarChart>
    </Frame>
  );
}
