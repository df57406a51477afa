// The specification's FAQ: single-open and collapsible, with no JavaScript at all. Each question is
// a native <details> whose <summary> holds the question's heading; every item of one FAQ shares a
// `name`, which makes the browser close the open item when another opens (an exclusive accordion,
// HTML's `details name`). The answers are in the prerendered HTML, so find-in-page opens them too.
// Keyboard (Tab, Enter, Space) and screen readers get the browser's own disclosure semantics.
import { ChevronDown } from "lucide-react";
import { type ReactNode, useId } from "react";

export interface AccordionItemData {
  question: string;
  answer: ReactNode;
}

export function Accordion({
  items,
  headingLevel = 3,
}: {
  items: readonly AccordionItemData[];
  headingLevel?: 2 | 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  // One group name per FAQ on the page: only its own items close each other.
  const group = `faq${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  return (
    <div data-accordion className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {items.map((item) => (
        <details key={item.question} name={group} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
            <Heading className="m-0 text-base font-semibold text-slate-900">{item.question}</Heading>
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180"
            />
          </summary>
          <div className="px-5 pb-5 text-slate-700 leading-7">{item.answer}</div>
        </details>
      ))}
    </div>
  );
}
