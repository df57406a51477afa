// What the desk's screens and the server agree on about working an enquiry.

/** An enquiry's life: new → contacted → qualified → won | lost, or spam at any point. */
export const ENQUIRY_STATUSES = ["new", "contacted", "qualified", "won", "lost", "spam"] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

/** The longest note staff can save on an enquiry. */
export const NOTE_MAX = 5000;
