// The facts as the render under way has them (decision 066): the published facts during a server
// render (a publish, a preview), recording which facts each page reads; the shipped facts in the
// build's prerender and in tests. Read them where the page renders, never into a module constant,
// so a fact changed in the desk changes every page, head and JSON-LD included.
import { facts } from "#shared/site/facts.ts";
import { currentRenderSource, trackedFacts } from "./render-source.ts";

/** The facts for the render under way, for code that shows a fact itself (the footer's hours, the phone numbers). */
export function siteFacts(): typeof facts {
  const source = currentRenderSource();
  return source ? (trackedFacts(source) as typeof facts) : facts;
}
