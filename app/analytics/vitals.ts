// Core Web Vitals from real visits (issue 26): Google's web-vitals, attribution build, loaded by
// the beacon after the page is idle. The attribution names the element or interaction to blame.
import { onCLS, onINP, onLCP, onTTFB } from "web-vitals/attribution";

/** What the beacon hands over to send one measurement. */
type Send = (name: "vital", extra: { l: string; v: number; g?: string }) => void;

export function reportVitals(send: Send): void {
  const report = (name: string, value: number, target: string | undefined) =>
    send("vital", { l: name, v: Math.round(value * 1000) / 1000, ...(target ? { g: target.slice(0, 200) } : {}) });
  onLCP((m) => report(m.name, m.value, m.attribution.target));
  onINP((m) => report(m.name, m.value, m.attribution.interactionTarget));
  onCLS((m) => report(m.name, m.value, m.attribution.largestShiftTarget));
  onTTFB((m) => report(m.name, m.value, undefined));
}
