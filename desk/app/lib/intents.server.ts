// Every desk action is a declared intent (issue 22, decision 032): a name, who may send it (a
// visitor on the signing-in screens, a signed-in member, an administrator), one zod schema for
// its fields, and what it does. A route's action hands its intents to `handleIntents`, which reads
// the form once with Conform's parseWithZod against the discriminated union of the schemas
// (`intent` is the discriminator), checks the role declared beside the intent, runs it, and
// answers with one typed shape the forms show (components/intent-form.tsx): what was done or why
// not, and Conform's reply with the field errors and the values to show again. A malformed or
// unknown intent is a 400 with field errors; nothing here can turn bad input into a 500.
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import type { DeskRequest, DeskServices } from "#server/desk/services.server.ts";
import type { SessionInfo } from "#server/staff/sessions.server.ts";
import type { FormIntent } from "./forms.ts";
import { currentSession, requireStaff, type SignedInStaff } from "./staff.server.ts";

/** Who may send an intent. */
export type Role = "visitor" | "staff" | "admin";

/** What every intent's `run` gets. */
export interface VisitorContext {
  request: Request;
  params: Readonly<Record<string, string | undefined>>;
  services: DeskServices;
  desk: DeskRequest;
  /** The cookie's session at any stage (signing in, enrolling, signed in), if any. */
  session: SessionInfo | undefined;
}

export interface MemberContext extends VisitorContext {
  staff: SignedInStaff;
  /** The member's address (for audit entries). */
  ip: string;
}

/** An intent done: what to tell the member, and anything else its form shows (extra fields). */
export type Done = {
  ok: true;
  message: string /** Sent with the answer (a new session cookie). */;
  headers?: Record<string, string>;
};
/** An intent refused: the status, why, and the field it is about (else the whole form). */
export type Refusal = {
  ok: false;
  status: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 429;
  error: string;
  field?: string;
};
/** What an intent's `run` answers (either may carry more fields for its form). */
export type Outcome = Done | Refusal;

export interface IntentDeclaration<F extends FormIntent, R extends Role, O extends Outcome> {
  /** The form's declaration (its name and fields, lib/forms.ts), shared with the browser's form. */
  form: F;
  role: R;
  run(input: z.output<z.ZodObject<F["fields"]>>, ctx: R extends "visitor" ? VisitorContext : MemberContext): Promise<O>;
}

/** Declares one intent: a screen's form (forms.ts), who may send it, and what it does. */
export function intent<F extends FormIntent, R extends Role, O extends Outcome>(
  form: F,
  declaration: Omit<IntentDeclaration<F, R, O>, "form">,
): IntentDeclaration<F, R, O> {
  return { form, ...declaration };
}

// biome-ignore lint/suspicious/noExplicitAny: a map of intents each with its own fields and answer.
type AnyIntent = IntentDeclaration<FormIntent<string, any>, Role, Outcome>;
/** A screen's intents, each under its form's name. */
type Intents = Record<string, AnyIntent>;
// biome-ignore lint/suspicious/noExplicitAny: only the name is checked here.
type NamedAsDeclared<I> = { [K in keyof I]: IntentDeclaration<FormIntent<K & string, any>, Role, Outcome> };

type Base = "ok" | "message" | "headers" | "status" | "error" | "field";
type KeysOf<O> = O extends unknown ? keyof O : never;
type ValueOf<O, K extends PropertyKey> = O extends unknown ? (K extends keyof O ? O[K] : never) : never;
/** The extra fields an intent's outcomes carry (each may be absent from an answer). */
type ExtraOf<I> =
  I extends IntentDeclaration<FormIntent, Role, infer O> ? { [K in Exclude<KeysOf<O>, Base>]?: ValueOf<O, K> } : never;

/** The answer a form gets: which form sent it, what happened, and Conform's reply (field errors, values). */
export type IntentAnswer<I extends Intents = Intents> = {
  [K in keyof I & string]: {
    intent: K;
    /** The record the form acted on (its `id` field), when several forms on a screen share an intent. */
    target: string | null;
    ok: boolean;
    /** What was done, or why not. */
    message: string;
    result: SubmissionResult<string[]>;
  } & ExtraOf<I[K]>;
}[keyof I & string];

/** Fields never sent back to the browser in an answer. */
const SECRET_FIELDS = ["password", "confirm", "code", "response"];

/** The intent a malformed form named (for the answer), when it named one that exists. */
function namedIntent(payload: Record<string, unknown>, intents: Intents): string {
  const named = payload.intent;
  return typeof named === "string" && Object.hasOwn(intents, named) ? named : "unknown";
}

