// Copy of the Solutions overview (/our-solutions). Links always point at final URLs,
// never at redirecting paths such as /consumer-marketing-lists.
import type { IconName } from "#app/components/ui/types.ts";
import { claims, hours, industries } from "#shared/site/facts.ts";
import type { PagePath } from "#shared/site/pages.ts";

const [trialSmall, trialLarge] = claims.trialLeads;

export const solutionsHero = {
  eyebrow: "Leads, data and analytics",
  title: "Our Lead Generation and Data Solutions",
  intro: `Four ways we help Australian and New Zealand businesses find and keep customers: opt-in leads, customer analytics, consumer marketing lists and CRM migration. Each is priced per lead, per list or per project, and every conversation starts with a reply within ${claims.replyWithinHours} hours.`,
} as const;

export interface SolutionCard {
  icon: IconName;
  title: string;
  badge: string;
  description: string;
  features: readonly string[];
  link: PagePath;
  linkLabel: string;
}

export const solutionCards: readonly SolutionCard[] = [
  {
    icon: "megaphone",
    title: "Lead Generation",
    badge: "Pay per lead",
    description:
      "Opt-in B2C, call-centre and marketing leads delivered in real time, from a mix of warm digital and off-shore survey sources.",
    features: [
      `Trial of ${trialSmall} or ${trialLarge} leads, and no payment if we cannot generate them`,
      `Over ${claims.duplicateRejectionPercent}% of duplicates in large campaigns rejected free`,
      `A lead contact rate of about ${claims.contactRatePercent}%`,
    ],
    link: "/lead-generation",
    linkLabel: "Explore Lead Generation",
  },
  {
    icon: "chart-column",
    title: "Data Analytics",
    badge: "Fixed project fee",
    description:
      "Customer profiling, reactivation analysis and data enhancement that show who your best customers are and where to find more like them.",
    features: [
      `Initial insights in ${claims.analyticsInitialWeeks} weeks`,
      `Full projects in ${claims.analyticsFullWeeks} weeks`,
      "Profiles you can use to target lists and lead campaigns",
    ],
    link: "/customer-analytics",
    linkLabel: "Explore Data Analytics",
  },
  {
    icon: "list-checks",
    title: "Consumer Marketing Lists",
    badge: "No service fee",
    description:
      "Consumer lists for direct mail and telemarketing, selected to your brief, merged and de-duplicated against your own customer data.",
    features: [
      `Count and quote within ${claims.quoteWithinHours} hours at no additional cost`,
      "Data, setup and processing included",
      "Ready for direct mail or telemarketing",
    ],
    link: "/consumer-data-list-solutions",
    linkLabel: "Explore Consumer Marketing Lists",
  },
  {
    icon: "database-zap",
    title: "CRM Migration",
    badge: "Fixed project fee",
    description:
      "Assessment, mapping, cleansing and migration of your customer data into one reliable CRM, with enhancement along the way.",
    features: [
      `Typically ${claims.crmMigration.typicalWeeks} weeks from assessment to go-live`,
      `${claims.crmMigration.accuracy} data accuracy`,
      "Duplicates merged and records enhanced",
    ],
    link: "/crm-migration",
    linkLabel: "Explore CRM Migration",
  },
];

export interface IndustryExample {
  icon: IconName;
  name: string;
  text: string;
}

/** The six example industries (the first six of the facts module's list). */
export const industryExamples: readonly IndustryExample[] = [
  {
    icon: "heart-handshake",
    name: "Fundraising",
    text: "Regular-giver leads for charities and their telemarketing partners, sourced in line with the fundraising industry code.",
  },
  {
    icon: "zap",
    name: "Energy",
    text: "Opt-in, anti-hawking compliant leads for electricity and gas retailers, including home-mover data.",
  },
  {
    icon: "sun",
    name: "Solar",
    text: "Homeowners who have asked about solar panels and batteries, matched to the regions your installers cover.",
  },
  {
    icon: "home",
    name: "Mortgage",
    text: "SMS-verified, pre-qualified and exclusive home-loan enquiries for brokers, tested with a small first order.",
  },
  {
    icon: "heart-pulse",
    name: "Health",
    text: "Leads and lists for health, health-cover and retirement-living services that respect how people want to be approached.",
  },
  {
    icon: "umbrella",
    name: "Insurance",
    text: "Opt-in prospects for insurers and their call centres, de-duplicated against your existing policyholders.",
  },
];

export const industriesIntro = `Six of the industries we generate leads and data for across Australia and New Zealand. We also work in ${industries
  .slice(6)
  .map((i) => i.toLowerCase())
  .join(", ")} and more.`;

export const consultation = {
  title: "Not Sure Which Solution Fits?",
  text: `Book a free consultation. Tell us your customers, your volumes and how your team sells, and we will recommend the right mix, with a count and quote within ${claims.quoteWithinHours} hours.`,
  button: { label: "Book a Free Consultation", to: "/contact" },
  hours: `Phone lines are open ${hours.display}.`,
} as const;

export const sections = {
  solutions: {
    title: "Four Ways We Help You Grow",
    intro:
      "Choose one service or combine them: profiling your customers first shows which leads or lists will suit you best.",
  },
  industries: { title: "Industries We Serve" },
  pricingIntro: "Every solution is priced in one of three ways, and every quote is free with a clear upfront cost.",
} as const;
