// The report charts (Recharts, framed as every desk chart is: components/chart.tsx); the tables
// beside them carry the same figures.
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ReferenceLine, Tooltip, XAxis, YAxis } from "recharts";
import { ChartFrame, clip, palette, tooltip } from "#desk/components/chart.tsx";

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
    <ChartFrame label={label}>
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
    </ChartFrame>
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
    <ChartFrame label="Median minutes to first response per week">
      <LineChart data={rows} accessibilityLayer>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="week" tickFormatter={(d: string) => d.slice(5)} />
        <YAxis unit=" min" />
        <Tooltip {...tooltip} />
        <ReferenceLine y={goal} stroke="#D55E00" strokeDasharray="6 3" label={`Goal ${goal} min`} />
        <Line type="monotone" dataKey="medianMinutes" name="Median minutes" stroke="#0072B2" connectNulls />
      </LineChart>
    </ChartFrame>
  );
}

export function OutcomesChart({
  rows,
}: {
  rows: { source: string; won: number; lost: number; open: number; spam: number }[];
}) {
  return (
    <ChartFrame label="Outcomes by source">
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
    </ChartFrame>
  );
}
