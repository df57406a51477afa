import { ExternalLink as ExternalIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";

/** A link to another site: opens in a new tab and says so to screen-reader users. */
export function ServiceExternalLink({
  href,
  children,
  className,
}: {
  href: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={cn("font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800", className)}
    >
      {children}
      <ExternalIcon aria-hidden="true" className="ml-1 inline size-4 align-[-0.125em]" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