function schemaOf(intents: Intents) {
  const options = Object.values(intents).map(({ form }) => z.object({ intent: z.literal(form.name), ...form.fields }));
  const [first, ...rest] = options;
  if (!first) throw new Error("handleIntents: no intents");
  return z.discriminatedUnion("intent", [first, ...rest], {
    error: (issue) => (issue.code === "invalid_union" ? "Choose what to do." : undefined),
  });
}

const schemas = new WeakMap<Intents, ReturnType<typeof schemaOf>>();

export interface ActionArgs {
  request: Request;
  params: Readonly<Record<string, string | undefined>>;
  context: Readonly<RouterContextProvider>;
}

/**
 * Runs the intent a form posted. A route whose intents all need a member sends a visitor to sign
 * in before reading anything (as its loader does); an intent declared for administrators answers
 * 403 to anyone else.
 */
export async function handleIntents<I extends Intents & NamedAsDeclared<I>>(args: ActionArgs, intents: I) {
  const { request, params, context } = args;
  const roles = Object.values(intents).map((i) => i.role);
  const needsMember = roles.every((r) => r !== "visitor");
  // The screen's declared access is checked (403) before the form is read.
  const signedIn = needsMember ? await requireStaff(context, request) : undefined;
  const { session, services, desk } = signedIn ?? (await currentSession(context, request));

  let schema = schemas.get(intents);
  if (!schema) {
    schema = schemaOf(intents);
    schemas.set(intents, schema);
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw data("Send the form as a form.", { status: 400 });
  }
  // A NUL character is no text anyone types, and PostgreSQL cannot store or compare it: refused
  // here, for every field of every intent, before any query sees it.
  const posted = Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === "string")) as Record<
    string,
    string
  >;
  if (Object.values(posted).some((v) => v.includes("\u0000"))) {
    const message = "The form holds a character that cannot be stored (NUL). Remove it and try again.";
    const answer = {
      intent: namedIntent(posted, intents),
      target: null,
      ok: false,
      message,
      result: { status: "error" as const, error: { "": [message] } },
    };
    return data(answer as unknown as IntentAnswer<I>, { status: 400 });
  }
  const submission = parseWithZod(form, { schema });
  const target = typeof submission.payload.id === "string" ? submission.payload.id.slice(0, 200) : null;
  if (submission.status !== "success") {
    const name = namedIntent(submission.payload, intents);
    const unknown = name === "unknown";
    const answer = {
      intent: name,
      target,
      ok: false,
      message: unknown ? "That is not something this page can do." : "Check the marked fields.",
      result: submission.reply({ hideFields: SECRET_FIELDS }),
    };
    return data(answer as IntentAnswer<I>, { status: 400 });
  }
  const value = submission.value as { intent: keyof I & string } & Record<string, unknown>;
  const declared = intents[value.intent] as AnyIntent;
  if (declared.role === "admin" && signedIn?.staff.role !== "admin") {
    throw data("Your account cannot do this.", { status: 403 });
  }
  const base: VisitorContext = { request, params, services, desk, session };
  const ctx: VisitorContext | MemberContext = signedIn ? { ...base, staff: signedIn.staff, ip: signedIn.ip } : base;
  const outcome = (await declared.run(value, ctx as MemberContext)) as Outcome & Record<string, unknown>;
  if (!outcome.ok) {
    const { ok: _ok, status, error, field, ...extra } = outcome;
    const reply = submission.reply({
      hideFields: SECRET_FIELDS,
      ...(field ? { fieldErrors: { [field]: [error] } } : { formErrors: [error] }),
    });
    const answer = { ...extra, intent: value.intent, target, ok: false, message: error, result: reply };
    return data(answer as IntentAnswer<I>, { status });
  }
  const { ok: _ok, message, headers, ...extra } = outcome;
  const answer = {
    ...extra,
    intent: value.intent,
    target,
    ok: true,
    message,
    result: submission.reply({ resetForm: true }),
  };
  return data(answer as IntentAnswer<I>, { status: 200, headers });
}

const REFUSAL_STATUSES: readonly number[] = [400, 401, 403, 404, 409, 410, 413, 429];

/** A service's result as an intent's outcome: `message` when it worked, its refusal (status and error) when not. */
export function outcomeOf(
  result: { ok: true } | { ok: false; status: number; error: string },
  message: string,
): Done | Refusal {
  if (result.ok) return { ok: true, message };
  const status = (REFUSAL_STATUSES.includes(result.status) ? result.status : 400) as Refusal["status"];
  return { ok: false, status, error: result.error };
}
