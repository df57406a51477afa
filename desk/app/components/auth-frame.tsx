// The frame of the signed-out screens (sign-in, invitation, enrolment): one column, a heading,
// an error line announced to screen readers.
import type { ReactNode } from "react";

export function AuthFrame({ title, error, children }: { title: string; error?: string; children: ReactNode }) {
  return (
    <main className="mx-auto max-w-md px-4 py-16">
      <h1 className="text-2xl font-bold">{title}</h1>
      <div role="alert" className="mt-4 min-h-6 font-semibold text-red-700">
        {error}
      </div>
      {children}
    </main>
  );
}

/** The signed-out screens' fields: the label in bold above a full-width input. */
export const authField = { labelClassName: "block font-semibold", className: "input mt-1 w-full" } as const;
