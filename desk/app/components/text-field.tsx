// One labelled text input of the desk's forms (sign-in, codes, recovery, passkey names): the
// label above, an optional hint tied to the input, the input full width. Other attributes pass
// through to the input.
import type { InputHTMLAttributes } from "react";

export function TextField({
  id,
  label,
  hint,
  ...input
}: { id: string; label: string; hint?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div>
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="text-sm text-slate-700">
          {hint}
        </p>
      )}
      <input id={id} name={id} aria-describedby={hintId} className="input mt-1 w-full" {...input} />
    </div>
  );
}
