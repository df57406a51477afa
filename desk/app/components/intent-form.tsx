// A form that posts one declared intent (desk/app/lib/intents.server.ts) and shows its answer:
// the hidden `intent` field, Conform's form state fed with the answer when it is this form's
// (field errors beside their fields through <Field>, values shown again), and what was done or
// why not, announced (role=status or role=alert). Several forms of one intent on a screen (one per
// row) are told apart by `target`, the record's id, posted as `id`.
import { FormProvider, getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import type { ComponentProps, FormEvent, ReactNode } from "react";
import { Form } from "react-router";

/** The part of an intent's answer a form reads (the route's typed answer has it). */
export interface AnswerLike {
  intent: string;
  target: string | null;
  ok: boolean;
  message: string;
  result: SubmissionResult<string[]>;
}

/** The answer when it is this form's, else undefined. */
export function answerFor<A extends AnswerLike>(answer: A | undefined, intent: string, target?: string) {
  return answer && answer.intent === intent && answer.target === (target ?? null) ? answer : undefined;
}

export function IntentForm({
  intent,
  answer,
  target,
  defaultValue,
  children,
  messages = "all",
  onSubmit,
  ...form
}: {
  intent: string;
  answer: AnswerLike | undefined;
  target?: string;
  defaultValue?: Record<string, string>;
  children: ReactNode;
  /** Which of the answer's messages this form shows (the rest the screen shows elsewhere). */
  messages?: "all" | "refusals" | "none";
  /** Instead of a plain post (a passkey ceremony first, then its own submit). */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
} & Omit<ComponentProps<typeof Form>, "method" | "children" | "id" | "onSubmit" | "noValidate" | "defaultValue">) {
  const mine = answerFor(answer, intent, target);
  const [meta] = useForm({
    id: target ? `${intent}-${target}` : intent,
    lastResult: mine?.result,
    defaultValue,
  });
  // Native constraint validation stays on (required, lengths); the server checks everything again.
  const { noValidate: _native, ...props } = getFormProps(meta);
  const shown = mine && (messages === "all" || (messages === "refusals" && !mine.ok));
  return (
    <FormProvider context={meta.context}>
      <Form method="post" {...props} {...(onSubmit ? { onSubmit } : {})} {...form}>
        <input type="hidden" name="intent" value={intent} />
        {target && <input type="hidden" name="id" value={target} />}
        {children}
        {shown && <IntentMessage answer={mine} />}
      </Form>
    </FormProvider>
  );
}

/** What an intent answered: its refusal as an alert, or what it did as a status. */
export function IntentMessage({ answer, className = "mt-2" }: { answer: AnswerLike; className?: string }) {
  return answer.ok ? (
    <p role="status" className={`${className} text-sm font-semibold text-green-800`}>
      {answer.message}
    </p>
  ) : (
    <p role="alert" className={`${className} text-sm font-semibold text-red-800`}>
      {answer.message}
    </p>
  );
}
