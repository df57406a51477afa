// Copy of the About page (/our-lead-generation-company). Figures and claims come from the facts module.
import { brand, claims, company, regionLabel } from "#shared/site/facts.ts";

const [trialSmall, trialLarge] = claims.trialLeads;

export const aboutHero = {
  eyebrow: `Castle Hill, NSW · Since ${company.foundingYear}`,
  title: "About Our Lead Generation Company",
  intro: `${brand.name} is a small, specialist team that has delivered ${claims.leadsDeliveredLong} compliant leads to Australian and New Zealand businesses since ${company.foundingYear}. We sell leads and data the way we would want to buy them: opt-in, clearly sourced and priced up front.`,
  cta: { label: "Get Started Today", to: "/contact" },
} as const;

export const story = {
  title: "Our Story",
  paragraphs: [
    `The business started in ${company.foundingYear} in Castle Hill, in Sydney's north-west, supplying data to direct-mail and telemarketing advertisers. Our clients kept asking the same question: can you send us people who actually want to hear from us? Answering it turned a data supplier into a lead-generation company.`,
    `Since then we have run ${claims.campaigns} successful campaigns for charities, mortgage brokers, energy and solar retailers, health and retirement-living services, and many of Australia's top call centres. We traded as ${brand.oldName} for most of that time and now operate as ${brand.name}: a new name for the same team and the same standards.`,
    `We have stayed deliberately small, with a team of ${company.employees.min} to ${company.employees.max} people. The person you speak to on the phone is the person who sets up your leads, checks their sources and reads your feedback.`,
  ],
} as const;

export const mission = {
  title: "Our Mission",
  statement:
    "To connect Australian and New Zealand businesses with people who have asked to hear from them, at a cost agreed up front, without cutting corners on privacy or compliance.",
  points: [
    "Opt-in leads only, from sources we have audited",
    `Pay per lead with a clear upfront cost and a trial of ${trialSmall} or ${trialLarge} leads`,
    "No payment if we cannot generate your leads",
  ],
} as const;

export const statsTitle = "Our Track Record";

export const aboutStats = [
  { value: claims.yearsExperience, label: "Years generating leads and data" },
  { value: claims.leadsDelivered, label: "Leads delivered" },
  { value: claims.clients, label: "Clients served" },
] as const;

export const teamTitle = "Meet Our Team";

export const teamIntro =
  "Four specialists who between them cover strategy, account management, data processing and campaign delivery. You will know each of them by name.";

export const differentiators = {
  title: "What Makes Us Different",
  intro: "Plenty of companies sell leads. These are the reasons clients stay with us.",
  items: [
    {
      icon: "badge-dollar-sign",
      title: "You Pay for Opportunities, Not Time",
      text: "No hourly fees and no media markup. You pay per lead at a price agreed before we start, and leads we cannot generate cost you nothing.",
    },
    {
      icon: "sparkles",
      title: "Duplicates Removed in Real Time",
      text: `Every lead is checked against your data as it arrives. In large campaigns over ${claims.duplicateRejectionPercent}% are rejected as duplicates, and you are never charged for them.`,
    },
    {
      icon: "phone-call",
      title: "Leads People Answer",
      text: `Fresh, opt-in leads, delivered while the interest is recent, give a lead contact rate of about ${claims.contactRatePercent}%.`,
    },
    {
      icon: "user-check",
      title: "Selective About Clients",
      text: "We accept clients whose offer suits our audiences and whose sales practice we can stand behind. It protects consumers, our sources and your results.",
    },
    {
      icon: "clock",
      title: "Fast Answers",
      text: `A reply within ${claims.replyWithinHours} hours, a count and quote within ${claims.quoteWithinHours} hours at no additional cost, and lead delivery starting ${claims.deliveryStartsHours} hours after setup.`,
    },
    {
      icon: "map-pin",
      title: "Local and Accountable",
      text: `${regionLabel} from Castle Hill, NSW. In all our years of trading we have never received a complaint from a government department.`,
    },
  ],
} as const;

export const privacyTrust = {
  title: "Privacy and Compliance You Can Check",
  intro:
    "Compliance is not a page in our terms; it is how every campaign is built. Our privacy policies set out exactly how personal information is collected, used and protected.",
  items: [
    {
      icon: "lock",
      title: "Australian Privacy Act",
      text: "We comply with the Privacy Act 1988 and the Australian Privacy Principles, and for UK residents we follow the UK GDPR.",
    },
    {
      icon: "file-check",
      title: "Opt-in Consent",
      text: "Every lead has agreed to be contacted, and we keep the record of where and when consent was given.",
    },
    {
      icon: "shield-check",
      title: "Audited Sources",
      text: "Lead sources are compliance-audited before use, with fundraising campaigns checked against the fundraising industry code.",
    },
    {
      icon: "users",
      title: "Suppression Honoured",
      text: "Anyone can ask to be removed from marketing lists or to learn where their data came from, and we act on every request.",
    },
  ],
  linksTitle: "Read our privacy policies",
  links: [
    { label: "Privacy Policy", to: "/privacy" },
    { label: "Australia and New Zealand", to: "/privacy-au" },
    { label: "UK and GDPR", to: "/privacy-uk" },
  ],
} as const;

export const brandsSection = {
  title: "Our Brands",
  intro: `Specialist brands run by the ${brand.shortName} team. Each opens its own website in a new tab.`,
} as const;

export const hoursSection = {
  title: "Office Hours and Contact",
  intro: `Call us during business hours or send an enquiry at any time; we reply within ${claims.replyWithinHours} hours.`,
  hoursTitle: "Business hours",
  whereTitle: "Where we are",
  callTitle: "Call or email",
} as const;

export const closingCta = {
  title: "Let's Talk About Your Next Campaign",
  text: "Tell us who you want to reach. We will reply with a count, a quote and an honest recommendation.",
  primary: { label: "Get Started Today", to: "/contact" },
  secondary: { label: "Explore Our Solutions", to: "/our-solutions" },
} as const;
