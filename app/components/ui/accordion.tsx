import { ChevronDown } from "lucide-react";
import { Accordion as A } from "radix-ui";
import type { ReactNode } from "react";

export interface AccordionItemData {
  question: string;
  answer: ReactNode;
}

/** Single-open, collapsible accordion (the specification's FAQ behaviour). */
export function Accordion({
  items,
  headingLevel = 3,
}: {
  items: readonly AccordionItemData[];
  headingLevel?: 2 | 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <A.Root
      type="single"
      collapsible
      className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white"
    >
      {items.map((item, i) => (
        <A.Item key={item.question} value={`item-${i}`} className="group">
          <A.Header asChild>
            <Heading className="m-0">
              <A.Trigger className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-base font-semibold text-slate-900 hover:bg-slate-50">
                {item.question}
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 text-brand-700 transition-transform group-data-[state=open]:rotate-180"
                />
              </A.Trigger>
            </Heading>
          </A.Header>
          {/* Force-mounted so every answer is in the prerendered HTML; closed ones are hidden by CSS. */}
          <A.Content forceMount className="px-5 pb-5 text-slate-700 leading-7 data-[state=closed]:hidden">
            {item.answer}
          </A.Content>
        </A.Item>
      ))}
    </A.Root>
  );
}
