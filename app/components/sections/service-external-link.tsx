import { ExternalLink as ExternalIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

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
      className={cn(
        "inline-flex items-center gap-1 font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800",
        className,
      )}
    >
      {children}
      <ExternalIcon aria-hidden="true" className="size-4 shrink-0" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
