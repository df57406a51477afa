// The specification's Data Collection Statement: a button in every form that opens a
// dialog (overseas recipient countries, Privacy Act and APPs, retention and suppression,
// a link to /privacy-au), closed by its Close control or Escape.
import { FileText } from "lucide-react";
import { DialogClose, DialogContent, DialogRoot, DialogTrigger } from "#app/components/ui/dialog.tsx";
import { Blocks } from "#app/components/ui/rich-text.tsx";
import { type DataCollectionFacts, dataCollectionStatement } from "#shared/consent/statements.ts";

/** `facts`: what the statement quotes, as published when the page was rendered (decision 091). */
export function DataCollectionStatement({ facts }: { facts: DataCollectionFacts }) {
  const statement = dataCollectionStatement(facts);
  return (
    <DialogRoot>
      <DialogTrigger
        type="button"
        className="inline-flex min-h-11 items-center gap-2 rounded-lg px-1 text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
      >
        <FileText aria-hidden="true" className="size-4" />
        {statement.title}
      </DialogTrigger>
      <DialogContent title={statement.title} closeLabel="Close dialog">
        <div className="space-y-3 text-sm leading-6 text-slate-700">
          <Blocks blocks={statement.blocks} linkClassName="font-semibold text-brand-700 underline underline-offset-4" />
        </div>
        <div className="mt-6 flex justify-end">
          <DialogClose className="inline-flex h-11 items-center justify-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800">
            Close
          </DialogClose>
        </div>
      </DialogContent>
    </DialogRoot>
  );
}
