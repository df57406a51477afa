// The one link to another site: opens in a new tab, shows the external-link icon (unless the
// place has no room for it) and says so to screen-reader users (unless its content already does,
// as an image's alt text can).
import { ExternalLink as ExternalIcon } from "lucide-react";
import type { AnchorHTMLAttributes, ReactNode } from "react";
import { safeHref } from "#shared/site/safe-href.ts";

export function ExternalLink({
  href,
  children,
  icon = true,
  iconClassName = "ml-1 inline size-[0.9em] align-[-0.125em]",
  announce = true,
  ...anchor
}: {
  href: string;
  children: ReactNode;
  icon?: boolean;
  iconClassName?: string;
  announce?: boolean;
} & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href" | "target" | "rel" | "children">) {
  return (
    <a href={safeHref(href)} target="_blank" rel="noopener noreferrer" {...anchor}>
      {children}
      {icon && <ExternalIcon aria-hidden="true" className={iconClassName} />}
      {announce && <span className="sr-only"> (opens in a new tab)</span>}
    </a>
  );
}
