import { describe, expect, it } from "vitest";
import { analyseTrace } from "./main-thread.ts";

const url = "http://127.0.0.1:1/contact";
const on = { pid: 7, tid: 1 };
const task = (ms: number, at: number) => ({
  name: "RunTask",
  cat: "toplevel",
  ph: "X",
  ts: at * 1000,
  dur: ms * 1000,
  ...on,
});
const inside = (name: string, ms: number, at: number) => ({
  name,
  cat: "devtools.timeline",
  ph: "X",
  ts: at * 1000,
  dur: ms * 1000,
  ...on,
});

describe("analyseTrace", () => {
  it("counts the page's top-level tasks: the longest, and each one's time over 50 ms after the first paint", () => {
    const events = [
      {
        name: "navigationStart",
        cat: "blink.user_timing",
        ph: "R",
        ts: 0,
        ...on,
        args: { data: { documentLoaderURL: url } },
      },
      task(120, 10),
      { ...inside("ParseHTML", 100, 11), args: { beginData: { url } } },
      { name: "firstContentfulPaint", cat: "loading", ph: "I", ts: 200_000, ...on },
      task(80, 300),
      { ...inside("UpdateLayoutTree", 60, 301), tdur: 20_000 },
      { ...inside("Layout", 10, 362), tdur: 4_000 },
      task(30, 400),
      task(70, 500),
      task(40, 520), // inside the previous task: not a task of its own
      // Another renderer's task is not this page's.
      { ...task(500, 600), pid: 8 },
    ];
    const f = analyseTrace(events, url, "/contact");
    expect(f.longest).toBe(120);
    expect(f.longestAfterFcp).toBe(80);
    expect(f.blockingAfterFcp).toBe(30 + 20);
    expect(f.blocking).toBe(70 + 30 + 20);
    expect(f.fcp).toBe(200);
    expect(f.inLongTasks).toMatchObject({ style: 60, layout: 10, "HTML parse": 100 });
    // CPU time is the events' own thread time, not their wall time.
    expect(f.cpu).toMatchObject({ style: 20, layout: 4 });
    expect(f.longTasks.map((t) => t.ms)).toEqual([120, 80, 70]);
  });

  it("counts a font lookup and the wait for its answer apart from the layout that asked (decision 103)", () => {
    const events = [
      task(100, 1),
      { ...inside("ParseHTML", 10, 1), args: { beginData: { url } } },
      inside("Layout", 60, 20),
      inside("FontCache::GetFontPlatformData", 40, 30),
      inside("WebSandboxSupportLinux::GetWebFontRenderStyleForStrike", 30, 35),
      inside("ScopedBlockingCallWithBaseSyncPrimitives", 25, 36),
    ];
    const f = analyseTrace(events, url, "/contact");
    expect(f.total).toMatchObject({ layout: 20, "font lookup": 15, "waiting for another process": 25 });
  });

  it("refuses a trace without the page's HTML parse", () => {
    expect(() => analyseTrace([task(80, 0)], url, "/contact")).toThrow(/no HTML parse/);
  });
});
