// The human-verification widget: a server-issued challenge (prompt and four images in a
// 2-column grid) answered as a radio group. The server decides: a right answer earns a
// signed proof the submission carries; a wrong one uses the challenge up and a new one
// loads. Mouse and touch choices are checked at once; with the keyboard, the arrow keys
// move the choice and Enter or Space (or leaving the group) confirms it.
import { Check, LoaderCircle, RefreshCw } from "lucide-react";
import { type RefObject, useCallback, useEffect, useImperativeHandle, useRef, useState } from "react";
import { cn } from "#app/lib/cn.ts";
import { fetchChallenge, verifyAnswer } from "#app/lib/form-api.ts";
import { type ChallengeView, MIN_FILL_MS } from "#shared/forms/human-check.ts";

export interface HumanCheckState {
  verified: boolean;
  answer: string | null;
  proof: string | null;
  /** Local time (ms) the challenge arrived: the submission waits until MIN_FILL_MS after it. */
  readyAt: number | null;
}

export interface HumanCheckController {
  /** Confirms a chosen but not yet checked answer; resolves with the resulting state. */
  verifyPending(): Promise<HumanCheckState>;
  /** Loads a new challenge (e.g. the server refused the proof). */
  reset(message?: string): void;
}

const UNVERIFIED: HumanCheckState = { verified: false, answer: null, proof: null, readyAt: null };

