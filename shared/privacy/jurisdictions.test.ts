import { describe, expect, it } from "vitest";
import { privacyForms } from "#shared/forms/privacy.ts";
import { responseDueDate, suppressionDueDate } from "./due-dates.ts";
import {
  jurisdictionLabel,
  jurisdictionOf,
  jurisdictionRecords,
  jurisdictions,
  periodText,
  suppressionPeriodText,
} from "./jurisdictions.ts";

describe("jurisdiction records", () => {
  it("has one record per jurisdiction, keyed by its code", () => {
    for (const code of jurisdictions) expect(jurisdictionRecords[code].code).toBe(code);
  });

  it("covers every form and every country the AU/NZ form offers, each by exactly one record", () => {
    for (const [region, rules] of Object.entries(privacyForms)) {
      const countries = "country" in rules.fields ? [...rules.fields.country.options, null] : [null];
      for (const country of countries) {
        const code = jurisdictionOf(region, country);
        expect(jurisdictionRecords[code].form.region, `${region}/${country}`).toBe(region);
      }
    }
    expect(jurisdictionOf("uk", "NZ")).toBe("UK");
    expect(jurisdictionOf("au", "nz")).toBe("NZ");
    expect(jurisdictionOf("au", "other")).toBe("AU");
    expect(jurisdictionOf(undefined)).toBe("AU");
  });

  it("labels the desk's jurisdictions from the records", () => {
    expect(jurisdictionLabel("AU")).toBe("Australia (Privacy Act, 30 days)");
    expect(jurisdictionLabel("NZ")).toBe("New Zealand (Privacy Act 2020, 20 working days)");
    expect(jurisdictionLabel("UK")).toBe("United Kingdom (UK GDPR, one month)");
    for (const code of jurisdictions) expect(suppressionPeriodText(code)).toBe("5 working days");
  });

  it("words periods", () => {
    expect(periodText({ unit: "days", count: 1 })).toBe("1 day");
    expect(periodText({ unit: "months", count: 2, extensionMonths: 0 })).toBe("two months");
  });

  it("computes each jurisdiction's due dates from its record", () => {
    // AU: 30 days; NZ: 20 working days (Privacy Act; Good Friday 26 and Easter Monday 29 March); UK: one month.
    const at = Date.parse("2027-03-01T01:00:00Z");
    expect(responseDueDate("AU", at)).toEqual({ ok: true, date: "2027-03-31" });
    expect(responseDueDate("NZ", at)).toEqual({ ok: true, date: "2027-03-31" });
    expect(responseDueDate("UK", at)).toEqual({ ok: true, date: "2027-04-01" });
    expect(suppressionDueDate("NZ", at)).toEqual({ ok: true, date: "2027-03-08" });
  });
});
