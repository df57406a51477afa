// An in-article link to a page of the registry: the path is type-checked, so a
// typo or a redirecting old path fails the typecheck instead of costing a hop.
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { PagePath } from "#shared/site/pages.ts";

export function PageLink({ to, children }: { to: PagePath; children: ReactNode }) {
  return <Link to={to}>{children}</Link>;
}