export function HumanCheck({
  id,
  onChange,
  controller,
  invalid = false,
}: {
  id: string;
  onChange: (state: HumanCheckState) => void;
  controller?: RefObject<HumanCheckController | null>;
  invalid?: boolean;
}) {
  const [challenge, setChallenge] = useState<(ChallengeView & { receivedAt: number }) | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [selected, setSelected] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [verified, setVerified] = useState<HumanCheckState>(UNVERIFIED);
  const [message, setMessage] = useState("");
  const pointerChoice = useRef(false);
  const groupRef = useRef<HTMLDivElement>(null);
  const focusAfterLoad = useRef(false);
  const stateRef = useRef({ challenge, selected, verified, busy });
  stateRef.current = { challenge, selected, verified, busy };
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const load = useCallback(async (note = "") => {
    stateRef.current = { ...stateRef.current, selected: null, verified: UNVERIFIED };
    setSelected(null);
    setVerified(UNVERIFIED);
    onChangeRef.current(UNVERIFIED);
    setLoadFailed(false);
    setChallenge(null);
    setMessage(note);
    try {
      const next = await fetchChallenge();
      setChallenge({ ...next, receivedAt: Date.now() });
    } catch {
      setLoadFailed(true);
      setMessage("The verification challenge could not be loaded. Please choose New Challenge to try again.");
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  useEffect(() => {
    if (challenge && focusAfterLoad.current) {
      focusAfterLoad.current = false;
      groupRef.current?.querySelector<HTMLInputElement>("input[type=radio]")?.focus();
    }
  }, [challenge]);

  const inFlight = useRef<Promise<HumanCheckState> | null>(null);

  const verifyNow = useCallback(
    async (label: string): Promise<HumanCheckState> => {
      const current = stateRef.current;
      if (!current.challenge) return UNVERIFIED;
      if (current.verified.verified) return current.verified;
      setBusy(true);
      setMessage("Checking…");
      const result = await verifyAnswer(current.challenge.token, label);
      setBusy(false);
      if (result.ok) {
        const state: HumanCheckState = {
          verified: true,
          answer: label,
          proof: result.proof.proof,
          readyAt: current.challenge.receivedAt + MIN_FILL_MS + 250,
        };
        stateRef.current = { ...stateRef.current, verified: state };
        setVerified(state);
        setMessage("Verified. Thank you.");
        onChangeRef.current(state);
        return state;
      }
      if (result.reason === "wrong") {
        focusAfterLoad.current = groupRef.current?.contains(document.activeElement) ?? false;
        void load("That was not the right image. Here is a new challenge.");
      } else if (result.reason === "limited") {
        setMessage("Too many attempts. Please wait a while and try again.");
      } else {
        setMessage("Your answer could not be checked. Please try again.");
      }
      return UNVERIFIED;
    },
    [load],
  );

  /** One check at a time: a second request while one is in flight shares its answer. */
  const verify = useCallback(
    (label: string): Promise<HumanCheckState> => {
      if (stateRef.current.verified.verified) return Promise.resolve(stateRef.current.verified);
      if (!inFlight.current) {
        inFlight.current = verifyNow(label).finally(() => {
          inFlight.current = null;
        });
      }
      return inFlight.current;
    },
    [verifyNow],
  );

  useImperativeHandle(
    controller,
    () => ({
      verifyPending: async () => {
        const { verified: state, selected: label } = stateRef.current;
        if (state.verified || !label) return state;
        return verify(label);
      },
      reset: (note?: string) => void load(note ?? "Please complete a new challenge."),
    }),
    [verify, load],
  );

  function choose(label: string) {
    if (stateRef.current.verified.verified || inFlight.current) return;
    stateRef.current = { ...stateRef.current, selected: label };
    setSelected(label);
    if (pointerChoice.current) {
      pointerChoice.current = false;
      void verify(label);
    }
  }

  const questionId = `${id}-question`;
  const helpId = `${id}-help`;
  const statusId = `${id}-status`;
  const locked = verified.verified || busy;

  return (
    <fieldset className="rounded-xl border border-slate-300 bg-slate-50 p-4" data-testid="human-check">
      <legend className="px-1 text-sm font-semibold text-slate-900">
        Human Verification
        <span aria-hidden="true" className="ml-0.5 text-red-700">
          *
        </span>
      </legend>
      <p id={questionId} className="mb-3 min-h-6 font-semibold text-slate-900" data-challenge-question="">
        {challenge ? challenge.question : loadFailed ? "" : "Loading challenge…"}
      </p>
      <div
        ref={groupRef}
        role="radiogroup"
        aria-labelledby={questionId}
        aria-describedby={`${helpId} ${statusId}`}
        aria-required="true"
        aria-invalid={invalid && !verified.verified ? true : undefined}
        aria-busy={!challenge || busy ? true : undefined}
        className="grid grid-cols-2 gap-3"
        onKeyDown={() => {
          pointerChoice.current = false;
        }}
        onBlur={(event) => {
          // Leaving the group with the keyboard confirms the choice.
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
            const label = stateRef.current.selected;
            if (label && !stateRef.current.verified.verified) void verify(label);
          }
        }}
      >
        {challenge
          ? challenge.options.map((option, index) => {
              const checked = selected === option.label;
              return (
                <label
                  key={`${challenge.token}-${option.label}`}
                  onPointerDown={() => {
                    pointerChoice.current = true;
                  }}
                  className={cn(
                    "flex min-h-20 cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border-2 bg-white p-2 text-center transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600",
                    checked
                      ? verified.verified
                        ? "border-accent-700 bg-emerald-50"
                        : "border-brand-700 bg-brand-50"
                      : "border-slate-300 hover:border-brand-700",
                    locked && !checked && "cursor-default hover:border-slate-300",
                  )}
                >
                  <input
                    type="radio"
                    className="sr-only"
                    name={`${id}-answer`}
                    id={`${id}-option-${index}`}
                    value={option.label}
                    checked={checked}
                    onChange={() => choose(option.label)}
                    onClick={() => {
                      // A click on the already chosen option (mouse) confirms it again after a failure.
                      if (pointerChoice.current && checked) {
                        pointerChoice.current = false;
                        void verify(option.label);
                      }
                    }}
                    onKeyDown={(event) => {
                      if (event.key === "Enter") {
                        // Enter confirms the chosen option (and must not submit the form).
                        event.preventDefault();
                        const label = stateRef.current.selected;
                        if (label) void verify(label);
                      }
                    }}
                    onKeyUp={(event) => {
                      // Space chooses the focused option and confirms it.
                      if (event.key === " " && !stateRef.current.verified.verified) {
                        stateRef.current = { ...stateRef.current, selected: option.label };
                        setSelected(option.label);
                        void verify(option.label);
                      }
                    }}
                  />
                  <span aria-hidden="true" className="text-3xl leading-none">
                    {option.emoji}
                  </span>
                  <span className="text-sm font-medium text-slate-800">{option.label}</span>
                </label>
              );
            })
          : [0, 1, 2, 3].map((n) => (
              <div
                key={n}
                aria-hidden="true"
                className="min-h-20 animate-pulse rounded-lg border-2 border-slate-200 bg-white"
              />
            ))}
      </div>
      <p id={helpId} className="mt-3 text-sm text-slate-600">
        Click on the correct image to verify you're human.
      </p>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
        <button
          type="button"
          onClick={() => void load()}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg px-1 text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
        >
          <RefreshCw aria-hidden="true" className="size-4" />
          New Challenge
        </button>
        <p
          id={statusId}
          role="status"
          className={cn(
            "flex items-center gap-1.5 text-sm font-medium",
            verified.verified ? "text-accent-700" : "text-slate-700",
          )}
        >
          {busy ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
          {verified.verified ? <Check aria-hidden="true" className="size-4" /> : null}
          {message}
        </p>
      </div>
    </fieldset>
  );
}
