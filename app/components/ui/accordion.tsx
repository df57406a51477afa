// The specification's FAQ: single-open and collapsible. Each question is a heading holding a
// button (aria-expanded, aria-controls); each answer is a region named by its question, in the
// prerendered HTML and hidden while closed. Arrow keys, Home and End move between questions
// (WAI-ARIA accordion pattern). Written by hand rather than with Radix: the pattern is this small,
// and Radix's accordion cost every FAQ page about 15 KB of JavaScript (decision 024).
import { ChevronDown } from "lucide-react";
import { type KeyboardEvent, type ReactNode, useId, useState } from "react";

export interface AccordionItemData {
  question: string;
  answer: ReactNode;
}

function moveFocus(e: KeyboardEvent<HTMLButtonElement>) {
  const keys: Record<string, (i: number, n: number) => number> = {
    ArrowDown: (i, n) => (i + 1) % n,
    ArrowUp: (i, n) => (i - 1 + n) % n,
    Home: () => 0,
    End: (_, n) => n - 1,
  };
  const step = keys[e.key];
  const root = e.currentTarget.closest("[data-accordion]");
  if (!step || !root) return;
  const triggers = [...root.querySelectorAll<HTMLButtonElement>("button[aria-controls]")];
  const i = triggers.indexOf(e.currentTarget);
  e.preventDefault();
  triggers[step(i, triggers.length)]?.focus();
}

export function Accordion({
  items,
  headingLevel = 3,
}: {
  items: readonly AccordionItemData[];
  headingLevel?: 2 | 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  const [open, setOpen] = useState<number | null>(null);
  const baseId = useId();
  return (
    <div data-accordion className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {items.map((item, i) => {
        const triggerId = `${baseId}-trigger-${i}`;
        const panelId = `${baseId}-panel-${i}`;
        const isOpen = open === i;
        return (
          <div key={item.question} data-state={isOpen ? "open" : "closed"}>
            <Heading className="m-0">
              <button
                type="button"
                id={triggerId}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => setOpen(isOpen ? null : i)}
                onKeyDown={moveFocus}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-base font-semibold text-slate-900 hover:bg-slate-50"
              >
                {item.question}
                <ChevronDown
                  aria-hidden="true"
                  className={`size-5 shrink-0 text-brand-700 transition-transform${isOpen ? " rotate-180" : ""}`}
                />
              </button>
            </Heading>
            <section
              id={panelId}
              aria-labelledby={triggerId}
              hidden={!isOpen}
              data-state={isOpen ? "open" : "closed"}
              className="px-5 pb-5 text-slate-700 leading-7"
            >
              {item.answer}
            </section>
          </div>
        );
      })}
    </div>
  );
}
