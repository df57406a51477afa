// The decision statistic for experiments judged by enquiries, qualified or won deals (decision 074):
// an always-valid confidence sequence for each arm's difference from the first arm (a normal mixture,
// as in the mixture sequential probability ratio test), so the results may be read every day without
// inflating false winners. Pure: counts in, figures out. The numerics (normal quantile, chi-square
// distribution) come from stdlib's distribution packages.
import chisquareCdf from "@stdlib/stats-base-dists-chisquare-cdf";
import normalQuantile from "@stdlib/stats-base-dists-normal-quantile";

export const OUTCOMES = ["enquiries", "qualified", "won"] as const;
export type Outcome = (typeof OUTCOMES)[number];

/** The chance, over the whole experiment however often it is read, of declaring any arm different when none is. */
export const DEFAULT_ALPHA = 0.05;
/** The chance the planned duration finds a true effect of the planned size. */
export const DEFAULT_POWER = 0.8;
/** A split this unlikely under the weights (chi-square) hides the results and blocks concluding. */
export const SRM_P_THRESHOLD = 0.001;

/** One arm's counts, as the desk's outcomes stand at the time of reading. Spam is not an enquiry. */
export interface ArmTally {
  /** Visitors shown this arm (one per visitor and day, as the analytics count them). */
  visitors: number;
  /** Enquiries from those visitors. */
  enquiries: number;
  /** Enquiries that reached qualified (whatever became of them after). */
  qualified: number;
  won: number;
  lost: number;
  /** Enquiries neither qualified nor closed yet (new or contacted): their qualification is still open. */
  openUnqualified: number;
}

/** A rate over visitors whose outcome is known; `pending` visitors are left out of both sides. */
export interface RateEstimate {
  count: number;
  pending: number;
  /** Visitors whose outcome is known: visitors less pending. */
  decided: number;
  rate: number;
  /** 95% Wilson interval of the rate: a description of the arm; decisions use the comparison's interval. */
  low: number;
  high: number;
}

export interface ArmSummary {
  visitors: number;
  enquiries: RateEstimate;
  qualified: RateEstimate;
  won: RateEstimate;
}

export type Verdict = "winner" | "no-winner-yet" | "worse";

/** An arm against the first arm on the primary outcome. */
export interface Comparison {
  arm: number;
  /** Rate difference (arm less first arm), per visitor whose outcome is known. */
  difference: number;
  /** Always-valid interval of the difference: it holds at every daily look at once. */
  low: number;
  high: number;
  /** Difference over the first arm's rate; null while the first arm has no success. */
  relativeLift: number | null;
  verdict: Verdict;
}

export interface SrmCheck {
  chiSquare: number;
  pValue: number;
  /** True when p < SRM_P_THRESHOLD: the split does not follow the weights (results are not to be read). */
  flagged: boolean;
  expected: number[];
}

/** The sequential test's settings, fixed before launch (`planFor`) and kept with the experiment. */
export interface SequentialDesign {
  alpha: number;
  /** Standard deviation of the normal mixture over the rate difference, tuned to the planned size. */
  tau: number;
}

export type Decision =
  | { kind: "hidden-by-srm" }
  | { kind: "winner"; arm: number }
  | { kind: "first-arm-best" }
  | { kind: "no-winner-yet" };

export interface ExperimentResults {
  outcome: Outcome;
  arms: ArmSummary[];
  srm: SrmCheck;
  comparisons: Comparison[];
  decision: Decision;
}

const Z95 = normalQuantile(0.975, 0, 1);

