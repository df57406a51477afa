import { ExternalLink } from "#app/components/ui/external-link.tsx";
import { siteFacts } from "#shared/content/site-facts.ts";

const marks = [
  { fill: "#be123c", glyph: "M20 31s-9-5.6-9-12a5 5 0 0 1 9-3 5 5 0 0 1 9 3c0 6.4-9 12-9 12z" },
  { fill: "#047857", glyph: "M22 8 12 23h7l-2 10 10-15h-7z" },
  { fill: "#1e40af", glyph: "M20 9 9 18v13h8v-7h6v7h8V18z" },
] as const;

/** The three brand logos (external sites, new tab), drawn inline so they cost no request. */
export function AboutBrandLogos() {
  const { brandLogos } = siteFacts();
  return (
    <ul className="grid gap-6 sm:grid-cols-3" data-testid="brand-logos">
      {brandLogos.map((b, i) => {
        const mark = marks[i % marks.length]!;
        const [first, ...rest] = b.name.split(" ");
        return (
          <li key={b.url}>
            <ExternalLink
              href={b.url}
              iconClassName="size-4 shrink-0 text-slate-500 group-hover:text-brand-700"
              className="group flex h-full items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-600"
            >
              <svg
                viewBox="0 0 200 40"
                width="200"
                height="40"
                role="img"
                aria-label={`${b.name} logo`}
                className="h-12 w-auto"
              >
                <circle cx="20" cy="20" r="18" fill={mark.fill} />
                <path d={mark.glyph} fill="#fff" />
                <text x="46" y="19" fontFamily="system-ui, sans-serif" fontSize="15" fontWeight="800" fill="#172554">
                  {first}
                </text>
                <text x="46" y="34" fontFamily="system-ui, sans-serif" fontSize="11" fontWeight="600" fill={mark.fill}>
                  {rest.join(" ").toUpperCase()}
                </text>
              </svg>
            </ExternalLink>
          </li>
        );
      })}
    </ul>
  );
}
