// Response templates per request type and jurisdiction: data with {{placeholders}}, filled from
// the case, then edited by staff before it is sent through the mail outbox. The jurisdiction sets
// the law, the regulator a requester may complain to, and the words (AU/NZ "personal information",
// UK "personal data").
import { type AuditLog, actedOn } from "#server/audit/audit.server.ts";
import type { Storage } from "#server/db/database.server.ts";
import { inTransaction } from "#server/db/transaction.server.ts";
import { normaliseEmail } from "#server/identity/normalise.server.ts";
import { enqueueMail } from "#server/mail/outbox.server.ts";
import { formatIsoDate } from "#shared/format-date.ts";
import { type RequestType, requestTypes } from "#shared/privacy/cases.ts";
import { receiptDay } from "#shared/privacy/due-dates.ts";
import { type Jurisdiction, jurisdictionRecords } from "#shared/privacy/jurisdictions.ts";
import { suppressionAfterErasureText } from "#shared/privacy/suppression-list.ts";
import { brand } from "#shared/site/facts.ts";
import { type CaseResult, getCase } from "./cases.server.ts";

export interface ResponseTemplate {
  subject: string;
  text: string;
}

/** The words a template fills in, from the jurisdiction's record. */
function jurisdictionWords(jurisdiction: Jurisdiction): Record<string, string> {
  const r = jurisdictionRecords[jurisdiction];
  return { data: r.dataTerm, law: r.law.full, regulator: `${r.regulator.name} (${r.regulator.site})` };
}

const opening =
  "Dear {{firstName}},\n\nThank you for your privacy request {{reference}}, received on {{receivedDate}}.";
const closing =
  "\n\nIf you are not satisfied with our response, please reply to this email. You may also complain to {{regulator}}.\n\nKind regards,\nPrivacy Officer, {{business}}";

const bodies: Record<RequestType, { subject: string; body: string }> = {
  access: {
    subject: "Your request for access to your {{data}} ({{reference}})",
    body: "Under {{law}}, we enclose a copy of the {{data}} we hold about you:\n\n[List the records, their sources and how we use them.]",
  },
  correction: {
    subject: "Your correction request ({{reference}})",
    body: "Under {{law}}, we have corrected the {{data}} you asked us to correct:\n\n[Describe the corrections made, and anyone we passed the corrected details on to.]",
  },
  deletion: {
    subject: "Your deletion request ({{reference}})",
    body: `Under {{law}}, we have deleted the {{data}} we held about you from our records. On our suppression list we keep ${suppressionAfterErasureText}, so that you are not contacted again.`,
  },
  suppression: {
    subject: "You have been removed from our marketing ({{reference}})",
    body: "We have added your details to our suppression list. You will not receive marketing from us, and the lists we supply are washed against it.",
  },
  objection: {
    subject: "Your objection to direct marketing ({{reference}})",
    body: "Under {{law}}, we have stopped using your {{data}} for direct marketing and added you to our suppression list, which the lists we supply are washed against.",
  },
  restriction: {
    subject: "Your request to restrict processing ({{reference}})",
    body: "Under {{law}}, we have restricted the processing of your {{data}}:\n\n[Describe what is restricted and for how long.]",
  },
  portability: {
    subject: "Your data portability request ({{reference}})",
    body: "Under {{law}}, we enclose the {{data}} you gave us in a structured, commonly used, machine-readable format.\n\n[Attach or link the export.]",
  },
  information: {
    subject: "How we use your {{data}} ({{reference}})",
    body: "Under {{law}}, this is how we use your {{data}}:\n\n[The purposes, the lawful basis, who receives it, how long we keep it, and the source.]",
  },
  source: {
    subject: "Where we got your details ({{reference}})",
    body: "You asked where we obtained your {{data}}:\n\n[Name the source, when and how we collected it, and who we supplied it to.]",
  },
  complaint: {
    subject: "Your privacy complaint ({{reference}})",
    body: "We have investigated your complaint under {{law}}:\n\n[What we found, and what we have done about it.]",
  },
  other: {
    subject: "Your privacy question ({{reference}})",
    body: "[Answer the question.]",
  },
};

