// The sentences of the privacy policies (/privacy-au, /privacy-uk) and the thank-you page that
// state a statutory period or what the suppression list keeps, generated from the jurisdiction
// records and the suppression list's declaration, so the pages cannot say something the code
// does not do. Plain strings: the pages' entries quote them by name (`policyTexts` below).

import { retention } from "#shared/site/facts.ts";
import { backupRetentionText } from "./backup-retention.ts";
import { type Jurisdiction, jurisdictionRecords, periodText, workingDaysMeaning } from "./jurisdictions.ts";
import { suppressionAfterErasureText, suppressionHashesText, suppressionKeepsText } from "./suppression-list.ts";

const au = jurisdictionRecords.AU;
const nz = jurisdictionRecords.NZ;
const uk = jurisdictionRecords.UK;

/** "30 days", "20 working days (not counting weekends, …)". */
function periodWithMeaning(code: Jurisdiction, rule: "response" | "suppression"): string {
  const { period } = jurisdictionRecords[code][rule];
  return period.unit === "working-days"
    ? `${periodText(period)} (${workingDaysMeaning(period.calendar)})`
    : periodText(period);
}

/** How long an answer takes, for the AU/NZ policy ("within 30 days … within 20 working days …"). */
export const auNzResponseText = `within ${periodText(au.response.period)} if you are in ${au.label} or anywhere else outside the United Kingdom and the European Union. If you are in ${nz.label}, we respond within ${periodWithMeaning("NZ", "response")}, as ${nz.law.title} counts them. Our acknowledgement email gives you the exact date`;

/** The AU/NZ policy's short form ("within 30 days, or 20 working days in New Zealand"). */
export const auNzResponseShort = `within ${periodText(au.response.period)}, or ${periodText(nz.response.period)} in ${nz.label}`;

/** How soon an opt-out takes effect, for the AU/NZ policy. */
export const auNzSuppressionText = `within ${periodWithMeaning("AU", "suppression")}; in ${nz.label}, within ${periodWithMeaning("NZ", "suppression")}`;

/** How long an answer takes under the UK GDPR, for the UK notice ("within one month …"). */
export const ukResponseText = (() => {
  const { period } = uk.response;
  const extension = period.unit === "months" ? periodText({ ...period, count: period.extensionMonths }) : "";
  return `within ${periodText(period)}, which we may extend by a further ${extension} for complex or numerous requests; if so, we will tell you why within the first month`;
})();

/** The UK notice's short form. */
export const ukResponseShort = `within ${periodText(uk.response.period)}`;

/** How soon an objection to direct marketing takes effect, for the UK notice. */
export const ukSuppressionText = `within ${periodWithMeaning("UK", "suppression")}`;

/** What the suppression list keeps, before and after erasure (both policies). */
export const suppressionListText = {
  whileHeld: `While we hold your other details, our suppression list keeps ${suppressionKeepsText}.`,
  afterErasure: `If you also ask us to delete your information, we delete all of it and keep on the suppression list ${suppressionAfterErasureText}.`,
};

/** For the thank-you page: when a privacy request is answered, in every jurisdiction. */
export const responseTimesText = `within ${periodText(au.response.period)} in ${au.label}, ${periodText(nz.response.period)} in ${nz.label} and ${periodText(uk.response.period)} in the ${uk.label}`;

/**
 * The sentences above that content entries quote as `{policy:name}` placeholders (decision 078), and
 * the names and periods the policies state from the records and the retention settings (decision 086):
 * generated, so the desk cannot change them; a page's words around them can be.
 */
export const policyTexts: Readonly<Record<string, string>> = {
  responseTimes: responseTimesText,
  auNzResponse: auNzResponseText,
  auNzResponseShort,
  auNzSuppression: auNzSuppressionText,
  ukResponse: ukResponseText,
  ukResponseShort,
  ukSuppression: ukSuppressionText,
  suppressionWhileHeld: suppressionListText.whileHeld,
  suppressionAfterErasure: suppressionListText.afterErasure,
  suppressionHashes: suppressionHashesText,
  backupRetentionAu: backupRetentionText("au"),
  backupRetentionUk: backupRetentionText("uk"),
  nzLabel: nz.label,
  nzLaw: nz.law.title,
  nzRegulator: `${nz.regulator.name} of New Zealand (${nz.regulator.site})`,
  enquiryMonths: String(retention.enquiryMonths),
  privacyCaseYears: String(retention.privacyCaseMonths / 12),
  analyticsEventDays: String(retention.analyticsEventDays),
};
