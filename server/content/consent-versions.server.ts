// The consent record's hash with published facts (decision 091). The statements' words are code; the
// facts they quote are the published facts of the page's render. A render is given the hash of its
// facts (a form's island sends it back with the submission), and the submission check accepts the
// current label's hash under every facts version ever published, so a page opened before a publish
// still sends: what a person was shown stays provable from the label (the words in Git) and the facts
// version whose hash it is (the content history).
import { createHash } from "node:crypto";
import type { Storage } from "#server/db/database.server.ts";
import {
  acceptConsentVersion,
  CONSENT_VERSION,
  type ConsentVersion,
  consentText,
  type StatementFacts,
} from "#shared/consent/statements.ts";
import type { FactsData } from "#shared/content/placeholders.ts";
import { FACTS_ID, readAllVersionData } from "./content-store.server.ts";

/** The current statements' version with these facts. */
export function consentVersionOf(facts: FactsData): ConsentVersion {
  const text = consentText(facts as unknown as StatementFacts);
  return { label: CONSENT_VERSION.label, sha256: createHash("sha256").update(text, "utf8").digest("hex") };
}

/** Accepts submissions made with these facts' statements. */
export function acceptConsentOf(facts: FactsData): void {
  acceptConsentVersion(consentVersionOf(facts));
}

/** Accepts the statements of every facts version ever published (an instance's start). */
export async function acceptPublishedConsent(storage: Storage): Promise<number> {
  const versions = await readAllVersionData(storage, FACTS_ID);
  for (const data of versions) {
    try {
      acceptConsentOf(data as FactsData);
    } catch {
      // A version stored without the statements' facts (not through the desk): no page showed it.
    }
  }
  return versions.length;
}
