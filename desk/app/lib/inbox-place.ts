// Where one is in the inbox (issue 25): its filters, search and page as a query string that the
// inbox's links to an enquiry carry, so the enquiry's "Back to the inbox" and previous/next keep
// the view being worked through.

/** `values` with `change` applied, as "?a=1&b=2" ("" when empty); empty values are left out. */
export function withParams(values: Record<string, string>, change: Record<string, string | undefined> = {}): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...values, ...change })) if (v) params.set(k, v);
  const query = params.toString();
  return query ? `?${query}` : "";
}
