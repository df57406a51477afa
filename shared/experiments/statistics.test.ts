import mt19937 from "@stdlib/random-base-mt19937";
import { describe, expect, it } from "vitest";
import {
  type ArmTally,
  alwaysValidHalfWidth,
  compareWithFirst,
  DEFAULT_ALPHA,
  experimentResults,
  outcomeCounts,
  planForDays,
  planForLift,
  type SequentialDesign,
  sampleRatioCheck,
} from "./statistics.ts";

const tally = (t: Partial<ArmTally> & { visitors: number }): ArmTally => ({
  enquiries: 0,
  qualified: 0,
  won: 0,
  lost: 0,
  openUnqualified: 0,
  ...t,
});

describe("pending outcomes", () => {
  it("leave an open enquiry out of the won rate instead of counting it as lost", () => {
    const t = tally({ visitors: 1000, enquiries: 30, qualified: 12, won: 4, lost: 10, openUnqualified: 9 });
    expect(outcomeCounts(t, "won")).toEqual({ count: 4, pending: 16, decided: 984 });
    expect(outcomeCounts(t, "qualified")).toEqual({ count: 12, pending: 9, decided: 991 });
    expect(outcomeCounts(t, "enquiries")).toEqual({ count: 30, pending: 0, decided: 1000 });
    const r = experimentResults([t, t], {
      outcome: "won",
      weights: [1, 1],
      design: { alpha: 0.05, tau: 0.001 },
    });
    expect(r.arms[0]!.won).toMatchObject({ count: 4, pending: 16, decided: 984 });
    expect(r.arms[0]!.won.rate).toBeCloseTo(4 / 984, 12);
    expect(r.arms[0]!.won.low).toBeLessThan(4 / 984);
    expect(r.arms[0]!.won.high).toBeGreaterThan(4 / 984);
  });
  it("refuses counts that do not add up", () => {
    const bad = tally({ visitors: 10, enquiries: 2, won: 2, lost: 1 });
    expect(() =>
      experimentResults([bad, bad], { outcome: "won", weights: [1, 1], design: { alpha: 0.05, tau: 0.01 } }),
    ).toThrow(/do not add up/);
  });
});

describe("the comparison with the first arm", () => {
  const design: SequentialDesign = { alpha: 0.05, tau: 0.004 };
  it("names a clear winner, a clearly worse arm, and waits otherwise", () => {
    const first = tally({ visitors: 20_000, enquiries: 400, won: 40, lost: 360 });
    const better = tally({ visitors: 20_000, enquiries: 500, won: 120, lost: 380 });
    const worse = tally({ visitors: 20_000, enquiries: 300, won: 5, lost: 295 });
    const same = tally({ visitors: 20_000, enquiries: 410, won: 42, lost: 368 });
    const r = experimentResults([first, better, worse, same], { outcome: "won", weights: [1, 1, 1, 1], design });
    expect(r.comparisons.map((c) => c.verdict)).toEqual(["winner", "worse", "no-winner-yet"]);
    expect(r.decision).toEqual({ kind: "winner", arm: 1 });
    expect(r.comparisons[0]!.relativeLift).toBeCloseTo(2, 6);
    expect(r.comparisons[0]!.low).toBeGreaterThan(0);
    const none = experimentResults([first, same], { outcome: "won", weights: [1, 1], design });
    expect(none.decision).toEqual({ kind: "no-winner-yet" });
    const firstBest = experimentResults([first, worse], { outcome: "won", weights: [1, 1], design });
    expect(firstBest.decision).toEqual({ kind: "first-arm-best" });
  });
  it("is wider than a fixed-horizon interval: that is the price of reading it every day", () => {
    const v = 1e-6;
    expect(alwaysValidHalfWidth(v, 8 * v, 0.05)).toBeGreaterThan(1.96 * Math.sqrt(v) * 1.5);
  });
  it("hides the results behind a sample-ratio mismatch", () => {
    const a = tally({ visitors: 10_400, enquiries: 400, won: 40, lost: 360 });
    const b = tally({ visitors: 9_600, enquiries: 500, won: 120, lost: 380 });
    const r = experimentResults([a, b], { outcome: "won", weights: [1, 1], design });
    expect(r.srm.flagged).toBe(true);
    expect(r.decision).toEqual({ kind: "hidden-by-srm" });
  });
});

