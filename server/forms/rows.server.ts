// From a validated submission to its table row (the specification's snake_case columns)
// and to the `formData` the webhook receives (the same row, booleans as booleans).

import type { AttributionColumns } from "#server/db/schema.server.ts";
import { type Attribution, attributionKeys } from "#shared/forms/attribution.ts";
import type { ConsentRecord, Submission } from "#shared/forms/schema.ts";
import type { ContactRow, PrivacyRow, StoreRequest } from "./store.server.ts";

function attributionColumns(attribution: Attribution | undefined): AttributionColumns {
  const columns: Record<string, string | null> = {};
  for (const touch of ["first", "last"] as const) {
    for (const key of attributionKeys) {
      const value = attribution?.[touch]?.[key];
      columns[`${touch}_${key}`] = value ? value : null;
    }
  }
  return columns as unknown as AttributionColumns;
}

function consentColumns(consent: ConsentRecord | undefined) {
  return {
    consent_version: consent?.version ?? null,
    consent_hash: consent?.hash ?? null,
    form_version: consent?.formVersion ?? null,
    consent_page_url: consent?.pageUrl ?? null,
    consent_shown_at: consent ? new Date(consent.shownAt).toISOString() : null,
  };
}

export function toRow(
  submission: Submission,
  answer: string,
  userAgent: string | null,
  createdAt: string,
): { request: StoreRequest; formData: Record<string, unknown> } {
  const base = {
    id: submission.submissionId,
    created_at: createdAt,
    first_name: submission.firstName,
    last_name: submission.lastName,
    phone: submission.phone,
    email: submission.email,
    message: submission.message,
    page_name: submission.pageName,
    human_verification_answer: answer,
    user_agent: userAgent,
    ip_address: null,
    ...attributionColumns(submission.attribution),
    ...consentColumns(submission.consent),
  };

  if (submission.formType === "contact") {
    const row: ContactRow = { ...base, company: submission.company || null };
    return { request: { table: "contact_submissions", row }, formData: { ...row } };
  }

  const row: PrivacyRow = {
    ...base,
    business_name: submission.businessName || null,
    communication_preference: submission.communicationPreference,
    company_contacted: submission.companyContacted,
    suppress_from_marketing: submission.suppressFromMarketing ? 1 : 0,
    subject: submission.subject,
    region: submission.region,
    address: submission.address || null,
    // Asked on the AU/NZ form only; null when not given (UK form, older pages).
    country: submission.region === "au" ? submission.country || null : null,
  };
  return {
    request: { table: "privacy_submissions", row },
    formData: { ...row, suppress_from_marketing: submission.suppressFromMarketing },
  };
}
