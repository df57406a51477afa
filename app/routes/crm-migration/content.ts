// Content of the /crm-migration page. Figures (timings, accuracy, cost range, case study) come from the facts module.
// The entry "/crm-migration": shipped as content.json, checked by shared/content/schemas/crm-migration.ts; figures and claims are
// {fact:…} placeholders, resolved here against the facts.
import { entryContent, shippedContent } from "#app/content/shipped.ts";
import type { CrmMigrationContent } from "#shared/content/schemas/crm-migration.ts";
import data from "./content.json" with { type: "json" };

export const content = shippedContent<CrmMigrationContent>(data);

/** The content of the render under way (decision 066): read it where the page renders. */
export const pageContent = (): CrmMigrationContent => entryContent<CrmMigrationContent>("/crm-migration", data);

export const {
  caseStudy,
  closingCta,
  crmMigrationService,
  faqs,
  hero,
  intro,
  sections,
  services,
  steps,
  timeline,
  timelineText,
  variableGroups,
} = content;
