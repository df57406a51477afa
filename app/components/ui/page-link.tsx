// The one way to link to a page of this site. `to` is checked by the type checker against the
// page registry, so a typo, a removed page or an old path that only redirects fails
// `npm run typecheck` instead of costing visitors a 404 or a hop. A plain <a>: every page is a
// full load of prerendered HTML (decision 025), so links work the same inside and outside islands.
import type { ComponentProps } from "react";
import type { Href } from "#shared/site/rich-text.ts";
import { safeHref } from "#shared/site/safe-href.ts";

export function PageLink({ to, ...props }: Omit<ComponentProps<"a">, "href"> & { to: Href }) {
  return <a href={safeHref(to)} {...props} />;
}

/** Current when on the page or below it, as React Router's NavLink decided ("/" only on home). */
export function isCurrent(to: string, currentPath: string): boolean {
  const path = to.split(/[?#]/)[0] ?? to;
  return currentPath === path || (path !== "/" && currentPath.startsWith(`${path}/`));
}

/** A registry-typed link that marks the link to the current page (aria-current). */
export function PageNavLink({
  to,
  currentPath,
  ...props
}: Omit<ComponentProps<"a">, "href"> & { to: Href; currentPath: string }) {
  return <a href={safeHref(to)} aria-current={isCurrent(to, currentPath) ? "page" : undefined} {...props} />;
}
