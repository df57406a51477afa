// The specification's Data Collection Statement: a button in every form that opens a
// dialog (overseas recipient countries, Privacy Act and APPs, retention and suppression,
// a link to /privacy-au), closed by its Close control or Escape.
import { FileText } from "lucide-react";
import { Link } from "react-router";
import { DialogClose, DialogContent, DialogRoot, DialogTrigger } from "#app/components/ui/dialog.tsx";
import { brand, overseasRecipientCountries, regulation } from "#shared/site/facts.ts";

const countries = `${overseasRecipientCountries.slice(0, -1).join(", ")} and ${overseasRecipientCountries.at(-1)}`;

export function DataCollectionStatement() {
  return (
    <DialogRoot>
      <DialogTrigger
        type="button"
        className="inline-flex min-h-11 items-center gap-2 rounded-lg px-1 text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
      >
        <FileText aria-hidden="true" className="size-4" />
        Data Collection Statement
      </DialogTrigger>
      <DialogContent title="Data Collection Statement" closeLabel="Close dialog">
        <div className="space-y-3 text-sm leading-6 text-slate-700">
          <p>
            {brand.legalName} collects the details you give in this form to answer your enquiry or request, to keep a
            record of our dealings with you and to manage our marketing and suppression lists.
          </p>
          <p>
            We comply with the {regulation.privacyAct} (Cth) and the {regulation.privacyPrinciples} (APPs).
          </p>
          <p>
            Your personal information may be disclosed to our service providers, clients and partners overseas. The
            countries they are likely to be in are {countries}.
          </p>
          <p>
            We hold personal information until it is no longer reasonably required, then destroy or de-identify it. We
            honour every request to be suppressed from marketing, and keep only what we need to make sure you are not
            contacted again.
          </p>
          <p>
            Read our{" "}
            <Link to="/privacy-au" className="font-semibold text-brand-700 underline underline-offset-4">
              Privacy Policy (Australia and New Zealand)
            </Link>{" "}
            for how to access or correct your information, or make a complaint.
          </p>
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
