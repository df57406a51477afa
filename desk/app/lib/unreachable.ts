// A desk form (a <Form> or a fetcher) whose request never reached the desk (no connection, the
// server restarting) is answered in the browser, so the screen says so instead of saying nothing; the
// words typed stay on the screen. Anything the server answered, redirects and errors included, is
// passed on as it came. The answer has the shape of an intent's (lib/intents.server.ts), so a screen's
// <IntentForm> shows it as the refusal it is.
import type { SubmissionResult } from "@conform-to/react";
import type { ShouldRevalidateFunction } from "react-router";

/** What a screen shows when the desk could not be reached; `unreachable` lets it try again later. */
export interface UnreachableAnswer {
  intent: string;
  target: string | null;
  ok: false;
  unreachable: true;
  message: string;
  result: SubmissionResult<string[]>;
}

/** "<what>: the desk could not be reached (check the connection)." */
export const unreachableMessage = (what: string) => `${what}: the desk could not be reached (check the connection).`;

export async function answerWhenUnreachable<T>(
  request: Request,
  serverAction: () => Promise<T>,
  messages: Record<string, string> = {},
): Promise<T | UnreachableAnswer> {
  // Copied before sending (the body can be read once), read only if no answer comes.
  const copy = request.clone();
  try {
    return await serverAction();
  } catch (error) {
    // fetch() rejects with a TypeError only when no answer came at all.
    if (!(error instanceof TypeError)) throw error;
    const posted = await copy.formData();
    const intent = String(posted.get("intent") ?? "");
    const id = posted.get("id");
    const message = messages[intent] ?? `${unreachableMessage("Not done")} Try again in a moment.`;
    return {
      intent,
      target: typeof id === "string" ? id : null,
      ok: false,
      unreachable: true,
      message,
      result: { status: "error", error: { "": [message] } },
    };
  }
}

/**
 * Each screen's `shouldRevalidate`, the shell's too: after an answer given here the screen's data
 * is not read again (it would fail the same way and replace the screen with the error page).
 */
export const revalidateUnlessUnreachable: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  !(actionResult && typeof actionResult === "object" && "unreachable" in actionResult) && defaultShouldRevalidate;
