// Content of the customer acquisition methodology page: the six steps with their
// key activities, the quality standards and the technology list. Figures and
// claims come from the facts module.
import type { IconName } from "#app/components/ui/types.ts";
import { claims, crmCaseStudy, qualitativeClaims } from "#shared/site/facts.ts";

const { advice } = claims;

export type MethodologyStepKey = "know" | "strategy" | "acquisition" | "data" | "optimise" | "grow";

export interface MethodologyStep {
  key: MethodologyStepKey;
  icon: IconName;
  title: string;
  summary: string;
  activities: readonly string[];
}

export const methodologySteps: readonly MethodologyStep[] = [
  {
    key: "know",
    icon: "users",
    title: "Know Your Customer",
    summary:
      "Every campaign starts with your customers, not ours. We learn who buys from you, what a customer is worth and which enquiries your team converts best, so we know exactly what a good lead looks like before we generate one.",
    activities: [
      "Review your existing customers and best-performing segments",
      "Agree what a qualified lead means for you (MQL or SQL) and the questions that decide it",
      "Work out the value of a sale and the most you can afford to pay per lead",
      "Confirm the compliance rules of your industry, such as the fundraising code or anti-hawking rules",
      "Understand your team's capacity, calling hours and sales style",
    ],
  },
  {
    key: "strategy",
    icon: "lightbulb",
    title: "Bespoke Strategy",
    summary:
      "No two campaigns are the same. We design a plan around your audience, your offer and your team, with volumes and a price per lead agreed up front, and a trial that will tell us both whether to scale.",
    activities: [
      "Choose the lead types (bespoke, shared or list data) and the mix of sources",
      "Design the offer, landing pages and qualifying questions for your audience",
      `Plan a trial of ${claims.trialLeads[0]} or ${claims.trialLeads[1]} leads with targets agreed in advance`,
      "Set delivery volumes, times and the price per lead, with no fee for time",
      `Plan around seasonal media costs: October-quarter cost per click rises ${advice.octoberCpcRise}`,
    ],
  },
  {
    key: "acquisition",
    icon: "target",
    title: "Customer Acquisition",
    summary: `We run the campaigns and fund the media. Our sources combine ${qualitativeClaims.leadSourceMix}, every lead opts in, and interest is captured within the last ${claims.leadFreshnessHours} hours.`,
    activities: [
      "Run warm digital and survey campaigns built for your offer",
      "Capture opt-in consent with the date, time and source of every lead",
      "Verify contact details, including SMS verification where the campaign calls for it",
      `Start delivery ${claims.deliveryStartsHours} hours after setup, in real time to your team`,
      "Monitor volumes daily so delivery stays on target and on budget",
    ],
  },
  {
    key: "data",
    icon: "database",
    title: "Comprehensive Data Management",
    summary: `Clean data is what makes a lead worth paying for. We check every record before it reaches you, and in large campaigns over ${claims.duplicateRejectionPercent}% of incoming leads are rejected as duplicates in real time, at no charge.`,
    activities: [
      "Reject duplicates and invalid records in real time, at no charge",
      "De-duplicate against your own customer files and suppression lists",
      "Honour suppression and privacy requests promptly",
      "Store data securely on Australian servers and with a cloud provider in the EU region",
      "Enhance your records and migrate them into a new CRM when you need it",
    ],
  },
  {
    key: "optimise",
    icon: "bar-chart",
    title: "Analyse and Optimise",
    summary: `We measure what happens after delivery and tune the campaign every week. Across our campaigns the lead contact rate is about ${claims.contactRatePercent}%; your results tell us where to push and where to pull back.`,
    activities: [
      "Track contact rate, conversion and cost per sale for each source",
      "Review outcomes with your account manager and act on your feedback",
      "Adjust targeting, offers and qualifying questions",
      "Move budget towards the sources and audiences that convert",
      `Profile your converters with customer analytics: initial insights in ${claims.analyticsInitialWeeks} weeks`,
    ],
  },
  {
    key: "grow",
    icon: "trending-up",
    title: "Grow and Retain",
    summary:
      "Once a campaign works, we help you grow it and keep the customers it wins, with follow-up discipline on your side and clean, well-profiled data on ours.",
    activities: [
      "Scale the volume that performs, one step at a time",
      `Respond within ${advice.respondWithinMinutes} minutes, work a ${advice.callCycle} call cycle in the first week and follow up for ${advice.followUpDays} days`,
      "Find more people like your best new customers through profiling",
      `Target lapsed customers selectively: win-back campaigns for people inactive ${advice.winBackInactiveMonths}+ months are often not cost-effective`,
      "Keep your CRM clean and de-duplicated as it grows",
    ],
  },
];

