// The one link to another site: opens in a new tab and says so to screen-reader users.
import { ExternalLink as ExternalIcon } from "lucide-react";
import type { ReactNode } from "react";

export function ExternalLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <ExternalIcon aria-hidden="true" className="ml-1 inline size-[0.9em] align-[-0.125em]" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
