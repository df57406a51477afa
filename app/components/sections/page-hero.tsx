import type { ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";

/** The top section of a page: the page's only h1. */
export function PageHero({
  eyebrow,
  title,
  intro,
  children,
  className,
}: {
  eyebrow?: ReactNode;
  title: ReactNode;
  intro?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <section className={cn("bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white", className)}>
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
        {eyebrow ? (
          <p className="mb-3 text-sm font-semibold tracking-wide text-brand-100 uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="max-w-4xl text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">{title}</h1>
        {intro ? <div className="mt-5 max-w-3xl text-lg leading-8 text-brand-50">{intro}</div> : null}
        {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
      </div>
    </section>
  );
}
