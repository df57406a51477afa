// Privacy cases as data both the server and the pages understand: request types (from the forms'
// subjects), statuses and the workflow's allowed steps, and what the requester is told at intake.
import type { Jurisdiction } from "./jurisdictions.ts";

export { jurisdictionOf } from "./jurisdictions.ts";

export const requestTypes = [
  "suppression",
  "objection",
  "access",
  "correction",
  "deletion",
  "restriction",
  "portability",
  "information",
  "source",
  "complaint",
  "other",
] as const;
export type RequestType = (typeof requestTypes)[number];

/** The form's subject → the request type (unknown subjects are "other"). */
const subjectTypes: Record<string, RequestType> = {
  "Opt out of marketing (suppression)": "suppression",
  "Access my personal information": "access",
  "Correct my personal information": "correction",
  "Delete my personal information": "deletion",
  "Where did you get my details?": "source",
  "Make a privacy complaint": "complaint",
  "Other privacy question": "other",
  "Information about how my data is used": "information",
  "Access to my personal data": "access",
  "Correction of my personal data": "correction",
  "Restrict processing of my personal data": "restriction",
  "Deletion of my personal data": "deletion",
  "Data portability": "portability",
  "Object to direct marketing": "objection",
  "Make a complaint": "complaint",
};

export function requestTypeOf(subject: string): RequestType {
  return subjectTypes[subject] ?? "other";
}

/** Types that are themselves a request to stop marketing (Spam Act opt-out; UK GDPR Art. 21(3)). */
export function asksForSuppression(type: RequestType): boolean {
  return type === "suppression" || type === "objection";
}

export const caseStatuses = [
  "received",
  "identity_check",
  "in_progress",
  "completed",
  "refused",
  "withdrawn",
  "duplicate",
] as const;
export type CaseStatus = (typeof caseStatuses)[number];

export const closedStatuses: readonly CaseStatus[] = ["completed", "refused", "withdrawn", "duplicate"];

/** The workflow: received → identity check → in progress → completed | refused | withdrawn | duplicate. */
export const allowedSteps: Record<CaseStatus, readonly CaseStatus[]> = {
  received: ["identity_check", "in_progress", "refused", "withdrawn", "duplicate"],
  identity_check: ["in_progress", "refused", "withdrawn", "duplicate"],
  in_progress: ["completed", "refused", "withdrawn", "duplicate"],
  completed: [],
  refused: [],
  withdrawn: [],
  duplicate: [],
};

export function isCaseStatus(value: unknown): value is CaseStatus {
  return typeof value === "string" && (caseStatuses as readonly string[]).includes(value);
}

/** What the 201 answer and the acknowledgement tell the requester. */
export interface CaseReceipt {
  reference: string;
  jurisdiction: Jurisdiction;
  /** YYYY-MM-DD in the jurisdiction's time zone. */
  dueDate: string;
  suppressionDueDate: string | null;
}
