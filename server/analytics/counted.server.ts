// Which requests the analytics count (decision 038), declared once: the beacon's events and a
// submission's attribution (decision 085) both follow it. Not counted: Global Privacy Control
// (Sec-GPC: 1), no user agent, bots and headless browsers (isbot), prefetches.
import { isbot } from "isbot";

export function countedRequest(header: (name: string) => string | undefined): boolean {
  const userAgent = header("user-agent") ?? "";
  const purpose = `${header("sec-purpose") ?? ""} ${header("purpose") ?? ""}`;
  return header("sec-gpc") !== "1" && userAgent !== "" && !isbot(userAgent) && !/prefetch/i.test(purpose);
}
