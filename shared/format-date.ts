const months = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/**
 * '2025-09-18' → '18 September 2025' (Australian order). Built by hand, not with Intl and a Date,
 * so the prerendered and the hydrated text can never differ by locale data or time zone.
 */
export function formatIsoDate(iso: string): string {
  const [y, m, d] = iso.split("-").map(Number);
  return `${d} ${months[(m ?? 1) - 1]} ${y}`;
}
