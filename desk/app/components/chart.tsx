// What the desk's charts (Recharts) share: drawn after hydration only, as they measure their
// container; the tables or CSV beside them carry the same figures for the first paint and for
// screen readers.
import { useEffect, useState } from "react";
import { ResponsiveContainer, type TooltipProps } from "recharts";
import type { NameType, ValueType } from "recharts/types/component/DefaultTooltipContent";

// Colour-blind-safe (Okabe–Ito), each at least 3:1 against white.
export const palette = ["#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000", "#999999"];

function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}

/** A chart's label at most 24 characters (a hostile source name must not widen a phone's page); the table beside it has the whole value. */
export const clip = (value: unknown) => {
  const text = String(value);
  return text.length > 24 ? `${text.slice(0, 23)}…` : text;
};

/**
 * Every chart's tooltip: names and its heading (a source, in the outcomes chart) clipped as above;
 * never reaching past its chart, wrapping instead (on a phone one did and widened the page); lines in
 * the page's text colour: a series' own colour is too light to read on white (axe contrast).
 */
export const tooltip: TooltipProps<ValueType, NameType> = {
  formatter: (value, name) => [value, clip(name)],
  labelFormatter: clip,
  itemStyle: { color: "#0f172a" },
  // Recharts keeps a tooltip right of the plot area's left edge (past the y axis, up to 125 px in):
  // one wider than the chart less that margin would stick out on the right.
  wrapperStyle: { maxWidth: "calc(100% - 8rem)" },
  contentStyle: { whiteSpace: "normal", overflowWrap: "anywhere" },
};

export function ChartFrame({
  label,
  className = "",
  children,
}: {
  label: string;
  className?: string;
  children: React.ReactElement;
}) {
  const mounted = useMounted();
  return (
    // overflow-hidden: a tooltip first shows at the size of its last content and slides into place;
    // meanwhile it must not reach past the chart (on a phone that widened the page).
    <figure aria-label={label} className={`h-72 w-full overflow-hidden ${className}`}>
      {mounted ? (
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      ) : null}
    </figure>
  );
}
