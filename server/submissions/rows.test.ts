import { describe, expect, it } from "vitest";
import type { Submission } from "#shared/forms/schema.ts";
import { answersOf, submissionFields } from "./fields.server.ts";
import { countryOf, type StoredSubmission, toRow } from "./rows.server.ts";

const envelope = {
  submissionId: "7d2b4a1e-3c5f-4a8b-9e6d-1f2a3b4c5d6e",
  humanCheckProof: "p",
  humanVerification: "Apple",
};

describe("rows from the field declarations", () => {
  it("stores every answer of a contact form in its column, blanks as the column expects", () => {
    const { row, table } = toRow(
      {
        ...envelope,
        formType: "contact",
        pageName: "Mortgage Leads",
        firstName: "Ann",
        lastName: "Lee",
        email: "",
        phone: "0412 000 111",
        company: "",
        message: "Hi",
        touch: { utm_source: "google", landing_page: "/mortgage-leads?utm_source=google" },
      } as Submission,
      "Apple",
      "UA",
      "2026-11-25T00:00:00.000Z",
    );
    expect(table).toBe("contact_submissions");
    expect(row).toMatchObject({
      id: envelope.submissionId,
      page_name: "Mortgage Leads",
      first_name: "Ann",
      email: "",
      company: "", // every contact form requires it: never null
      // The touch columns wait for intake's attribution step (the visit is read there).
      first_utm_source: null,
      last_utm_source: null,
      consent_version: null,
      user_agent: "UA",
    });
    // Exactly the declared columns of the contact table, no more.
    expect(Object.keys(row).sort()).toEqual(
      submissionFields
        .filter((f) => f.forms.includes("contact"))
        .map((f) => f.column)
        .sort(),
    );
  });

  it("stores a privacy request's checkbox as 1/0 and its country only when the form asks it", () => {
    const au = toRow(
      {
        ...envelope,
        formType: "privacy",
        region: "au",
        pageName: "Privacy AU",
        suppressFromMarketing: true,
        country: "NZ",
      } as unknown as Submission,
      "Apple",
      null,
      "2026-11-25T00:00:00.000Z",
    );
    expect(au.row).toMatchObject({ suppress_from_marketing: 1, country: "NZ", region: "au" });
    expect(answersOf("privacy").map((f) => f.column)).toContain("country");
  });

  it("reads a phone number in the requester's country: the AU/NZ form's country, GB for the UK form", () => {
    const privacy = (row: Record<string, unknown>) =>
      ({ type: "privacy", table: "privacy_submissions", row }) as unknown as StoredSubmission;
    expect(countryOf(privacy({ region: "au", country: "NZ" }))).toBe("NZ");
    expect(countryOf(privacy({ region: "au", country: "AU" }))).toBe("AU");
    expect(countryOf(privacy({ region: "au", country: null }))).toBe("AU");
    expect(countryOf(privacy({ region: "uk", country: null }))).toBe("GB");
    expect(countryOf({ type: "contact", table: "contact_submissions", row: {} } as unknown as StoredSubmission)).toBe(
      "AU",
    );
  });
});
