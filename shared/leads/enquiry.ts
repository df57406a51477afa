// What the desk's screens and the server agree on about working an enquiry.

/** An enquiry's life: new → contacted → qualified → won | lost, or spam at any point. */
export const ENQUIRY_STATUSES = ["new", "contacted", "qualified", "won", "lost", "spam"] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

/** The longest note staff can save on an enquiry. */
export const NOTE_MAX = 5000;

/** Statuses that end the lead: changing to one offers an undo. */
export const ENDING_STATUSES: readonly EnquiryStatus[] = ["won", "lost", "spam"];

/** How a logged call went (issue 25); any logged call is a response. */
export const CALL_OUTCOMES = ["spoke", "voicemail", "no_answer", "wrong_number"] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

export const callOutcomeLabels: Record<CallOutcome, string> = {
  spoke: "Spoke to them",
  voicemail: "Left a voicemail",
  no_answer: "No answer",
  wrong_number: "Wrong number",
};

/** The longest note on a logged call. */
export const CALL_NOTE_MAX = 1000;
