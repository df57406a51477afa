// Copy of the insights hub (/lead-generation-insights). The cards themselves (guides, articles,
// industry categories) are the insight catalogue in app/content/insights.ts, shared with other pages.
import { claims } from "#shared/site/facts.ts";

export const hero = {
  eyebrow: "Insights and guides",
  title: "Lead Generation Insights & Guides",
  intro: `Practical advice on buying and converting sales leads in Australia, from a team that has run lead campaigns for ${claims.yearsExperience} years. Start with the free buying guide, or go straight to your industry.`,
  guideCta: "Read the Buying Guide",
  contact: { label: "Talk to Our Team", to: "/contact" },
} as const;

export const sections = {
  core: {
    title: "Our core service",
    intro:
      "Everything in these guides comes from running real campaigns. If you would rather have the leads than the reading, start here.",
    stats: [
      { value: claims.yearsExperience, label: "Years experience" },
      { value: claims.qualityLeads, label: "Quality leads" },
      { value: claims.clients, label: "Clients" },
    ],
    quote: { label: "Get a Free Quote", to: "/contact" },
    aboutTitle: "How we work and who we are",
  },
  featured: {
    title: "Featured: the complete buying guide",
    intro: "Our most complete guide, free to read: more than ten chapters on buying sales leads in Australia.",
  },
  supporting: {
    title: "Supporting guides",
    intro: "Shorter reads on lead strategy, choosing a provider and working with call centres.",
  },
  industries: {
    title: "Insights by industry",
    intro: "Service pages and guides for the industries we work with most.",
  },
} as const;

export const closingCta = {
  id: "consultation",
  title: "Not sure where to start?",
  text: `Tell us about your business and who you want to reach. We reply within ${claims.replyWithinHours} hours, with a count and quote within ${claims.quoteWithinHours} hours at no cost.`,
  primary: { label: "Get Expert Consultation", to: "/contact" },
  secondary: { label: "Explore Our Solutions", to: "/our-solutions" },
} as const;
