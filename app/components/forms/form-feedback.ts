// The specification's toasts (section 8) and the shared steps of every form's submit.
import type { CSSProperties } from "react";
import { toastTexts } from "#shared/forms/messages.ts";
import type { FieldErrors } from "#shared/forms/rules.ts";
import type { HumanCheckController, HumanCheckState } from "./human-check.tsx";
import { prepareToasts, toaster } from "./toasts.tsx";

export const REDIRECT_DELAY_MS = 1500;

type Validation = typeof import("./validation.ts");
let validation: Promise<Validation> | undefined;

/**
 * The validation (zod and the form library's resolver), loaded when the visitor first focuses
 * a form (or at submit), so the pages render and hydrate without it. The toasts load with it.
 */
export function loadValidation(): Promise<Validation> {
  prepareToasts();
  validation ??= import("./validation.ts").catch((error: unknown) => {
    validation = undefined;
    throw error;
  });
  return validation;
}

// Sonner's rich colours put its red and green text at about 4.3:1 on their tints; these
// darker shades (red-800, green-800) meet WCAG AA (4.5:1) on the same backgrounds.
const errorStyle = { "--error-text": "#991b1b" } as CSSProperties;
const successStyle = { "--success-text": "#166534" } as CSSProperties;

type Toast = Awaited<ReturnType<typeof toaster>>;
// A toast that cannot load (offline, new deploy) is dropped: the fields show their own errors.
const show = (render: (toast: Toast) => unknown) => void toaster().then(render, () => {});
const error = (title: string, description: string) =>
  show((toast) => toast.error(title, { description, style: errorStyle }));

export const notify = {
  requiredFields: () => error(...toastTexts.requiredFields),
  verificationRequired: () => error(...toastTexts.verificationRequired),
  tooManyRequests: () => error(...toastTexts.tooManyRequests),
  validation: (first: string) => error(toastTexts.validationTitle, first),
  messageRequired: () => error(...toastTexts.messageRequired),
  failure: (description: string) => error(toastTexts.failureTitle, description),
  success: (title: string, description?: string) =>
    show((toast) => toast.success(title, description ? { description, style: successStyle } : { style: successStyle })),
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
