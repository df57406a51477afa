import { ArrowLeft } from "lucide-react";
import { PageLink } from "#app/components/ui/page-link.tsx";
import type { CtaLink } from "#app/components/ui/types.ts";

/** A link back to the parent page, above the hero. */
export function BackLink({ to, label }: CtaLink) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-3 sm:px-6">
      <PageLink
        to={to}
        className="inline-flex items-center gap-2 font-medium text-brand-700 underline-offset-2 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {label}
      </PageLink>
    </div>
  );
}
