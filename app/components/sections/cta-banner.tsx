import { ArrowRight, CalendarClock } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import { PageLink } from "#app/components/ui/page-link.tsx";
import { RichText } from "#app/components/ui/rich-text.tsx";
import { PhoneButtons } from "./phone-buttons.tsx";
import { Section } from "./section.tsx";
import type { ClosingCta } from "./types.ts";

/**
 * The closing call to action on a brand background: a title, a line of text, the main button
 * (with an arrow, or a calendar icon when it books a call), an optional second link and, if the
 * page asks, both phone numbers.
 */
export function CtaBanner({ cta }: { cta: ClosingCta }) {
  const { primary, secondary } = cta;
  return (
    <Section
      id={cta.id ?? "cta"}
      title={cta.title}
      intro={
        cta.text ? (
          <RichText text={cta.text} linkClassName="font-medium text-white underline underline-offset-2" />
        ) : undefined
      }
      tone="brand"
    >
      <div className="flex flex-wrap gap-3">
        <Button asChild variant="inverse" size="lg">
          <PageLink to={primary.to}>
            {primary.booking ? <CalendarClock aria-hidden="true" /> : null}
            {primary.label}
            {primary.booking ? null : <ArrowRight aria-hidden="true" />}
          </PageLink>
        </Button>
        {secondary ? (
          <Button
            asChild
            variant="outline"
            size="lg"
            className="border-white bg-transparent text-white hover:bg-white/10"
          >
            <PageLink to={secondary.to}>{secondary.label}</PageLink>
          </Button>
        ) : null}
        {cta.phones ? <PhoneButtons variant="outline" /> : null}
      </div>
    </Section>
  );
}