function wilson(count: number, decided: number): { low: number; high: number } {
  if (decided <= 0) return { low: 0, high: 1 };
  const p = count / decided;
  const z2 = Z95 * Z95;
  const centre = (p + z2 / (2 * decided)) / (1 + z2 / decided);
  const half = (Z95 / (1 + z2 / decided)) * Math.sqrt((p * (1 - p)) / decided + z2 / (4 * decided * decided));
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

function checkTally(t: ArmTally, i: number): void {
  const whole = (n: number) => Number.isInteger(n) && n >= 0;
  const ok =
    [t.visitors, t.enquiries, t.qualified, t.won, t.lost, t.openUnqualified].every(whole) &&
    t.enquiries <= t.visitors &&
    t.qualified <= t.enquiries &&
    t.won + t.lost <= t.enquiries &&
    t.openUnqualified + t.qualified <= t.enquiries;
  if (!ok) throw new RangeError(`Arm ${i}: the counts do not add up`);
}

/** Successes and pending visitors of one outcome: an enquiry still open is pending, never a loss. */
export function outcomeCounts(t: ArmTally, outcome: Outcome): { count: number; pending: number; decided: number } {
  const pending = outcome === "won" ? t.enquiries - t.won - t.lost : outcome === "qualified" ? t.openUnqualified : 0;
  const count = outcome === "won" ? t.won : outcome === "qualified" ? t.qualified : t.enquiries;
  return { count, pending, decided: t.visitors - pending };
}

function estimate(t: ArmTally, outcome: Outcome): RateEstimate {
  const { count, pending, decided } = outcomeCounts(t, outcome);
  return { count, pending, decided, rate: decided > 0 ? count / decided : 0, ...wilson(count, decided) };
}

export function summariseArm(t: ArmTally): ArmSummary {
  return {
    visitors: t.visitors,
    enquiries: estimate(t, "enquiries"),
    qualified: estimate(t, "qualified"),
    won: estimate(t, "won"),
  };
}

function normalised(weights: readonly number[]): number[] {
  const total = weights.reduce((a, b) => a + b, 0);
  if (weights.length < 2 || weights.some((w) => !(w > 0)) || !(total > 0)) {
    throw new RangeError("Two or more arms, each with a positive weight");
  }
  return weights.map((w) => w / total);
}

/** Sample-ratio mismatch: visitors per arm against the weights, chi-square with arms - 1 degrees of freedom. */
export function sampleRatioCheck(visitors: readonly number[], weights: readonly number[]): SrmCheck {
  const w = normalised(weights);
  if (visitors.length !== w.length) throw new RangeError("One visitor count per arm");
  const total = visitors.reduce((a, b) => a + b, 0);
  const expected = w.map((x) => x * total);
  if (total === 0) return { chiSquare: 0, pValue: 1, flagged: false, expected };
  let chiSquare = 0;
  for (let i = 0; i < w.length; i++) chiSquare += (visitors[i]! - expected[i]!) ** 2 / expected[i]!;
  const pValue = 1 - chisquareCdf(chiSquare, w.length - 1);
  return { chiSquare, pValue, flagged: pValue < SRM_P_THRESHOLD, expected };
}

/**
 * Half-width of the always-valid interval for a difference whose estimate has variance `v`, under a
 * normal mixture of variance `tau2`: the set where the mixture likelihood ratio stays below 1/alpha.
 */
export function alwaysValidHalfWidth(v: number, tau2: number, alpha: number): number {
  if (!(v > 0)) return Number.POSITIVE_INFINITY;
  return Math.sqrt(((v * (v + tau2)) / tau2) * (2 * Math.log(1 / alpha) + Math.log((v + tau2) / v)));
}

/** The per-comparison level: the first arm is compared with each other arm (Bonferroni). */
export function comparisonAlpha(alpha: number, arms: number): number {
  return alpha / Math.max(1, arms - 1);
}

/**
 * One arm against the first on `outcome`. The variance uses each rate with one success and one failure
 * added (Agresti-Caffo), so a count of 0 early on does not make an interval look certain.
 */
export function compareWithFirst(
  first: ArmTally,
  other: ArmTally,
  arm: number,
  outcome: Outcome,
  design: SequentialDesign,
  arms: number,
): Comparison {
  const a = outcomeCounts(first, outcome);
  const b = outcomeCounts(other, outcome);
  const pa = a.decided > 0 ? a.count / a.decided : 0;
  const pb = b.decided > 0 ? b.count / b.decided : 0;
  const difference = pb - pa;
  const relativeLift = pa > 0 ? difference / pa : null;
  if (a.decided <= 0 || b.decided <= 0) {
    return { arm, difference, low: -1, high: 1, relativeLift, verdict: "no-winner-yet" };
  }
  const qa = (a.count + 1) / (a.decided + 2);
  const qb = (b.count + 1) / (b.decided + 2);
  const v = (qa * (1 - qa)) / a.decided + (qb * (1 - qb)) / b.decided;
  const half = alwaysValidHalfWidth(v, design.tau * design.tau, comparisonAlpha(design.alpha, arms));
  const low = Math.max(-1, difference - half);
  const high = Math.min(1, difference + half);
  const verdict: Verdict = low > 0 ? "winner" : high < 0 ? "worse" : "no-winner-yet";
  return { arm, difference, low, high, relativeLift, verdict };
}

/** Everything the results screen shows, on the primary outcome chosen before launch. */
export function experimentResults(
  tallies: readonly ArmTally[],
  options: { outcome: Outcome; weights: readonly number[]; design: SequentialDesign },
): ExperimentResults {
  tallies.forEach(checkTally);
  const srm = sampleRatioCheck(
    tallies.map((t) => t.visitors),
    options.weights,
  );
  const first = tallies[0]!;
  const comparisons = tallies
    .slice(1)
    .map((t, i) => compareWithFirst(first, t, i + 1, options.outcome, options.design, tallies.length));
  const arms = tallies.map(summariseArm);
  let decision: Decision;
  const winners = comparisons.filter((c) => c.verdict === "winner");
  if (srm.flagged) decision = { kind: "hidden-by-srm" };
  else if (winners.length > 0) {
    const best = winners.reduce((x, y) => (y.difference > x.difference ? y : x));
    decision = { kind: "winner", arm: best.arm };
  } else if (comparisons.every((c) => c.verdict === "worse")) decision = { kind: "first-arm-best" };
  else decision = { kind: "no-winner-yet" };
  return { outcome: options.outcome, arms, srm, comparisons, decision };
}

// Planning. The mixture is tuned to the planned size: tau^2 = c * V, where V is the variance of the
// difference at that size under no effect and c minimises the interval's width there. Then the
// width at the planned size is a fixed multiple of the standard error, and the size that finds an
// effect with the wanted power follows in closed form.

const bestRatio = new Map<number, number>();

/** The c of tau^2 = c * V that makes the always-valid interval narrowest at variance V. */
export function mixtureRatio(alpha: number): number {
  let c = bestRatio.get(alpha);
  if (c === undefined) {
    const width = (x: number) => (1 + 1 / x) * (2 * Math.log(1 / alpha) + Math.log(1 + x));
    let lo = Math.log(0.01);
    let hi = Math.log(1e4);
    for (let i = 0; i < 100; i++) {
      const m1 = lo + (hi - lo) / 3;
      const m2 = hi - (hi - lo) / 3;
      if (width(Math.exp(m1)) < width(Math.exp(m2))) hi = m2;
      else lo = m1;
    }
    c = Math.exp((lo + hi) / 2);
    bestRatio.set(alpha, c);
  }
  return c;
}

export interface PlanInput {
  /** Visitors a day to the page(s) under experiment, all arms together (from the analytics). */
  dailyVisitors: number;
  /** The primary outcome's current rate per visitor (for won deals: won deals over visitors). */
  baselineRate: number;
  weights: readonly number[];
  alpha?: number;
  power?: number;
}

export interface Plan {
  /** Relative lift over the first arm that the plan finds with the wanted power (0.3 = 30%). */
  relativeLift: number;
  /** Days of traffic needed (outcomes still pending at the end add their own wait: see decision 074). */
  days: number;
  /** Visitors per arm at the planned size, all arms together in `totalVisitors`. */
  visitorsPerArm: number[];
  totalVisitors: number;
  design: SequentialDesign;
}

function planParts(input: PlanInput) {
  const alpha = input.alpha ?? DEFAULT_ALPHA;
  const power = input.power ?? DEFAULT_POWER;
  const p0 = input.baselineRate;
  if (!(p0 > 0 && p0 < 1)) throw new RangeError("The baseline rate must be above 0 and below 1");
  if (!(input.dailyVisitors > 0)) throw new RangeError("Daily visitors must be above 0");
  if (!(power > 0.5 && power < 1) || !(alpha > 0 && alpha < 0.5)) throw new RangeError("Power or alpha out of range");
  const w = normalised(input.weights);
  const w0 = w[0]!;
  // The comparison with the smallest arm is the slowest to decide: it sets the size.
  const wi = Math.min(...w.slice(1));
  const level = comparisonAlpha(alpha, w.length);
  const c = mixtureRatio(level);
  const zPower = normalQuantile(power, 0, 1);
  // Variances of the difference for one visitor in all (scaled by 1/N for N visitors).
  const nullUnit = p0 * (1 - p0) * (1 / w0 + 1 / wi);
  /** sqrt(N) times the difference that is found with the wanted power at N visitors. */
  const needed = (p1: number) => {
    const altUnit = (p0 * (1 - p0)) / w0 + (p1 * (1 - p1)) / wi;
    const tauUnit = c * nullUnit;
    const k = Math.sqrt(
      ((altUnit * (altUnit + tauUnit)) / tauUnit) * (2 * Math.log(1 / level) + Math.log((altUnit + tauUnit) / altUnit)),
    );
    return k + zPower * Math.sqrt(altUnit);
  };
  const plan = (relativeLift: number, total: number): Plan => ({
    relativeLift,
    days: Math.ceil(total / input.dailyVisitors),
    visitorsPerArm: w.map((x) => Math.ceil(x * total)),
    totalVisitors: Math.ceil(total),
    design: { alpha, tau: Math.sqrt((c * nullUnit) / total) },
  });
  return { p0, needed, plan };
}

/** How long an effect of `relativeLift` (0.3 = 30%) takes to find, at the current traffic and rate. */
export function planForLift(input: PlanInput & { relativeLift: number }): Plan {
  const { p0, needed, plan } = planParts(input);
  const p1 = p0 * (1 + input.relativeLift);
  if (!(input.relativeLift > 0) || !(p1 < 1))
    throw new RangeError("The lift must be above 0 and keep the rate below 1");
  const total = (needed(p1) / (p1 - p0)) ** 2;
  return plan(input.relativeLift, total);
}

/** The smallest relative lift a planned duration of `days` finds with the wanted power. */
export function planForDays(input: PlanInput & { days: number }): Plan {
  const { p0, needed, plan } = planParts(input);
  if (!(input.days > 0)) throw new RangeError("Days must be above 0");
  const total = input.dailyVisitors * input.days;
  // The lift found grows as the size shrinks; bisect on the lift (bounded by the rate staying below 1).
  let lo = 0;
  let hi = (1 - p0) / p0;
  const enough = (lift: number) => p0 * lift * Math.sqrt(total) >= needed(p0 * (1 + lift));
  if (!enough(hi * 0.999999)) return { ...plan(Number.POSITIVE_INFINITY, total), days: input.days };
  for (let i = 0; i < 100; i++) {
    const mid = (lo + hi) / 2;
    if (enough(mid)) hi = mid;
    else lo = mid;
  }
  return { ...plan(hi, total), days: input.days };
}
