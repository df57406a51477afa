// From a validated submission to the row stored for it: every column from the field declarations
// (fields.server.ts), nothing written by hand per field.
import type { ContactSubmissionsTable, PrivacySubmissionsTable } from "#server/db/schema.server.ts";
import type { CountryCode } from "#server/identity/normalise.server.ts";
import type { Submission } from "#shared/forms/schema.ts";
import { jurisdictionOf, jurisdictionRecords } from "#shared/privacy/jurisdictions.ts";
import { answersOf, type FormType, recordedOf, submissionTables } from "./fields.server.ts";

export type ContactRow = ContactSubmissionsTable & { created_at: string };
export type PrivacyRow = PrivacySubmissionsTable & { created_at: string };

/** A submission as stored: its form type, its table and its row. */
export type StoredSubmission =
  | { type: "contact"; table: "contact_submissions"; row: ContactRow }
  | { type: "privacy"; table: "privacy_submissions"; row: PrivacyRow };

/** Every column of a submission's row: the answers, then what the server records, each from its declaration. */
export function toRow(
  submission: Submission,
  answer: string,
  userAgent: string | null,
  createdAt: string,
): StoredSubmission {
  const type: FormType = submission.formType;
  const values: Record<string, unknown> = {};
  const given = submission as unknown as Record<string, unknown>;
  for (const field of answersOf(type)) {
    const value = given[field.key as string];
    if (field.boolean) values[field.column] = value === true ? 1 : 0;
    else values[field.column] = typeof value === "string" && value !== "" ? value : field.notNull ? "" : null;
  }
  const context = { answer, userAgent, createdAt };
  for (const field of recordedOf(type)) values[field.column] = field.value(submission, context);
  if (type === "privacy") {
    return { type: "privacy", table: submissionTables.privacy, row: values as unknown as PrivacyRow };
  }
  return { type: "contact", table: submissionTables.contact, row: values as unknown as ContactRow };
}

/**
 * The country a person's phone number is read in: that of the jurisdiction the submission falls
 * under (one rule with the privacy case's, shared/privacy/jurisdictions.ts); enquiries are Australian.
 */
export function countryOf(submission: StoredSubmission): CountryCode {
  const jurisdiction =
    submission.type === "privacy"
      ? jurisdictionOf(submission.row.region, submission.row.country)
      : jurisdictionOf("au");
  return jurisdictionRecords[jurisdiction].phoneCountry;
}

/** The person's full name as one string. */
export function nameOf(submission: StoredSubmission): string {
  return `${submission.row.first_name} ${submission.row.last_name}`.trim();
}

/** The organisation the person named (company on an enquiry, business on a privacy request). */
export function organisationOf(submission: StoredSubmission): string | null {
  return (submission.type === "contact" ? submission.row.company : submission.row.business_name) || null;
}
