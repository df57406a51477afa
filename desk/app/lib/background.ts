// A request the desk makes by itself, not the member: the inbox's refresh every few seconds. It
// carries this query parameter, and the server reads the session for it without extending the
// 30-minute idle clock (issue 25, decision 040): only the member's own requests keep them signed in.
export const BACKGROUND_PARAM = "background";

/** The same address, marked as a background refresh. */
export function asBackground(pathAndQuery: string): string {
  return `${pathAndQuery}${pathAndQuery.includes("?") ? "&" : "?"}${BACKGROUND_PARAM}=1`;
}

export function isBackground(url: URL): boolean {
  return url.searchParams.get(BACKGROUND_PARAM) === "1";
}
