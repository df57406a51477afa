// The one way to link to a page of this site. `to` is checked by the type checker against the
// page registry, so a typo, a removed page or an old path that only redirects fails
// `npm run typecheck` instead of costing visitors a 404 or a hop.
import type { ComponentProps } from "react";
import { Link, NavLink } from "react-router";
import type { Href } from "#shared/site/rich-text.ts";

export function PageLink({ to, ...props }: Omit<ComponentProps<typeof Link>, "to"> & { to: Href }) {
  return <Link to={to} {...props} />;
}

/** A registry-typed NavLink: marks the link to the current page (aria-current). */
export function PageNavLink({ to, ...props }: Omit<ComponentProps<typeof NavLink>, "to"> & { to: Href }) {
  return <NavLink to={to} {...props} />;
}
