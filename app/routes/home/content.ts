// Copy of the home page (and of the About/team and trust sections it shares with other pages).
// Every figure and claim is read from the facts module, so a change there changes the copy.
import type { IconName } from "#app/components/ui/types.ts";
import { brand, claims, company, hours, regionLabel } from "#shared/site/facts.ts";
import type { PagePath } from "#shared/site/pages.ts";

const [trialSmall, trialLarge] = claims.trialLeads;

export const hero = {
  eyebrow: `Trading since ${company.foundingYear} · Castle Hill, NSW`,
  title: "Compliant Leads and Data for Australian and New Zealand Businesses",
  intro: `Opt-in sales leads, consumer marketing lists and data services for fundraisers, mortgage brokers, energy retailers and call centres. Pay per lead with a clear upfront cost, start with a trial of ${trialSmall} or ${trialLarge} leads, and hear back from us within ${claims.replyWithinHours} hours.`,
  points: [
    "No payment if we cannot generate your leads",
    `Over ${claims.duplicateRejectionPercent}% of leads in large campaigns rejected as duplicates in real time, at no charge`,
    `A count and quote within ${claims.quoteWithinHours} hours at no additional cost`,
  ],
  cta: { label: "Get Started Today", to: "/contact" },
} as const;

export interface SolutionTeaser {
  icon: IconName;
  title: string;
  text: string;
  points: readonly string[];
  to: PagePath;
  linkLabel: string;
}

/** 'Explore Our Solutions': the three services most visitors come for. */
export const solutionTeasers: readonly SolutionTeaser[] = [
  {
    icon: "megaphone",
    title: "Marketing and Call-Centre Leads",
    text: "Warm, opt-in B2C leads delivered in real time to your sales floor or CRM, for call centres, retailers and service businesses.",
    points: [
      "Duplicates rejected in real time at no charge",
      `Delivery starts ${claims.deliveryStartsHours} hours after setup`,
      `A lead contact rate of about ${claims.contactRatePercent}%`,
    ],
    to: "/lead-generation",
    linkLabel: "Explore lead generation",
  },
  {
    icon: "home",
    title: "Mortgage Broker Leads",
    text: "SMS-verified, pre-qualified and exclusive home-loan enquiries, so you are the only broker calling.",
    points: [
      "Exclusive: never resold to another broker",
      "SMS-verified mobile numbers",
      `Prove it first with a test of ${claims.mortgageExampleTest} leads`,
    ],
    to: "/mortgage-leads",
    linkLabel: "Explore mortgage leads",
  },
  {
    icon: "heart-handshake",
    title: "Fundraising Leads",
    text: "Regular-giver leads for charities and their telemarketing partners, sourced in line with the fundraising industry code.",
    points: [
      "Opt-in supporters who asked to hear from you",
      "Compliance-audited sources you can show your board",
      "Pay per lead, with no fee for our time",
    ],
    to: "/fundraising-leads",
    linkLabel: "Explore fundraising leads",
  },
];

/** 'How We Charge': the specification's three models. No amounts, by design. */

export const reviewsIntro =
  "Brokers, charities, call centres and energy retailers on what it is like to buy leads and data from us.";

export const partnersIntro = `From call centres to charities, these clients run campaigns on ${brand.shortName} leads and data. Each logo links to the client's own website.`;

export const clientQuotesTitle = "What Our Clients Say";

export const clientQuotesCta = {
  title: "Ready to Hear It From Your Own Sales Team?",
  cta: { label: "Start Your Trial", to: "/contact" },
  text: `Tell us who you want to reach. We reply within ${claims.replyWithinHours} hours and can start with a trial of ${trialSmall} or ${trialLarge} leads.`,
} as const;

export const contactSection = {
  title: "Request a Free Count and Quote",
  callTitle: "Prefer to talk?",
  intro: `Tell us about your campaign and the customers you want to reach. We reply within ${claims.replyWithinHours} hours, and a count and quote takes ${claims.quoteWithinHours} hours at no additional cost.`,
  points: [
    `Reply within ${claims.replyWithinHours} hours, ${hours.short}`,
    `Trial orders of ${trialSmall} or ${trialLarge} leads`,
    "A count and quote at no additional cost",
  ],
} as const;

