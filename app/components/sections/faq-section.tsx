import { Accordion } from "#app/components/ui/accordion.tsx";
import { Section } from "./section.tsx";
import type { Faq } from "./types.ts";

/** Frequently asked questions: single-open, collapsible (native <details name>, no script). */
export function FaqSection({
  faqs,
  title = "Frequently Asked Questions",
  id = "faq",
  tone = "muted",
}: {
  faqs: readonly Faq[];
  title?: string;
  id?: string;
  tone?: "white" | "muted";
}) {
  return (
    <Section id={id} title={title} tone={tone}>
      <div className="max-w-4xl" data-testid="faq">
        <Accordion items={faqs} />
      </div>
    </Section>
  );
}
