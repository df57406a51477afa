import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { sampleRatioCheck } from "#shared/experiments/statistics.ts";
import { armAt, assignerWithKey, isCrawler } from "./assignment.server.ts";

const chrome =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const home = { id: "home-headline", weights: [50, 50] };
// 09:00 and 23:59 in Sydney on 28 November 2026 (AEDT, +11), and 00:01 the next day.
const morning = Date.parse("2026-11-27T22:00:00Z");
const lateEvening = Date.parse("2026-11-28T12:59:00Z");
const nextMorning = Date.parse("2026-11-28T13:01:00Z");

const visitors = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    address: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
    userAgent: i % 3 === 0 ? chrome : `${chrome} Edg/131.0.${i % 97}`,
  }));

describe("cookieless assignment", () => {
  const assigner = assignerWithKey(randomBytes(32));

  it("gives a visitor the same arm all Sydney day, and a fresh draw the next day", () => {
    const people = visitors(2000);
    const today = people.map((v) => assigner.armFor(home, v, morning));
    expect(people.map((v) => assigner.armFor(home, v, lateEvening))).toEqual(today);
    const tomorrow = people.map((v) => assigner.armFor(home, v, nextMorning));
    // A fresh draw: about half of the visitors change arm (independent 50/50 draws), not none or all.
    const changed = tomorrow.filter((arm, i) => arm !== today[i]).length / people.length;
    expect(changed).toBeGreaterThan(0.4);
    expect(changed).toBeLessThan(0.6);
  });

  it("depends on the address, the user agent and the experiment", () => {
    const people = visitors(400);
    const arms = (f: (v: { address: string; userAgent: string }) => number) => people.map(f);
    const base = arms((v) => assigner.armFor(home, v, morning));
    expect(arms((v) => assigner.armFor({ ...home, id: "contact-cta" }, v, morning))).not.toEqual(base);
    expect(arms((v) => assigner.armFor(home, { ...v, userAgent: `${v.userAgent} x` }, morning))).not.toEqual(base);
    expect(arms((v) => assigner.armFor(home, { ...v, address: `${v.address}1` }, morning))).not.toEqual(base);
  });

  it("another key (another site) draws differently; the same key agrees across instances", () => {
    const key = randomBytes(32);
    const people = visitors(400);
    const a = people.map((v) => assignerWithKey(key).armFor(home, v, morning));
    expect(people.map((v) => assignerWithKey(Buffer.from(key)).armFor(home, v, morning))).toEqual(a);
    expect(people.map((v) => assignerWithKey(randomBytes(32)).armFor(home, v, morning))).not.toEqual(a);
  });

  it("honours the weights over 100,000 visitors (chi-square against the weights, p > 0.001)", () => {
    for (const weights of [
      [50, 50],
      [70, 20, 10],
      [25, 25, 25, 25],
    ]) {
      const counts = weights.map(() => 0);
      for (const v of visitors(100_000)) counts[assigner.armFor({ id: "split", weights }, v, morning)]!++;
      const srm = sampleRatioCheck(counts, weights);
      console.log(`weights ${weights.join("/")}: ${counts.join(" / ")} (chi-square p = ${srm.pValue.toFixed(3)})`);
      expect(srm.flagged).toBe(false);
    }
  });

  it("shows known crawlers and requests without a user agent the first arm", () => {
    const bots = [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
      "curl/8.5.0",
      "",
    ];
    for (const userAgent of bots) {
      expect(isCrawler(userAgent)).toBe(true);
      // Whatever the address, even where a person with that address would draw another arm.
      for (const { address } of visitors(50)) {
        expect(assigner.armFor({ id: "x", weights: [1, 99] }, { address, userAgent }, morning)).toBe(0);
      }
    }
    expect(isCrawler(chrome)).toBe(false);
  });

  it("maps a uniform draw onto the cumulative weights", () => {
    expect(armAt(0, [1, 1])).toBe(0);
    expect(armAt(0.4999, [1, 1])).toBe(0);
    expect(armAt(0.5, [1, 1])).toBe(1);
    expect(armAt(0.69, [70, 20, 10])).toBe(0);
    expect(armAt(0.71, [70, 20, 10])).toBe(1);
    expect(armAt(0.95, [70, 20, 10])).toBe(2);
    expect(() => armAt(0.5, [1, 0])).toThrow(RangeError);
  });
});
