// Visitors and enquiries per day (Recharts), drawn after hydration: it measures its container, and
// the CSV (and the headline figures) carry the same numbers.
import { useEffect, useState } from "react";
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

export function PerDayChart({ rows }: { rows: { day: string; visitors: number; enquiries: number }[] }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    // overflow-hidden: a tooltip sliding into place never reaches past the chart (reports/charts.tsx).
    <figure aria-label="Visitors (bars) and enquiries (line) per day" className="mt-3 h-72 w-full overflow-hidden">
      {mounted ? (
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart data={rows} accessibilityLayer>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="day" tickFormatter={(d: string) => d.slice(5)} />
            <YAxis yAxisId="visitors" allowDecimals={false} />
            <YAxis yAxisId="enquiries" orientation="right" allowDecimals={false} />
            <Tooltip itemStyle={{ color: "#0f172a" }} />
            <Legend />
            <Bar yAxisId="visitors" dataKey="visitors" name="Visitors" fill="#56B4E9" />
            <Line
              yAxisId="enquiries"
              dataKey="enquiries"
              name="Enquiries"
              stroke="#D55E00"
              strokeWidth={2}
              dot={false}
            />
          </ComposedChart>
        </ResponsiveContainer>
      ) : null}
    </figure>
  );
}