describe("the sample-ratio check", () => {
  it("matches the chi-square by hand and flags only below p = 0.001", () => {
    // 5100 / 4900 under 50/50: chi-square 4, p = 0.0455 (one degree of freedom).
    const mild = sampleRatioCheck([5100, 4900], [50, 50]);
    expect(mild.chiSquare).toBeCloseTo(4, 10);
    expect(mild.pValue).toBeCloseTo(0.0455, 4);
    expect(mild.flagged).toBe(false);
    // 5200 / 4800: chi-square 16, p = 6.3e-5.
    const strong = sampleRatioCheck([5200, 4800], [50, 50]);
    expect(strong.pValue).toBeCloseTo(6.334e-5, 7);
    expect(strong.flagged).toBe(true);
    // Weights are honoured: 70/30 traffic under 70/30 weights is no mismatch.
    expect(sampleRatioCheck([7000, 3000], [70, 30]).chiSquare).toBe(0);
    expect(sampleRatioCheck([0, 0, 0], [1, 1, 1]).flagged).toBe(false);
  });
});

describe("planning before launch", () => {
  const site = { dailyVisitors: 600, baselineRate: 0.004, weights: [1, 1] };
  it("gives the days a lift needs and the lift a duration finds, each the other's inverse", () => {
    const forLift = planForLift({ ...site, relativeLift: 0.3 });
    expect(forLift.days).toBeGreaterThan(100);
    const forDays = planForDays({ ...site, days: forLift.days });
    expect(forDays.relativeLift).toBeLessThanOrEqual(0.3);
    expect(forDays.relativeLift).toBeGreaterThan(0.29);
    // Twice the traffic, about half the days; a larger lift, far fewer.
    expect(planForLift({ ...site, dailyVisitors: 1200, relativeLift: 0.3 }).days).toBeCloseTo(forLift.days / 2, -1);
    expect(planForLift({ ...site, relativeLift: 0.6 }).days).toBeLessThan(forLift.days / 3);
    // An uneven split needs more visitors than an even one.
    expect(planForLift({ ...site, weights: [80, 20], relativeLift: 0.3 }).totalVisitors).toBeGreaterThan(
      forLift.totalVisitors,
    );
  });
});

// The proof by simulation (issue 43 item 5). Each experiment is simulated a day at a time: the day's
// visitors split by the weights (binomial), each arm's won deals binomial on its visitors; the
// statistic is read after every day, and a verdict other than "no winner yet" at any look counts.
// Exact binomial draws by inversion (the pmf's recurrence from 0), on a seeded MT19937 stream:
// quick for the few won deals a day, and fine for the day's visitors split (a few hundred steps).
// stdlib's own binomial sampler (random-base-binomial 0.2.2) was not used: measured here it draws
// Binomial(150, 0.5) with a mean of 75.44 over 2,000,000 draws (z = 100), which made the SRM check
// flag 3.2% of correctly split simulated experiments.
function binomialDraw(uniform: () => number, n: number, p: number): number {
  let pmf = (1 - p) ** n;
  if (pmf === 0) throw new RangeError("Inversion from 0 underflows at this n and p");
  let cdf = pmf;
  const u = uniform();
  let k = 0;
  const ratio = p / (1 - p);
  while (u > cdf && k < n) {
    pmf *= ((n - k) / (k + 1)) * ratio;
    cdf += pmf;
    k++;
  }
  return k;
}

