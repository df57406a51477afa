// A form that posts one declared intent (its screen's forms.ts, desk/app/lib/forms.ts) and shows
// its answer: the hidden `intent` field, Conform's form state fed with the answer when it is this
// form's (field errors beside their fields through <Field>, values shown again), and what was done
// or why not, announced (role=status or role=alert). Its children get Conform's fields, typed by
// the intent's schema: `{(fields) => <Field meta={fields.body} … />}`, so a field the intent does
// not declare fails the type check. Several forms of one intent on a screen (one per row) are told
// apart by `target`, the record's id, posted as `id`.
import { type FormMetadata, FormProvider, getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import type { ComponentProps, FormEvent, ReactNode } from "react";
import { Form } from "react-router";
import type { FieldsOf, FormIntent } from "#desk/lib/forms.ts";

/** The part of an intent's answer a form reads (the route's typed answer has it). */
export interface AnswerLike {
  intent: string;
  target: string | null;
  ok: boolean;
  message: string;
  result: SubmissionResult<string[]>;
}

/** The answer when it is this form's, else undefined. */
export function answerFor<A extends AnswerLike>(answer: A | undefined, intent: FormIntent, target?: string) {
  return answer && answer.intent === intent.name && answer.target === (target ?? null) ? answer : undefined;
}

/** A form's fields as Conform gives them, one per field of its intent. */
export type FormFields<F extends FormIntent> = ReturnType<FormMetadata<FieldsOf<F>, string[]>["getFieldset"]>;

export function IntentForm<F extends FormIntent>({
  intent,
  answer,
  target,
  defaultValue,
  children,
  messages = "all",
  onSubmit,
  ...form
}: {
  /** The form's declaration from its screen's forms.ts. */
  intent: F;
  answer: AnswerLike | undefined;
  target?: string;
  defaultValue?: { [K in keyof FieldsOf<F>]?: string };
  /** The form's content, given its fields (or without them for a form of buttons only). */
  children: ReactNode | ((fields: FormFields<F>) => ReactNode);
  /** Which of the answer's messages this form shows (the rest the screen shows elsewhere). */
  messages?: "all" | "refusals" | "none";
  /** Instead of a plain post (a passkey ceremony first, then its own submit). */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
} & Omit<ComponentProps<typeof Form>, "method" | "children" | "id" | "onSubmit" | "noValidate" | "defaultValue">) {
  const mine = answerFor(answer, intent, target);
  const [meta, fields] = useForm<FieldsOf<F>>({
    id: target ? `${intent.name}-${target}` : intent.name,
    lastResult: mine?.result,
    defaultValue: defaultValue as Parameters<typeof useForm<FieldsOf<F>>>[0]["defaultValue"],
    constraint: intent.constraint,
  });
  // Native constraint validation stays on (required, lengths); the server checks everything again.
  const { noValidate: _native, ...props } = getFormProps(meta);
  const shown = mine && (messages === "all" || (messages === "refusals" && !mine.ok));
  return (
    <FormProvider context={meta.context}>
      <Form method="post" {...props} {...(onSubmit ? { onSubmit } : {})} {...form}>
        <input type="hidden" name="intent" value={intent.name} />
        {target && <input type="hidden" name="id" value={target} />}
        {typeof children === "function" ? children(fields) : children}
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
