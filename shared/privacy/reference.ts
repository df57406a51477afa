// A privacy case's reference, as the requester is given it (PR-2026-000123): the year and the
// case's number in that year. The one pattern the server, the form's receipt and the thank-you
// page's before-paint script check it by.

export const REFERENCE_PATTERN = /^PR-\d{4}-\d{6}$/;

export function formatReference(year: number, n: number): string {
  return `PR-${year}-${String(n).padStart(6, "0")}`;
}
