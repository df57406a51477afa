// The addresses a link on a page may carry, whatever reaches it (issue 42 item 9): a path on this site,
// a place on the page, https:, mailto: or tel:. Anything else (javascript:, data:, vbscript:, a
// protocol-relative //host, and their forms hidden by case, tabs, newlines or control characters,
// which browsers drop before reading the scheme) becomes no address: the link renders as plain text.
// React escapes the value; this decides whether it is an address at all.

/** What a browser reads as the address: without the leading and trailing C0 controls and spaces, and every tab and newline. */
function asBrowserReads(href: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the URL standard strips exactly these
  return href.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, "").replace(/[\t\n\r]/g, "");
}

export function safeHref(href: unknown): string | undefined {
  if (typeof href !== "string") return undefined;
  const read = asBrowserReads(href);
  if (read !== href) return undefined;
  return /^(\/(?![/\\])|#|https:\/\/|mailto:|tel:)/i.test(read) ? href : undefined;
}
