// What the suppression list keeps, stated once: the privacy policies and the deletion response
// say it in words, the server (server/privacy/suppression.server.ts, personal-data.server.ts) does
// it, and a test checks that the personal-data map's columns of suppression_entries match.

/** The keyed hash of an email address or phone number: HMAC-SHA256 with a secret key (decision 034). */
export const SUPPRESSION_HASH = { name: "HMAC-SHA256", nodeAlgorithm: "sha256" } as const;

/** What an entry holds while the person's other details are held too (the columns in brackets). */
export const suppressionKeeps = [
  { what: "name", column: "name" },
  { what: "email address", column: "email_norm" },
  { what: "phone number", column: "phone_e164" },
  { what: "postal address (if given)", column: "address" },
] as const;

/** What an entry keeps once the person's data is erased: the keyed hashes of their identifiers. */
export const suppressionKeepsAfterErasure = [
  { what: "email address", column: "email_hmac" },
  { what: "phone number", column: "phone_hmac" },
] as const;

const list = (items: readonly string[]) =>
  items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

/** "your name, email address, phone number and postal address (if given)" */
export const suppressionKeepsText = `your ${list(suppressionKeeps.map((k) => k.what))}`;

/** "only a keyed hash (HMAC-SHA256, with a secret key) of your email address and phone number" */
export const suppressionHashesText = `only a keyed hash (${SUPPRESSION_HASH.name}, with a secret key) of your ${list(
  suppressionKeepsAfterErasure.map((k) => k.what),
)}`;

/** The sentence both policies and the deletion response use for what is left after erasure. */
export const suppressionAfterErasureText = `${suppressionHashesText}, which lets us recognise them if they reach us again without keeping them`;
