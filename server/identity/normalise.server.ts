// How a person is recognised across submissions, the suppression list and erasure: the email
// address lower-cased, the phone number in E.164 (libphonenumber, with the form's country as
// the default for local numbers). Used for duplicate flags, "earlier submissions from the same
// person", suppression matching and erasure.
import { parsePhoneNumberFromString } from "libphonenumber-js/max";

export type CountryCode = "AU" | "NZ" | "GB";

/** Trimmed and lower-cased; "" when there is no usable address. */
export function normaliseEmail(email: string | null | undefined): string {
  const value = (email ?? "").trim().toLowerCase();
  return /^[^\s@]+@[^\s@]+$/.test(value) ? value : "";
}

/**
 * E.164 ("+61412345678") when the number parses for the default country (or carries its own
 * country code); otherwise the digits with a leading "+" kept, so that the same typed number
 * still matches itself; "" when there are fewer than six digits.
 */
export function normalisePhone(phone: string | null | undefined, country: CountryCode = "AU"): string {
  return readPhone(phone, country).e164;
}

/** The number normalised as above, and its national significant number when it parsed (one parse for both). */
export function readPhone(
  phone: string | null | undefined,
  country: CountryCode = "AU",
): { e164: string; national?: string } {
  const raw = (phone ?? "").trim();
  const digits = raw.replace(/\D/g, "");
  if (digits.length < 6) return { e164: "" };
  const parsed = parsePhoneNumberFromString(raw, country);
  if (parsed?.isValid()) return { e164: parsed.number, national: String(parsed.nationalNumber) };
  return { e164: raw.startsWith("+") ? `+${digits}` : digits };
}

/**
 * Search terms for a phone number: E.164 digits, national form with trunk 0, and without it.
 * `national` (from readPhone) saves parsing the number again.
 */
export function phoneSearchTerms(e164: string, national?: string): string[] {
  if (!e164) return [];
  const digits = e164.replace(/\D/g, "");
  const nsn = national ?? (e164.startsWith("+") ? parsePhoneNumberFromString(e164)?.nationalNumber : undefined);
  return [...new Set([digits, ...(nsn ? [String(nsn), `0${nsn}`] : [])])];
}