function simulate(opts: {
  runs: number;
  days: number;
  dailyVisitors: number;
  /** Each arm's true share of the traffic (what the SRM check is given is `weights`). */
  split: readonly number[];
  weights: readonly number[];
  /** Each arm's true won-deal rate per visitor. */
  rates: readonly number[];
  design: SequentialDesign;
  seed: number;
}): { anyVerdict: number; foundBetter: number; srmFlagged: number } {
  const mt = mt19937.factory({ seed: opts.seed });
  const uniform = () => mt() / (mt.MAX + 1);
  const k = opts.rates.length;
  let anyVerdict = 0;
  let foundBetter = 0;
  let srmFlagged = 0;
  const arms = opts.rates.map(() => tally({ visitors: 0 }));
  for (let run = 0; run < opts.runs; run++) {
    for (const arm of arms) arm.visitors = arm.won = arm.enquiries = 0;
    // Each comparison's first verdict, kept from the look it came at.
    const verdicts: (string | undefined)[] = new Array(k - 1).fill(undefined);
    for (let day = 0; day < opts.days; day++) {
      // The day's visitors split arm by arm: each takes its share of those the earlier arms left.
      let left = opts.dailyVisitors;
      let share = 1;
      for (let i = 0; i < k; i++) {
        const v = i === k - 1 ? left : binomialDraw(uniform, left, Math.min(1, opts.split[i]! / share));
        left -= v;
        share -= opts.split[i]!;
        const won = binomialDraw(uniform, v, opts.rates[i]!);
        arms[i]!.visitors += v;
        arms[i]!.won += won;
        arms[i]!.enquiries += won;
      }
      for (let i = 1; i < k; i++) {
        if (verdicts[i - 1] !== undefined) continue;
        const v = compareWithFirst(arms[0]!, arms[i]!, i, "won", opts.design, k).verdict;
        if (v !== "no-winner-yet") verdicts[i - 1] = v;
      }
    }
    if (verdicts.some((v) => v !== undefined)) anyVerdict++;
    if (verdicts[0] === "winner") foundBetter++;
    if (
      sampleRatioCheck(
        arms.map((a) => a.visitors),
        opts.weights,
      ).flagged
    )
      srmFlagged++;
  }
  return {
    anyVerdict: anyVerdict / opts.runs,
    foundBetter: foundBetter / opts.runs,
    srmFlagged: srmFlagged / opts.runs,
  };
}

/**
 * A/A with outcomes that arrive late: each enquiry is won or lost after a geometric delay (mean
 * `meanDaysToClose`), pending until then; the statistic reads won deals over visitors whose outcome
 * is known, as the desk will. Returns the share of experiments given any verdict.
 */
function simulatePending(opts: {
  runs: number;
  days: number;
  dailyVisitors: number;
  enquiryRate: number;
  winShare: number;
  meanDaysToClose: number;
  design: SequentialDesign;
  seed: number;
}): { anyVerdict: number; pendingAtEnd: number } {
  const mt = mt19937.factory({ seed: opts.seed });
  const uniform = () => mt() / (mt.MAX + 1);
  const horizon = opts.days + 1;
  // Per arm, outcomes due on each day: won and lost counts.
  const dueWon = [new Int32Array(horizon), new Int32Array(horizon)];
  const dueLost = [new Int32Array(horizon), new Int32Array(horizon)];
  const closeChance = 1 / opts.meanDaysToClose;
  let anyVerdict = 0;
  let pending = 0;
  const arms = [tally({ visitors: 0 }), tally({ visitors: 0 })];
  for (let run = 0; run < opts.runs; run++) {
    for (let i = 0; i < 2; i++) {
      dueWon[i]!.fill(0);
      dueLost[i]!.fill(0);
      Object.assign(arms[i]!, tally({ visitors: 0 }));
    }
    let decided = false;
    for (let day = 0; day < opts.days; day++) {
      const first = binomialDraw(uniform, opts.dailyVisitors, 0.5);
      for (let i = 0; i < 2; i++) {
        const arm = arms[i]!;
        const visitors = i === 0 ? first : opts.dailyVisitors - first;
        const enquiries = binomialDraw(uniform, visitors, opts.enquiryRate);
        arm.visitors += visitors;
        arm.enquiries += enquiries;
        for (let e = 0; e < enquiries; e++) {
          // Days to close: geometric, by inversion; beyond the horizon it stays pending.
          const wait = 1 + Math.floor(Math.log(1 - uniform()) / Math.log(1 - closeChance));
          const due = day + wait;
          if (due >= horizon) continue;
          if (uniform() < opts.winShare) dueWon[i]![due]!++;
          else dueLost[i]![due]!++;
        }
        arm.won += dueWon[i]![day]!;
        arm.lost += dueLost[i]![day]!;
      }
      if (!decided && compareWithFirst(arms[0]!, arms[1]!, 1, "won", opts.design, 2).verdict !== "no-winner-yet") {
        decided = true;
      }
    }
    if (decided) anyVerdict++;
    pending += outcomeCounts(arms[0]!, "won").pending / Math.max(1, arms[0]!.enquiries);
  }
  return { anyVerdict: anyVerdict / opts.runs, pendingAtEnd: pending / opts.runs };
}

