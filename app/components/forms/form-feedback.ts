// The specification's toasts (section 8) and the shared steps of every form's submit.
import { toast } from "sonner";
import type { FieldErrors } from "../../../lib/form-options.ts";
import type { HumanCheckController, HumanCheckState } from "./human-check";

export const REDIRECT_DELAY_MS = 1500;

type Schemas = typeof import("../../../lib/form-schemas.ts");
let schemas: Promise<Schemas> | undefined;

/**
 * The zod schemas, loaded when the visitor first focuses a form (or at submit), so the
 * pages render and hydrate without the validation library.
 */
export function loadSchemas(): Promise<Schemas> {
  schemas ??= import("../../../lib/form-schemas.ts").catch((error: unknown) => {
    schemas = undefined;
    throw error;
  });
  return schemas;
}

export const notify = {
  requiredFields: () => toast.error("Error", { description: "Please fill in all required fields." }),
  verificationRequired: () =>
    toast.error("Verification Required", { description: "Please complete the human verification." }),
  tooManyRequests: () =>
    toast.error("Too Many Requests", { description: "Please wait before submitting another form." }),
  validation: (first: string) => toast.error("Validation Error", { description: first }),
  messageRequired: () => toast.error("Message Required", { description: "Please enter a message." }),
  failure: (description: string) => toast.error("Error", { description }),
  success: (title: string, description?: string) => toast.success(title, description ? { description } : undefined),
};

/** The human check's state, confirming a chosen but unchecked answer first. */
export async function ensureVerified(
  state: HumanCheckState,
  controller: HumanCheckController | null,
): Promise<HumanCheckState> {
  if (state.verified) return state;
  return controller ? controller.verifyPending() : state;
}

/** Waits until the challenge has been out for the server's minimum fill time. */
export async function waitUntilReady(state: HumanCheckState): Promise<void> {
  const wait = (state.readyAt ?? 0) - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

/** Moves focus to the first field with an error (in the order of `order`). */
export function focusFirstError(formId: string, errors: FieldErrors, order: readonly string[]): void {
  const first = order.find((name) => errors[name]);
  if (!first) return;
  const element = document.getElementById(`${formId}-${first}`);
  element?.focus();
}
