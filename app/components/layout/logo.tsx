import { brand } from "~/site/facts";

/** The wordmark, drawn inline so it costs no request and never shifts. */
export function Logo({ className, old = false }: { className?: string; old?: boolean }) {
  if (old) {
    return (
      <svg
        viewBox="0 0 220 40"
        width="220"
        height="40"
        role="img"
        aria-label={`${brand.oldName} logo (old)`}
        className={className}
      >
        <rect x="0" y="4" width="32" height="32" rx="4" fill="#64748b" />
        <path d="M9 28V12h5v12h8v4z" fill="#fff" />
        <text x="42" y="26" fontFamily="Georgia, serif" fontSize="16" fill="#334155">
          {brand.oldName}
        </text>
      </svg>
    );
  }
  return (
    <svg
      viewBox="0 0 200 40"
      width="200"
      height="40"
      role="img"
      aria-label={`${brand.name} logo`}
      className={className}
    >
      <circle cx="20" cy="20" r="18" fill="#1e40af" />
      <path d="M12 11v18h16v-4H16.5V11z" fill="#fff" />
      <circle cx="27" cy="13" r="3.5" fill="#10b981" />
      <text x="46" y="26" fontFamily="system-ui, sans-serif" fontSize="19" fontWeight="800" fill="#172554">
        Leadwise
      </text>
      <text x="134" y="26" fontFamily="system-ui, sans-serif" fontSize="12" fontWeight="600" fill="#047857">
        AUSTRALIA
      </text>
    </svg>
  );
}
