import type { ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";

/** A page section with an h2 heading. */
export function Section({
  id,
  title,
  intro,
  children,
  tone = "white",
  className,
}: {
  id?: string;
  title?: ReactNode;
  intro?: ReactNode;
  children?: ReactNode;
  tone?: "white" | "muted" | "brand";
  className?: string;
}) {
  const tones = {
    white: "bg-white",
    muted: "bg-slate-50",
    brand: "bg-brand-800 text-white",
  } as const;
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section id={id} aria-labelledby={title ? headingId : undefined} className={cn(tones[tone], className)}>
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
        {title ? (
          <h2
            id={headingId}
            className={cn(
              "text-2xl font-bold tracking-tight text-balance sm:text-3xl",
              tone === "brand" ? "text-white" : "text-slate-900",
            )}
          >
            {title}
          </h2>
        ) : null}
        {intro ? (
          <div
            className={cn("mt-3 max-w-3xl text-lg leading-8", tone === "brand" ? "text-brand-50" : "text-slate-600")}
          >
            {intro}
          </div>
        ) : null}
        <div className={title || intro ? "mt-8" : undefined}>{children}</div>
      </div>
    </section>
  );
}
