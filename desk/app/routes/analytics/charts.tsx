// Visitors and enquiries per day (Recharts, framed as every desk chart is: components/chart.tsx);
// the CSV and the headline figures carry the same numbers.
import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from "recharts";
import { ChartFrame, tooltip } from "#desk/components/chart.tsx";

export function PerDayChart({ rows }: { rows: { day: string; visitors: number; enquiries: number }[] }) {
  return (
    <ChartFrame label="Visitors (bars) and enquiries (line) per day" className="mt-3">
      <ComposedChart data={rows} accessibilityLayer>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="day" tickFormatter={(d: string) => d.slice(5)} />
        <YAxis yAxisId="visitors" allowDecimals={false} />
        <YAxis yAxisId="enquiries" orientation="right" allowDecimals={false} />
        <Tooltip {...tooltip} />
        <Legend />
        <Bar yAxisId="visitors" dataKey="visitors" name="Visitors" fill="#56B4E9" />
        <Line yAxisId="enquiries" dataKey="enquiries" name="Enquiries" stroke="#D55E00" strokeWidth={2} dot={false} />
      </ComposedChart>
    </ChartFrame>
  );
}