/** The template for a request type in a jurisdiction, placeholders unfilled. */
export function responseTemplate(type: RequestType, jurisdiction: Jurisdiction): ResponseTemplate {
  const t = bodies[type] ?? bodies.other;
  const words = jurisdictionWords(jurisdiction);
  const fill = (s: string) => s.replace(/\{\{(data|law|regulator)\}\}/g, (_, key: string) => words[key] ?? "");
  return { subject: fill(t.subject), text: fill(`${opening}\n\n${t.body}${closing}`) };
}

/** Replaces {{name}} with values; unknown placeholders stay, so staff see what is missing. */
export function fillTemplate(template: ResponseTemplate, values: Record<string, string>): ResponseTemplate {
  const fill = (s: string) => s.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => values[key] ?? whole);
  return { subject: fill(template.subject), text: fill(template.text) };
}

export const templateKeys = requestTypes;

const receivedDay = (jurisdiction: Jurisdiction, receivedAt: string) => {
  const day = receiptDay(jurisdiction, receivedAt);
  return day.ok ? day.date : receivedAt.slice(0, 10);
};

/** The case's template, filled from the case: what staff start editing. */
export async function draftResponse(
  storage: Storage,
  caseId: string,
  now: number,
): Promise<CaseResult<{ draft: ResponseTemplate }>> {
  const c = await getCase(storage, caseId, now);
  if (!c) return { ok: false, status: 404, code: "not_found", error: "There is no privacy case with this reference." };
  const draft = fillTemplate(responseTemplate(c.requestType, c.jurisdiction), {
    firstName: c.requester.firstName,
    reference: c.reference,
    // The day of receipt where the requester's law counts it (the due date counts from it too).
    receivedDate: formatIsoDate(receivedDay(c.jurisdiction, c.receivedAt)),
    dueDate: formatIsoDate(c.dueDate),
    business: brand.name,
  });
  return { ok: true, draft };
}

/** Sends the staff-edited response to the requester through the mail outbox, audited. */
export async function sendResponse(
  storage: Storage,
  audit: AuditLog,
  caseId: string,
  message: { subject: string; text: string },
  actor: { id: string; ip?: string },
  now: number,
): Promise<CaseResult<{ messageId: string }>> {
  const subject = message.subject.trim();
  const text = message.text.trim();
  if (!subject || subject.length > 200) {
    return { ok: false, status: 400, code: "subject", error: "Give the email a subject (up to 200 characters)." };
  }
  if (!text || text.length > 20_000) {
    return { ok: false, status: 400, code: "text", error: "Write the response (up to 20,000 characters)." };
  }
  if (/\{\{\w+\}\}|\[[^\]]*\]/.test(`${subject}\n${text}`)) {
    return {
      ok: false,
      status: 400,
      code: "unfilled",
      error: "Fill in or remove every {{placeholder}} and [bracketed instruction] before sending.",
    };
  }
  const at = new Date(now).toISOString();
  return inTransaction(storage, async (trx): Promise<CaseResult<{ messageId: string }>> => {
    const row = await trx
      .selectFrom("privacy_cases")
      .leftJoin("privacy_submissions", "privacy_submissions.id", "privacy_cases.id")
      .select(["privacy_cases.id", "privacy_cases.erased_at", "privacy_submissions.email"])
      .where("privacy_cases.id", "=", caseId)
      .executeTakeFirst();
    if (!row)
      return { ok: false, status: 404, code: "not_found", error: "There is no privacy case with this reference." };
    const to = normaliseEmail(row.email);
    if (!to || row.erased_at) {
      return {
        ok: false,
        status: 409,
        code: "no_email",
        error: "This requester gave no email address: reply by their chosen means.",
      };
    }
    const messageId = await enqueueMail(
      trx,
      { to: [to], subject, text },
      { kind: "privacy.response", now, about: caseId },
    );
    await trx
      .updateTable("privacy_cases")
      .set({ response_sent_at: at, updated_at: at })
      .where("id", "=", caseId)
      .execute();
    await audit.record(
      actedOn(actor, "privacy.case.response_sent", { type: "privacy_case", id: caseId }, { messageId }),
      trx,
    );
    return { ok: true, messageId };
  });
}
