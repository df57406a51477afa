import { ShieldCheck } from "lucide-react";
import { Blocks } from "#app/components/ui/rich-text.tsx";
import { cn } from "#app/lib/cn.ts";
import type { Statement } from "#shared/consent/statements.ts";

/**
 * A privacy notification statement (APP 5 notice) in a bordered panel. The wording lives in
 * shared/consent/statements.ts (it is part of the consent record); this only frames it.
 */
export function NotificationStatement({
  statement,
  headingLevel = 3,
  id,
  className,
}: {
  statement: Statement;
  headingLevel?: 2 | 3;
  id?: string;
  className?: string;
}) {
  const Heading = `h${headingLevel}` as const;
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <aside
      id={id}
      aria-labelledby={headingId}
      data-testid="notification-statement"
      className={cn("rounded-2xl border border-brand-100 bg-brand-50 p-5 sm:p-6", className)}
    >
      <div className="flex items-center gap-3">
        <ShieldCheck aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
        <Heading
          id={headingId}
          className={
            headingLevel === 2
              ? "text-2xl font-bold tracking-tight text-slate-900"
              : "text-lg font-semibold text-slate-900"
          }
        >
          {statement.title}
        </Heading>
      </div>
      <div
        className={cn(
          "mt-3 space-y-3 text-slate-700",
          headingLevel === 2 ? "text-base leading-7" : "text-sm leading-6",
          " [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_h3]:mt-5 [&_h3]:text-base [&_h3]:font-semibold [&_h3]:text-slate-900 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-5",
        )}
      >
        <Blocks blocks={statement.blocks} />
      </div>
    </aside>
  );
}
