import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import type { PagePath } from "#shared/site/pages.ts";

export function BackLink({ to, children }: { to: PagePath; children: string }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-2 font-medium text-brand-700 underline-offset-2 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {children}
    </Link>
  );
}
