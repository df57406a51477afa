// The acknowledgement a requester receives at intake: the reference, what happens next and the date
// by which they will hear back. The law, its words and the periods come from the jurisdiction
// records (shared/privacy/jurisdictions.ts): UK cases get UK wording (personal data, UK GDPR).

import type { MailMessage } from "#server/mail/outbox.server.ts";
import { formatIsoDate } from "#shared/format-date.ts";
import type { CaseReceipt, RequestType } from "#shared/privacy/cases.ts";
import { jurisdictionRecords, periodText } from "#shared/privacy/jurisdictions.ts";
import { brand } from "#shared/site/facts.ts";

export interface AcknowledgementInput {
  to: string;
  firstName: string;
  receipt: CaseReceipt;
  requestType: RequestType;
  verifyUrl: string;
}

export function acknowledgement(input: AcknowledgementInput): MailMessage {
  const { receipt } = input;
  const record = jurisdictionRecords[receipt.jurisdiction];
  const data = record.dataTerm;
  const law = record.law.title;
  const lines = [
    `Dear ${input.firstName},`,
    "",
    `We have received your privacy request. Your reference is ${receipt.reference}: please quote it if you contact us about this request.`,
    "",
    "What happens next",
    "",
    `1. Please confirm that this email address is yours by opening this link (it works once, for 14 days):`,
    `   ${input.verifyUrl}`,
    `   If you did not make this request, ignore this email and nothing more will happen.`,
    `2. Our privacy officer reviews your request and may contact you to confirm your identity before we disclose, correct or delete any ${data}.`,
    `3. We will respond by ${formatIsoDate(receipt.dueDate)}, as ${law} requires.`,
  ];
  if (receipt.suppressionDueDate) {
    lines.push(
      "",
      `You asked us to stop marketing to you. We have added your details to our suppression list, and this takes full effect by ${formatIsoDate(receipt.suppressionDueDate)} (within ${periodText(record.suppression.period)}).`,
    );
  }
  lines.push("", "Kind regards,", `Privacy Officer, ${brand.name}`);
  return {
    to: [input.to],
    subject: `Your privacy request ${receipt.reference}`,
    text: lines.join("\n"),
  };
}