export const experience = {
  title: "Experience and Process",
  intro: `${claims.yearsExperience} years of running acquisition campaigns for Australian and New Zealand businesses, with the same careful process behind every lead.`,
  industriesTitle: "Industries we work with",
  industriesMore: "and more",
  focus: {
    title: "Australia and New Zealand Focus",
    text: `We are based in Castle Hill, NSW, and every campaign we run is built for Australian and New Zealand consumers: local privacy law, local calling practice and a team that answers the phone on Sydney business hours. ${regionLabel}.`,
  },
  cards: [
    {
      icon: "layers",
      title: "Mixed Lead Sources",
      text: "We blend warm digital leads, from people who have recently shown interest online, with off-shore survey leads that add reach and steady volume. We agree the mix with you for each campaign and adjust it as results come in.",
      points: [
        `Leads that showed interest within the last ${claims.leadFreshnessHours} hours`,
        "Survey leads for reach and steady volume",
        "Real-time delivery and de-duplication",
      ],
    },
    {
      icon: "shield-check",
      title: "Industry-Leading Compliance",
      text: "Every lead is opt-in and every source is compliance-audited before it reaches a client. We are selective about the clients we accept, and in all our years of trading we have never received a complaint from a government department.",
      points: [
        "Opt-in consent recorded for every lead",
        "Sources audited against the fundraising industry code",
        "Suppression requests always honoured",
      ],
    },
  ],
  ctaTitle: "Start With a Conversation",
  primary: { label: "Get Started Today", to: "/contact" },
  secondary: { label: "Learn More", srOnly: " about our solutions", to: "/our-solutions" },
  ctaText:
    "Tell us your target customer and volume. We will come back with a count, a quote and an honest view on what will work.",
} as const;

export const statsTitle = "Our Track Record";

export const homeStats = [
  { value: claims.yearsExperience, label: "Years of lead generation experience" },
  { value: claims.leadsDelivered, label: "Leads delivered to Australian businesses" },
  { value: claims.campaigns, label: "Successful campaigns" },
] as const;

/** The About/team section, shown on the home page. */
export const teamVideoTranscript = `Hi, and welcome to ${brand.name}. We have been generating leads and data for Australian businesses since ${company.foundingYear}, from our office in Castle Hill in Sydney's north-west.

We work with charities, mortgage brokers, energy and solar retailers, health services and many of Australia's top call centres. What they have in common is that they want to talk to people who have asked to hear from them.

Every lead we deliver is opt-in, and every source is compliance-audited before it goes live. Leads reach you in real time, and duplicates are rejected as they arrive, at no charge to you. In large campaigns that is more than ${claims.duplicateRejectionPercent} per cent of leads you never pay for.

We charge per lead with a clear upfront cost, so you pay for opportunities rather than our time. Most clients start with a trial of ${trialSmall} or ${trialLarge} leads, and if we cannot generate the leads, you do not pay.

If you would like a count and a quote, call us or send an enquiry. We reply within ${claims.replyWithinHours} hours.`;

