// The three pricing models of the specification ('How We Charge'), shown on the home page and
// the solutions overview. No amounts: each model has a 'Receive A Quote' button to the contact page.
import type { PricingModel } from "#app/components/sections/types.ts";
import { siteFacts } from "#shared/content/site-facts.ts";

export const pricing = {
  title: "How We Charge",
  modelLabel: "Model",
  bestForLabel: "Best for:",
  cta: { label: "Receive A Quote", to: "/contact" },
} as const;

/** The models as the render under way shows them: the claims they quote are the published facts. */
export function pricingModels(): readonly PricingModel[] {
  const { claims } = siteFacts();
  const [trialSmall, trialLarge] = claims.trialLeads;
  return [
    {
      icon: "badge-dollar-sign",
      title: "Pay Per Lead",
      summary: "No fee for time: you pay for opportunities, not for our hours.",
      bestFor: "Lead generation, mortgage, fundraising and energy leads",
      points: [
        "A clear upfront cost per lead, agreed before we start",
        `Start with a trial of ${trialSmall} or ${trialLarge} leads`,
        "No payment if we cannot generate your leads",
        "Duplicates rejected in real time are never charged",
      ],
    },
    {
      icon: "database",
      title: "Lists and Leads, No Service Fee",
      summary: "Data, setup and processing are included in the price of the data.",
      bestFor: "Consumer marketing lists for direct mail and telemarketing",
      points: [
        "Selected to your brief, merged and de-duplicated against your own data",
        `A count and quote within ${claims.quoteWithinHours} hours at no additional cost`,
        "No separate charge for setup or processing",
      ],
    },
    {
      icon: "folder-kanban",
      title: "Fixed Project Fee",
      summary: "A fixed fee for the project, plus optional software if you want it.",
      bestFor: "Customer analytics and CRM migration",
      points: [
        `Analytics: initial insights in ${claims.analyticsInitialWeeks} weeks, full projects in ${claims.analyticsFullWeeks} weeks`,
        `CRM migration: typically ${claims.crmMigration.typicalWeeks} weeks from assessment to go-live`,
        "A fixed fee agreed before work begins",
      ],
    },
  ];
}
