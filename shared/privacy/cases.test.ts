import { describe, expect, it } from "vitest";
import { privacyForms } from "#shared/forms/privacy.ts";
import { allowedSteps, caseStatuses, closedStatuses, jurisdictionOf, requestTypeOf } from "./cases.ts";

describe("privacy cases", () => {
  it("gives every subject of both forms its request type", () => {
    for (const form of Object.values(privacyForms)) {
      for (const subject of form.fields.subject.options) {
        const type = requestTypeOf(subject);
        expect(type === "other", subject).toBe(subject === "Other privacy question");
      }
    }
    expect(requestTypeOf("something new")).toBe("other");
  });

  it("reads the jurisdiction from the form and the country", () => {
    expect(jurisdictionOf("uk", "NZ")).toBe("UK");
    expect(jurisdictionOf("au", "NZ")).toBe("NZ");
    expect(jurisdictionOf("au", "nz")).toBe("NZ");
    expect(jurisdictionOf("au", "other")).toBe("AU");
    expect(jurisdictionOf("au", null)).toBe("AU");
    expect(jurisdictionOf("au")).toBe("AU");
  });

  it("has no step out of a closed status, and every step leads to a known status", () => {
    for (const s of closedStatuses) expect(allowedSteps[s]).toEqual([]);
    for (const s of caseStatuses) for (const to of allowedSteps[s]) expect(caseStatuses).toContain(to);
  });
});
