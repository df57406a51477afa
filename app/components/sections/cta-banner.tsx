import type { ReactNode } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { PageLink } from "#app/components/ui/page-link.tsx";
import type { CtaLink } from "#app/components/ui/types.ts";
import { Section } from "./section.tsx";

/** Closing call to action on a brand background. */
export function CtaBanner({
  id = "cta",
  title,
  text,
  children,
}: {
  id?: string;
  title: string;
  text?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Section id={id} title={title} intro={text} tone="brand">
      <div className="flex flex-wrap gap-3">{children}</div>
    </Section>
  );
}

/** The usual pair of links in a CTA banner: a solid one, then an outlined one. */
export function CtaLinks({ primary, secondary }: { primary: CtaLink; secondary: CtaLink }) {
  return (
    <>
      <Button asChild variant="inverse" size="lg">
        <PageLink to={primary.to}>{primary.label}</PageLink>
      </Button>
      <Button asChild variant="outline" size="lg" className="border-white bg-transparent text-white hover:bg-white/10">
        <PageLink to={secondary.to}>{secondary.label}</PageLink>
      </Button>
    </>
  );
}
