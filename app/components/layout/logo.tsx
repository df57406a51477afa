import { cn } from "#app/lib/cn.ts";
import { siteFacts } from "#shared/content/site-facts.ts";

function Mark({ size = 36 }: { size?: number }) {
  return (
    <svg viewBox="0 0 40 40" width={size} height={size} aria-hidden="true" className="shrink-0">
      <circle cx="20" cy="20" r="18" fill="#1e40af" />
      <path d="M12 11v18h16v-4H16.5V11z" fill="#fff" />
      <circle cx="27" cy="13" r="3.5" fill="#10b981" />
    </svg>
  );
}

/**
 * The wordmark: an inline mark plus real text, so it costs no request, never
 * shifts, and its accessible name is exactly what it shows.
 */
export function Logo({ className, old = false }: { className?: string; old?: boolean }) {
  const { brand } = siteFacts();
  if (old) {
    return (
      <span className={cn("inline-flex items-center gap-2 font-serif text-lg text-slate-700", className)}>
        <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" className="shrink-0">
          <rect width="32" height="32" rx="4" fill="#64748b" />
          <path d="M9 24V8h5v12h8v4z" fill="#fff" />
        </svg>
        {brand.oldName}
      </span>
    );
  }
  return (
    <span className={cn("inline-flex items-center gap-2", className)}>
      <Mark />
      <span className="flex flex-col leading-none">
        <span className="text-xl font-extrabold tracking-tight text-brand-900">{brand.shortName}</span>{" "}
        <span className="mt-0.5 text-[0.7rem] font-semibold tracking-[0.2em] text-accent-700 uppercase">
          {brand.name.replace(brand.shortName, "").trim()}
        </span>
      </span>
    </span>
  );
}
