// The webhook contract test: what the CRM and the list systems receive is what docs/webhooks/
// publishes for the event's current version, and the payloads the server builds fit it.
import { describe, expect, it } from "vitest";
import * as z from "zod";
import { submissionErased, submissionErasedSchema } from "#server/privacy/erasure-events.server.ts";
import {
  suppressionCreatedSchema,
  suppressionDeletedSchema,
  suppressionErasedSchema,
  suppressionEvent,
} from "#server/privacy/list-events.server.ts";
import { submissionCreated, submissionCreatedSchema } from "#server/submissions/crm-payload.server.ts";
import { toRow } from "#server/submissions/rows.server.ts";
import { contactForms } from "#shared/forms/contact.ts";
import { privacyForms } from "#shared/forms/privacy.ts";
import type { Submission } from "#shared/forms/schema.ts";
import { contracts, driftedContracts, jsonSchemaText } from "./webhook-schemas.ts";

describe("webhook contracts", () => {
  it("publishes a JSON Schema for every event's current version, equal to the code's", () => {
    const drifted = driftedContracts().map(
      ({ contract, reason }) => `${contract.event} v${contract.version}: ${reason}`,
    );
    // A payload that changed without a new version is a broken contract: raise the version
    // (next to the event's zod schema) and run `npm run webhook-schemas`.
    expect(drifted).toEqual([]);
  });

  it("notices a payload that changes: one more field is a different schema", () => {
    const created = contracts.find((c) => c.event === "submission.created")!;
    const grown = { ...created, schema: submissionCreatedSchema.extend({ extra: z.string() }) };
    expect(jsonSchemaText(grown)).not.toBe(jsonSchemaText(created));
  });

  it("builds a submission.created that fits its contract for every form", () => {
    const base = {
      submissionId: "7d2b4a1e-3c5f-4a8b-9e6d-1f2a3b4c5d6e",
      humanCheckProof: "p",
      humanVerification: "Apple",
      firstName: "Ann",
      lastName: "Lee",
      email: "ann@example.com",
      phone: "0412 000 111",
      message: "Hello",
      touch: { utm_source: "google", referrer: "https://example.org/", landing_page: "/contact?utm_source=google" },
      consent: {
        version: "v",
        hash: "0".repeat(64),
        formVersion: "f",
        pageUrl: "https://example.com/contact",
        shownAt: "2026-11-25T00:00:00.000Z",
      },
    };
    const submissions: Submission[] = [
      ...Object.values(contactForms).map(
        (rules) => ({ ...base, formType: "contact", pageName: rules.pageName, company: "Acme" }) as Submission,
      ),
      ...Object.entries(privacyForms).map(
        ([region, rules]) =>
          ({
            ...base,
            formType: "privacy",
            region,
            pageName: rules.pageName,
            subject: rules.fields.subject.options[0],
            companyContacted: "Caller",
            communicationPreference: "Email",
            suppressFromMarketing: true,
          }) as unknown as Submission,
      ),
    ];
    for (const submission of submissions) {
      const stored = toRow(submission, "Apple", "UA", "2026-11-25T01:00:00.000Z");
      const receipt =
        stored.type === "privacy"
          ? {
              reference: "PR-2026-000001",
              jurisdiction: "AU" as const,
              dueDate: "2026-12-25",
              suppressionDueDate: null,
            }
          : undefined;
      const event = submissionCreated(stored, { duplicate: false, suppressed: true }, receipt);
      expect(() => submissionCreatedSchema.parse(event), submission.pageName).not.toThrow();
      expect(JSON.stringify(event)).not.toContain("UA"); // the user agent is not sent on
    }
  });

  it("builds suppression events that fit their contract, with the identifiers on suppression.created only", () => {
    const entry = {
      id: "2f1c7a4e-9b3d-4e8a-8c6f-0a1b2c3d4e5f",
      email: "ann@example.com",
      phone: "+61412000111",
      sourceCaseId: null,
    };
    const at = "2026-11-25T00:00:00.000Z";
    const created = suppressionEvent("suppression.created", entry, at);
    expect(() => suppressionCreatedSchema.parse(created)).not.toThrow();
    for (const [type, schema] of [
      ["suppression.deleted", suppressionDeletedSchema],
      ["suppression.erased", suppressionErasedSchema],
    ] as const) {
      const event = suppressionEvent(type, entry, at);
      expect(() => schema.parse(event), type).not.toThrow();
      expect(JSON.stringify(event), type).not.toMatch(/ann@|412000111/);
    }
  });

  it("builds a submission.erased that fits its contract and names no one", () => {
    const event = submissionErased(
      { id: "7d2b4a1e-3c5f-4a8b-9e6d-1f2a3b4c5d6e", formType: "contact" },
      "request",
      "PR-2026-000001",
      "2026-11-25T00:00:00.000Z",
    );
    expect(submissionErasedSchema.parse(event)).toEqual(event);
    expect(Object.keys(event.data).sort()).toEqual(["formType", "id", "privacyCase", "reason"]);
  });
});
