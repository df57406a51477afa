// The mapping's sources are the declared submission fields (issue 44, item 2), and a mapping turns
// an event into the CRM's properties, leaving out what the person did not give.
import { describe, expect, it } from "vitest";
import { answersOf } from "#server/submissions/fields.server.ts";
import { defaultMappings, mappingSources } from "#shared/crm/mapping.ts";
import { type EventData, mapProperties } from "./mapping.ts";

describe("CRM field mapping", () => {
  it("offers every declared answer of the enquiry forms, by its key and label", () => {
    const answers = answersOf("contact").map((f) => ({ key: f.key, label: f.label }));
    expect(mappingSources.slice(0, answers.length)).toEqual(answers);
  });

  it("maps answers, attribution and consent; leaves out empty values", () => {
    const data: EventData = {
      id: "1",
      formType: "contact",
      form: "Mortgage Leads",
      receivedAt: "2026-11-28T00:00:00.000Z",
      attribution: { first: { utm_source: "google" }, last: { utm_source: null } },
      consent: { version: "2026-11-23", hash: "h", formVersion: "f", pageUrl: "/p", shownAt: "t" },
      flags: { duplicate: false, suppressed: false },
      fields: { firstName: "Ann", lastName: "Lee", email: "ann@example.com", phone: "", company: "Lee Loans" },
    };
    const mapping = { ...defaultMappings.hubspot, "first.utm_source": "source", "last.utm_source": "last_source" };
    expect(mapProperties({ ...mapping, "consent.version": "consent_version", form: "" }, data)).toEqual({
      firstname: "Ann",
      lastname: "Lee",
      email: "ann@example.com",
      company: "Lee Loans",
      source: "google",
      consent_version: "2026-11-23",
    });
  });
});
