// Content of the /consumer-data-list-solutions page. Claims come from the facts module.
// The entry "/consumer-data-list-solutions": shipped as content.json, checked by shared/content/schemas/consumer-lists.ts; figures and claims are
// {fact:…} placeholders, resolved here against the facts.
import { entryContent, shippedContent } from "#app/content/shipped.ts";
import type { ConsumerListsContent } from "#shared/content/schemas/consumer-lists.ts";
import data from "./content.json" with { type: "json" };

export const content = shippedContent<ConsumerListsContent>(data);

/** The content of the render under way (decision 066): read it where the page renders. */
export const pageContent = (): ConsumerListsContent =>
  entryContent<ConsumerListsContent>("/consumer-data-list-solutions", data);

export const {
  approach,
  closingCta,
  consumerListsService,
  dataStrategy,
  faqs,
  fivePs,
  hero,
  sections,
  selectionGroups,
  strategyPillars,
  whyLists,
  whyPoints,
} = content;