export interface QualityStandard {
  title: string;
  text: string;
}

export const qualityStandards: readonly QualityStandard[] = [
  {
    title: "Opt-in only",
    text: "Every lead has agreed to be contacted, and we keep a record of when and where that consent was given.",
  },
  {
    title: "Compliance-audited sources",
    text: "Sources are audited against the Privacy Act, the Australian Privacy Principles and industry rules such as the fundraising code and anti-hawking requirements.",
  },
  {
    title: "Duplicates rejected free",
    text: `Duplicates are rejected in real time at no charge: over ${claims.duplicateRejectionPercent}% of leads in large campaigns.`,
  },
  {
    title: "Fresh interest",
    text: `Leads are delivered while interest is current, within ${claims.leadFreshnessHours} hours of the person opting in.`,
  },
  {
    title: "Selective about clients",
    text: `${capitalise(qualitativeClaims.selectiveClients)}, and we turn away campaigns we cannot run compliantly.`,
  },
  {
    title: "A clean record",
    text: `In ${claims.yearsExperience} years, ${qualitativeClaims.governmentComplaints}.`,
  },
];

export const technology: readonly string[] = [
  "Real-time lead validation and duplicate rejection",
  "SMS verification of mobile numbers",
  "Consent capture with date, time and source on every lead",
  "Matching against client files and suppression lists",
  "Suppression and privacy request handling",
  "Real-time lead delivery to your team",
  "Customer profiling and analytics",
  `CRM migration and data enhancement, including ${crmCaseStudy.platform}`,
  "Secure storage on Australian servers and in an EU-region cloud",
];

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export const hero = {
  eyebrow: "How we work",
  title: "Our Customer Acquisition Methodology",
  intro: `Six steps we follow on every campaign, refined over ${claims.yearsExperience} years and ${claims.leadsDeliveredLong} leads: from knowing your customer to growing and retaining the customers you win.`,
  cta: { label: "Get Started Today", to: "/contact" },
} as const;

export const sections = {
  overview: {
    title: "A proven process, not a guess",
    intro:
      "Buying leads goes wrong when a campaign is rushed: the wrong audience, the wrong questions, slow follow-up and no feedback. Our methodology puts each of those decisions in order, so every campaign is built on what your customers actually do.",
    stats: [
      { value: claims.yearsExperience, label: "Years experience" },
      { value: claims.leadsDelivered, label: "Leads delivered" },
      { value: claims.campaigns, label: "Successful campaigns" },
    ],
  },
  steps: {
    title: "The six steps",
    intro:
      "Each step has its own key activities. Together they take a campaign from the first conversation to steady, profitable volume.",
    stepLabel: "Step",
    activitiesTitle: "Key activities",
  },
  quality: {
    title: "Our quality standards",
    intro: "The rules every lead we deliver is held to, whatever the campaign.",
  },
  technology: { title: "The technology behind it", intro: "The tools that validate, protect and deliver your leads." },
  guide: {
    eyebrow: "Free guide",
    title: "See the methodology from the buyer's side",
    text: "The Sales Leads Buying Guide walks through the same decisions from your side of the table: what to buy, what to pay, how to stay compliant and how to convert.",
    cta: "Read the Buying Guide",
  },
} as const;

export const closingCta = {
  id: "methodology-cta",
  title: "Put the methodology to work on your campaign",
  text: `Start with a ${claims.strategyCallMinutes}-minute strategy call. We reply within ${claims.replyWithinHours} hours.`,
  primary: { label: "Get Started Today", to: "/contact" },
  secondary: { label: "About Our Team", to: "/our-lead-generation-company" },
} as const;
