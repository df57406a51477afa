// The facts as the render under way has them (decision 066): the published facts during a server
// render (a publish, a preview), recording which facts each page reads; the shipped facts in the
// build's prerender and in tests. Read them where the page renders, never into a module constant,
// so a fact changed in the desk changes every page, head and JSON-LD included.
import { CONSENT_VERSION, consentText, dataCollectionFacts, type ShownConsent } from "#shared/consent/statements.ts";
import { facts } from "#shared/site/facts.ts";
import { currentRenderSource, trackedFacts } from "./render-source.ts";

/** The facts for the render under way, for code that shows a fact itself (the footer's hours, the phone numbers). */
export function siteFacts(): typeof facts {
  const source = currentRenderSource();
  return source ? (trackedFacts(source) as typeof facts) : facts;
}

/**
 * The statements' version and facts for a form on the page under way: the published facts' hash, which
 * the server took before the render, or the shipped one (the build's prerender, tests).
 */
export function shownConsent(): ShownConsent {
  const f = siteFacts();
  const source = currentRenderSource();
  // Reading the whole text records every fact the hash is taken over among the page's reads.
  if (source) consentText(f);
  if (source && !source.consent) throw new Error("a render of published facts needs their consent version");
  const version = source?.consent ?? CONSENT_VERSION;
  return { label: version.label, sha256: version.sha256, statement: dataCollectionFacts(f) };
}
