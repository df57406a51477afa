// Core Web Vitals from real visits (issue 26): Google's web-vitals, loaded by the beacon after the
// page's load event and idle. Issue 45: the standard build, not the attribution build, which does
// its work (selectors, long-animation-frame bookkeeping) for every value; the element to blame is
// looked up here, from the metric's own entries, only for a value rated poor.
import { type Metric, onCLS, onINP, onLCP, onTTFB } from "web-vitals";

/** What the beacon hands over to send one measurement. */
type Send = (name: "vital", extra: { l: string; v: number; g?: string }) => void;

/** A short CSS path to a node, as web-vitals' attribution build writes it (its lib/getSelector.js). */
export function selectorOf(node: Node | null | undefined): string | undefined {
  let selector = "";
  try {
    while (node && node.nodeType === 1) {
      const el = node as Element;
      const part = el.id ? `#${el.id}` : [el.nodeName.toLowerCase(), ...[...el.classList].sort()].join(".");
      if (selector.length + part.length > 99) return selector || part;
      selector = selector ? `${part}>${selector}` : part;
      if (el.id) break;
      node = el.parentNode;
    }
  } catch {
    // A detached or odd node: no selector rather than an error.
  }
  return selector || undefined;
}

/** The element behind a metric's value, from its entries. */
export function culprit(metric: Metric): Node | null | undefined {
  switch (metric.name) {
    case "LCP":
      return (metric.entries.at(-1) as LargestContentfulPaint | undefined)?.element;
    case "INP":
      return (metric.entries as PerformanceEventTiming[]).find((e) => e.target)?.target;
    case "CLS": {
      const largest = (metric.entries as LayoutShift[]).reduce<LayoutShift | undefined>(
        (a, b) => (a && a.value >= b.value ? a : b),
        undefined,
      );
      const area = (s: LayoutShiftAttribution) => s.previousRect.width * s.previousRect.height;
      const sources = (largest?.sources ?? []).filter((s) => s.node);
      return sources.sort((a, b) => area(b) - area(a))[0]?.node;
    }
    default:
      return undefined;
  }
}

export function reportVitals(send: Send): void {
  const report = (metric: Metric) => {
    const target = metric.rating === "poor" ? selectorOf(culprit(metric)) : undefined;
    send("vital", {
      l: metric.name,
      v: Math.round(metric.value * 1000) / 1000,
      ...(target ? { g: target.slice(0, 200) } : {}),
    });
  };
  onLCP(report);
  onINP(report);
  onCLS(report);
  onTTFB(report);
}
