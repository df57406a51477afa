import { ChevronDown } from "lucide-react";
import { Accordion as A } from "radix-ui";
import { type ReactNode, useId, useState } from "react";

export interface AccordionItemData {
  question: string;
  answer: ReactNode;
}

/**
 * Single-open, collapsible accordion (the specification's FAQ behaviour). Radix owns the state,
 * the trigger's ARIA and the keyboard (Enter, Space, arrow keys, Home, End). The answer panels are
 * plain regions instead of `Accordion.Content`: every answer must be in the prerendered HTML, and
 * force-mounted Radix content measures itself and reads computed styles per item while hydrating
 * (a forced style and layout pass for each, see docs/decisions/007-hydration-cost.md).
 */
export function Accordion({
  items,
  headingLevel = 3,
}: {
  items: readonly AccordionItemData[];
  headingLevel?: 2 | 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  const [open, setOpen] = useState("");
  const baseId = useId();
  return (
    <A.Root
      type="single"
      collapsible
      value={open}
      onValueChange={setOpen}
      className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white"
    >
      {items.map((item, i) => {
        const value = `item-${i}`;
        const triggerId = `${baseId}-trigger-${i}`;
        const panelId = `${baseId}-panel-${i}`;
        const isOpen = open === value;
        return (
          <A.Item key={item.question} value={value} className="group">
            <A.Header asChild>
              <Heading className="m-0">
                <A.Trigger
                  id={triggerId}
                  aria-controls={panelId}
                  className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-base font-semibold text-slate-900 hover:bg-slate-50"
                >
                  {item.question}
                  <ChevronDown
                    aria-hidden="true"
                    className="size-5 shrink-0 text-brand-700 transition-transform group-data-[state=open]:rotate-180"
                  />
                </A.Trigger>
              </Heading>
            </A.Header>
            {/* A section named by its question is a region landmark, as Radix's content would be. */}
            <section
              id={panelId}
              aria-labelledby={triggerId}
              hidden={!isOpen}
              data-state={isOpen ? "open" : "closed"}
              className="px-5 pb-5 text-slate-700 leading-7"
            >
              {item.answer}
            </section>
          </A.Item>
        );
      })}
    </A.Root>
  );
}
