// Input sanitising shared by the forms (as the visitor types and before sending) and
// the server (before validation and storage). It removes what no field ever needs —
// angle brackets and control characters — trims and bounds the length. It does NOT
// HTML-escape: values are stored as typed and encoded where they are rendered
// (docs/decisions/010-no-html-escaping-on-input.md).

/** Upper bounds from the specification (section 9): message 2000, other strings 1000. */
export const SANITISE_MAX = { text: 1000, message: 2000 } as const;

// C0 controls except tab and line feed, DEL, C1 controls, and the Unicode line/paragraph
// separators and bidi overrides that can disguise text.
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const CONTROL_SINGLE_LINE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const CONTROL_MULTI_LINE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
const ANGLE_BRACKETS = /[<>]/g;

/**
 * What the forms apply on every change: removes angle brackets and control characters
 * but keeps spaces where they are, so typing is never disturbed.
 */
export function stripUnsafe(value: string, multiline = false): string {
  const normalised = multiline ? value.replace(/\r\n?/g, "\n") : value;
  return normalised.replace(multiline ? CONTROL_MULTI_LINE : CONTROL_SINGLE_LINE, "").replace(ANGLE_BRACKETS, "");
}

/** Full sanitising: strip, trim, and cut to `max` characters (code points, never half a pair). */
export function sanitiseText(value: string, options: { multiline?: boolean; max?: number } = {}): string {
  const multiline = options.multiline ?? false;
  const max = options.max ?? (multiline ? SANITISE_MAX.message : SANITISE_MAX.text);
  let cleaned = stripUnsafe(value, multiline).trim();
  if (cleaned.length > max) {
    cleaned = Array.from(cleaned).slice(0, max).join("").trim();
  }
  return cleaned;
}