describe("the simulation's sampler", () => {
  it("draws binomials with the right mean and variance (the proof rests on it)", () => {
    const mt = mt19937.factory({ seed: 99 });
    const uniform = () => mt() / (mt.MAX + 1);
    for (const [n, p] of [
      [150, 0.5],
      [300, 0.004],
    ] as const) {
      const draws = 200_000;
      let sum = 0;
      let squares = 0;
      for (let i = 0; i < draws; i++) {
        const x = binomialDraw(uniform, n, p);
        sum += x;
        squares += x * x;
      }
      const mean = sum / draws;
      // The mean within 4 standard errors of n·p (stdlib's binomial is 8 of them off at 150, 0.5); the variance near n·p·(1 - p).
      expect(Math.abs(mean - n * p)).toBeLessThan(4 * Math.sqrt((n * p * (1 - p)) / draws));
      expect(squares / draws - mean * mean).toBeCloseTo(n * p * (1 - p), n * p * (1 - p) > 10 ? 0 : 1);
    }
  });
});

describe("proof by simulation (seeded, 1,000 experiments each, a look every simulated day)", () => {
  // A B2B site: 600 visitors a day to the page, 0.4% of visitors become won deals.
  const site = { dailyVisitors: 600, baselineRate: 0.004, weights: [50, 50] };
  const plan = planForLift({ ...site, relativeLift: 0.3 });
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

  it("A/A: declares a winner (or a loser) in at most 5% of experiments", () => {
    const r = simulate({
      runs: 1000,
      days: plan.days,
      dailyVisitors: site.dailyVisitors,
      split: [0.5, 0.5],
      weights: [50, 50],
      rates: [site.baselineRate, site.baselineRate],
      design: plan.design,
      seed: 4301,
    });
    console.log(
      `A/A over ${plan.days} days (${plan.totalVisitors} visitors): any verdict in ${pct(r.anyVerdict)}, sample-ratio mismatch flagged in ${pct(r.srmFlagged)}`,
    );
    expect(r.anyVerdict).toBeLessThanOrEqual(DEFAULT_ALPHA);
    // The split follows the weights here: the SRM check flags about 0.1% of such experiments at most.
    expect(r.srmFlagged).toBeLessThanOrEqual(0.005);
  });

  it("A/A with very few won deals (150 visitors a day, 0.2%) stays under 5% too", () => {
    const small = { dailyVisitors: 150, baselineRate: 0.002, weights: [50, 50] };
    const days = 365;
    const design = planForDays({ ...small, days }).design;
    const r = simulate({
      runs: 1000,
      days,
      dailyVisitors: 150,
      split: [0.5, 0.5],
      weights: [50, 50],
      rates: [0.002, 0.002],
      design,
      seed: 4302,
    });
    console.log(
      `A/A, few won deals, ${days} days: any verdict in ${pct(r.anyVerdict)}, sample-ratio mismatch flagged in ${pct(r.srmFlagged)}`,
    );
    expect(r.anyVerdict).toBeLessThanOrEqual(DEFAULT_ALPHA);
  });

  it("A/A with three arms (each compared with the first, at alpha / 2) stays under 5% for the experiment", () => {
    const three = { ...site, weights: [1, 1, 1] };
    const plan3 = planForLift({ ...three, relativeLift: 0.3 });
    const r = simulate({
      runs: 1000,
      days: plan3.days,
      dailyVisitors: site.dailyVisitors,
      split: [1 / 3, 1 / 3, 1 / 3],
      weights: three.weights,
      rates: [site.baselineRate, site.baselineRate, site.baselineRate],
      design: plan3.design,
      seed: 4305,
    });
    console.log(
      `A/A, three arms over ${plan3.days} days: any verdict in ${pct(r.anyVerdict)}, sample-ratio mismatch flagged in ${pct(r.srmFlagged)}`,
    );
    expect(r.anyVerdict).toBeLessThanOrEqual(DEFAULT_ALPHA);
    expect(r.srmFlagged).toBeLessThanOrEqual(0.005);
  });

  it("A/A with outcomes arriving weeks later (pending, not lost) stays under 5% too", () => {
    // 2% of visitors enquire, a fifth of enquiries are won (0.4% of visitors), three weeks to close on average.
    const r = simulatePending({
      runs: 1000,
      days: plan.days,
      dailyVisitors: site.dailyVisitors,
      enquiryRate: 0.02,
      winShare: 0.2,
      meanDaysToClose: 21,
      design: plan.design,
      seed: 4306,
    });
    console.log(
      `A/A with outcomes 21 days late on average, ${plan.days} days: any verdict in ${pct(r.anyVerdict)} (enquiries pending at the end: ${pct(r.pendingAtEnd)})`,
    );
    expect(r.anyVerdict).toBeLessThanOrEqual(DEFAULT_ALPHA);
    expect(r.pendingAtEnd).toBeGreaterThan(0.03);
  });

  it("a true 30% lift on won deals is found in at least 80% of experiments at the planned size", () => {
    const r = simulate({
      runs: 1000,
      days: plan.days,
      dailyVisitors: site.dailyVisitors,
      split: [0.5, 0.5],
      weights: [50, 50],
      rates: [site.baselineRate, site.baselineRate * 1.3],
      design: plan.design,
      seed: 4303,
    });
    console.log(`30% lift over the planned ${plan.days} days: the better arm found in ${pct(r.foundBetter)}`);
    expect(r.foundBetter).toBeGreaterThanOrEqual(0.8);
  });

  it("with three arms, a true 30% lift in one is found in at least 80% of experiments at their planned size", () => {
    const three = { ...site, weights: [1, 1, 1] };
    const plan3 = planForLift({ ...three, relativeLift: 0.3 });
    const r = simulate({
      runs: 1000,
      days: plan3.days,
      dailyVisitors: site.dailyVisitors,
      split: [1 / 3, 1 / 3, 1 / 3],
      weights: three.weights,
      rates: [site.baselineRate, site.baselineRate * 1.3, site.baselineRate],
      design: plan3.design,
      seed: 4307,
    });
    console.log(`three arms, one with a 30% lift, over the planned ${plan3.days} days: found in ${pct(r.foundBetter)}`);
    expect(r.foundBetter).toBeGreaterThanOrEqual(0.8);
  });

  it("a 52/48 split under 50/50 weights is flagged at the planned size", () => {
    const r = simulate({
      runs: 1000,
      days: plan.days,
      dailyVisitors: site.dailyVisitors,
      split: [0.52, 0.48],
      weights: [50, 50],
      rates: [site.baselineRate, site.baselineRate],
      design: plan.design,
      seed: 4304,
    });
    console.log(`52/48 split over ${plan.days} days: sample-ratio mismatch flagged in ${pct(r.srmFlagged)}`);
    expect(r.srmFlagged).toBeGreaterThanOrEqual(0.99);
  });
});