export const aboutTeam = {
  eyebrow: "About Us",
  title: "A Local Team Behind Every Lead",
  intro: `${brand.name} is a small Castle Hill team that has generated leads and data for Australian and New Zealand businesses since ${company.foundingYear}. When you call, you speak to the people who run your campaign.`,
  benefits: [
    {
      icon: "piggy-bank",
      title: "Cost-Effective",
      text: "Pay per lead or per list, with no fee for our time. Duplicates are removed at no charge, so your budget buys new prospects only.",
    },
    {
      icon: "shield-check",
      title: "Compliant",
      text: "Opt-in leads from compliance-audited sources, handled under the Australian Privacy Act and the Australian Privacy Principles.",
    },
    {
      icon: "target",
      title: "Quality Focus",
      text: `Real-time validation, de-duplication against your own data and a lead contact rate of about ${claims.contactRatePercent}%.`,
    },
  ],
  cta: { label: "Get Started Today", to: "/contact" },
  teamTitle: "Meet the Team",
  highlights: [
    {
      icon: "map-pin",
      title: "Local Market Insight",
      text: "We know Australian and New Zealand consumers, their calling preferences and the rules that govern contacting them.",
    },
    {
      icon: "user-check",
      title: "Personal Service",
      text: `A named account manager, a reply within ${claims.replyWithinHours} hours and straight answers about sources, volumes and results.`,
    },
    {
      icon: "award",
      title: `${claims.yearsExperience} Years Experience`,
      text: `In business since ${company.foundingYear}, with ${claims.leadsDeliveredLong} leads delivered and ${claims.campaigns} successful campaigns.`,
    },
  ],
  videoTitle: "Watch: How We Work",
  videoLinkLabel: "Watch the team video on our video page",
  videoTranscript: teamVideoTranscript,
  quickLinksTitle: "Quick Links",
  quickLinks: [
    { label: "Marketing Leads", to: "/lead-generation" },
    { label: "Mortgage Broker Leads", to: "/mortgage-leads" },
    { label: "Fundraising Leads", to: "/fundraising-leads" },
  ],
} as const;

/** Transcript of the team video (shown in the collapsible transcript and in its VideoObject JSON-LD). */

/** The trust section. */
export const trust = {
  title: `Why Businesses Trust ${brand.shortName}`,
  intro: "Buying leads should not feel like a gamble. Here is what you can expect from us, and what you will not get.",
  notTitle: "What We Are NOT",
  not: [
    "An agency billing you for hours and media spend whether or not you get results",
    "A list seller renting the same cold data to everyone in your industry",
    "A reseller who cannot tell you where a lead came from",
    "A supplier that asks for a big commitment before you have seen a single lead",
  ],
  areTitle: "What We ARE",
  are: [
    "A pay-per-lead partner with a clear upfront cost",
    "A source of opt-in leads from compliance-audited suppliers",
    "Selective about the clients we accept, so our leads reach reputable businesses",
    `A local team that replies within ${claims.replyWithinHours} hours`,
    "Trusted by many of Australia's top call centres",
  ],
  cards: [
    {
      title: "No Risk: Pay Per Lead",
      text: `You pay only for the leads we deliver, at a price agreed up front. Start with ${trialSmall} or ${trialLarge} leads, and if we cannot generate them, you do not pay. Duplicates rejected in real time are never charged.`,
    },
    {
      title: "Tailored to Your Sales Culture",
      text: `We ask how your team sells before we generate a single lead: who calls, how fast, and with what offer. Leads arrive in real time so your team can call within ${claims.advice.respondWithinMinutes} minutes, and we shape volumes around the ${claims.advice.callCycle} call cycle your team runs in the first week.`,
    },
  ],
  reasonsTitle: `Reasons to Choose ${brand.shortName}`,
  reasons: [
    `${claims.yearsExperience} years in lead generation, trading since ${company.foundingYear}`,
    `${claims.leadsDelivered} leads delivered and ${claims.campaigns} successful campaigns`,
    `A lead contact rate of about ${claims.contactRatePercent}%`,
    `Over ${claims.duplicateRejectionPercent}% of leads in large campaigns rejected as duplicates, at no charge`,
    `A count and quote within ${claims.quoteWithinHours} hours at no additional cost`,
    "Never a complaint from a government department",
  ],
  banner: {
    title: "100% Compliant, Low Risk",
    text: "Opt-in leads, audited sources and pay-per-lead pricing: you carry neither the compliance risk nor the cost of leads that never arrive.",
  },
} as const;

export const rebrand = {
  title: `We are now ${brand.name}`,
  text: `${brand.oldName} has a new name. Same Castle Hill team, same people on the phone, same compliant leads and data.`,
  oldLabel: "Before",
  newLabel: "Now",
  dismiss: "Got it, thanks!",
} as const;

export const solutionsSection = {
  title: "Explore Our Solutions",
  intro: "Leads and data for the industries we know best, each priced per lead with a clear upfront cost.",
} as const;

export const pricingIntro =
  "Three simple models, chosen to suit the service. Every quote is free and comes with a clear upfront cost.";
