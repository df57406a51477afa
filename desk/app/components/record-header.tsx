// The top of a record's page (an enquiry, a privacy case): the way back to its list, the heading
// with a one-line summary under it, and a row of badges and flags.
import type { ReactNode } from "react";
import { Link } from "react-router";

export function RecordHeader({
  back,
  around,
  title,
  summary,
  children,
}: {
  back: { to: string; label: string };
  /** Beside the way back: the records either side (previous, next). */
  around?: ReactNode;
  title: string;
  summary: ReactNode;
  /** Badges, flags and quick actions. */
  children: ReactNode;
}) {
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
        <p>
          <Link to={back.to} className="text-sm font-semibold text-brand-700 underline">
            {back.label}
          </Link>
        </p>
        {around}
      </div>
      <h1 className="mt-2 text-2xl font-bold">
        {title}
        <span className="sr-only"> — </span>
        <span className="block text-base font-normal text-slate-700">{summary}</span>
      </h1>
      <p className="mt-2 flex flex-wrap items-center gap-2">{children}</p>
    </>
  );
}
