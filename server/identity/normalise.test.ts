import { describe, expect, it } from "vitest";
import { normaliseEmail, normalisePhone, phoneSearchTerms } from "./normalise.server.ts";

describe("identity normalisation", () => {
  it("lower-cases and trims email addresses, and drops what is not one", () => {
    expect(normaliseEmail("  Jane.Smith@Example.COM ")).toBe("jane.smith@example.com");
    expect(normaliseEmail("")).toBe("");
    expect(normaliseEmail("not an address")).toBe("");
    expect(normaliseEmail(null)).toBe("");
  });

  it("writes Australian, New Zealand and UK numbers in E.164 whatever the typing", () => {
    for (const typed of ["0412 345 678", "0412-345-678", "(04) 1234 5678", "+61 412 345 678", "61412345678"]) {
      expect(normalisePhone(typed, "AU"), typed).toBe("+61412345678");
    }
    expect(normalisePhone("02 5550 4321", "AU")).toBe("+61255504321");
    expect(normalisePhone("021 123 4567", "NZ")).toBe("+64211234567");
    expect(normalisePhone("+64 21 123 4567", "AU")).toBe("+64211234567");
    expect(normalisePhone("07911 123456", "GB")).toBe("+447911123456");
  });

  it("keeps numbers it cannot parse comparable, and ignores fragments", () => {
    expect(normalisePhone("12345678901234", "AU")).toBe("12345678901234");
    expect(normalisePhone("+99 123 456 789", "AU")).toBe("+99123456789");
    expect(normalisePhone("123", "AU")).toBe("");
    expect(normalisePhone("", "AU")).toBe("");
  });

  it("gives the forms a number is searched by", () => {
    expect(phoneSearchTerms("+61412345678").sort()).toEqual(["0412345678", "412345678", "61412345678"]);
    expect(phoneSearchTerms("")).toEqual([]);
  });
});
