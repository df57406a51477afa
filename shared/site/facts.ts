// The one module of business facts. Pages, JSON-LD, the server and the
// sitemap read from here; nothing else hard-codes a phone number or a claim.
// Values the specification omits are clearly fictional defaults: phone numbers
// from ACMA's ranges reserved for fiction, example.com URLs. `facts` at the end is the facts
// entry's shipped version (decision 060): pages quote these through {fact:…} placeholders.

import type { Facts } from "#shared/content/schemas/facts.ts";

export const brand = {
  name: "Leadwise Australia",
  shortName: "Leadwise",
  /** The name the business traded under before the rebrand (rebrand pop-up). */
  oldName: "Castle Hill Data Co.",
  legalName: "Leadwise Australia Pty Ltd",
  tagline: "Compliant leads and data for Australian and New Zealand businesses",
} as const;

/** Absolute origin used for canonical links, Open Graph and the sitemap. */
export const siteUrl = "https://www.example.com";

export const phones = {
  freecall: {
    label: "Free call",
    display: "1800 160 401",
    tel: "+611800160401",
    note: "Free call within Australia",
  },
  international: {
    label: "International",
    display: "+61 2 5550 4321",
    tel: "+61255504321",
    note: "Sydney office, callers outside Australia",
  },
} as const;

export const email = "hello@example.com";
export const privacyEmail = "privacy@example.com";

export const address = {
  locality: "Castle Hill",
  region: "NSW",
  postcode: "2154",
  country: "AU",
  countryName: "Australia",
  display: "Castle Hill NSW 2154, Australia",
} as const;

export const serviceArea = ["Australia", "New Zealand"] as const;
export const regionLabel = "Serving Australia and New Zealand";

export const hours = {
  days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
  opens: "09:00",
  closes: "17:00",
  timeZone: "Australia/Sydney",
  display: "Monday to Friday, 9:00 AM to 5:00 PM (Sydney time)",
  short: "Mon–Fri 9am–5pm AEST/AEDT",
} as const;

export const company = {
  foundingYear: 2009,
  employees: { min: 4, max: 10 },
} as const;

/** Marketing claims, exactly as the business states them. */
export const claims = {
  yearsExperience: "16+",
  yearsExperienceLong: "18+",
  yearsExperienceShort: "15",
  leadsDelivered: "9M+",
  leadsDeliveredLong: "more than 9 million",
  qualityLeads: "100k+",
  clients: "500+",
  campaigns: "1000+",
  trialLeads: [20, 50],
  mortgageExampleTest: 50,
  duplicateRejectionPercent: 35,
  contactRatePercent: 43,
  replyWithinHours: 24,
  quoteWithinHours: "24-48",
  deliveryStartsHours: "24-48",
  leadFreshnessHours: "24-48",
  strategyCallMinutes: 30,
  energyQuoteCallMinutes: 15,
  analyticsInitialWeeks: "2-3",
  analyticsFullWeeks: "4-6",
  crmMigration: {
    typicalWeeks: "4-12",
    smallProjectWeeks: "4-6",
    smallProjectRecords: "50,000",
    accuracy: "95%+",
    costFrom: "$15,000",
    costTo: "$75,000+",
    pilotMonths: 3,
  },
  dataRetention: "more than 1 year",
  governmentComplaints: 0,
  advice: {
    respondWithinMinutes: 5,
    conversionDropAfterHourPercent: 60,
    delayConversionCutPercent: "80% or more",
    callCycle: "3 to 5",
    followUpDays: 30,
    octoberCpcRise: "40-60%",
    winBackInactiveMonths: 12,
  },
} as const;

export const industries = [
  "Fundraising",
  "Energy",
  "Solar",
  "Mortgage",
  "Health",
  "Insurance",
  "Education",
  "Technology",
  "Ecommerce",
] as const;

/** The five industries the footer names. */
export const footerIndustries = ["Fundraising", "Energy", "Solar", "Mortgage", "Health"] as const;

export const team = [
  {
    name: "Michael Harris",
    role: "Managing Director",
    bio: "Founded the business in 2009 after a decade in direct marketing. Michael sets campaign strategy, approves every new client and personally reviews lead sources for compliance.",
  },
  {
    name: "Sarah Nguyen",
    role: "Key Account Manager",
    bio: "Sarah is the day-to-day contact for our call-centre and fundraising clients, turning feedback on contact rates and conversions into changes to each campaign.",
  },
  {
    name: "David Chen",
    role: "Operational Specialist",
    bio: "David runs data processing: de-duplication against client files, suppression checks and real-time validation, so that only clean, contactable records are delivered.",
  },
  {
    name: "Emma Walsh",
    role: "Campaign Manager",
    bio: "Emma builds and monitors acquisition campaigns across digital and survey channels, tuning targeting daily so delivery stays on volume and on budget.",
  },
] as const;

/** External destinations. All fictional placeholders until the business supplies real ones. */
export const externalUrls = {
  fundraisingCode: "https://fundraising-institute.example.com/code",
  acma: "https://acma.example.com/telemarketing",
  oaic: "https://oaic.example.com/",
  ico: "https://ico.example.com/",
  crmCaseStudyPdf: "https://assets.example.com/case-studies/crm-consolidation.pdf",
  teamVideoPage: "https://video.example.com/leadwise/team",
  energyGuideRequest: "/contact",
} as const;

/** Hosts the video iframes load from (design-sharing and conferencing services); the CSP frame-src allows exactly these. */
export const videoEmbedOrigins = ["https://design.example.com", "https://meetings.example.com"] as const;

export const videos = {
  team: {
    title: "Meet the Leadwise team",
    description:
      "Our managing director and account team explain how we source, verify and deliver compliant leads for Australian businesses.",
    embedUrl: "https://design.example.com/embed/team-introduction",
    uploadDate: "2024-08-05",
    duration: "PT2M30S",
  },
  exclusivity: {
    title: "Why exclusive mortgage leads convert",
    description:
      "How SMS-verified, exclusive mortgage leads differ from shared leads, and what that means for a broker's conversion rate.",
    embedUrl: "https://design.example.com/embed/mortgage-exclusivity",
    uploadDate: "2024-08-05",
    duration: "PT5M30S",
  },
} as const;

/** Brand partners shown as linked logos on the About page. */
export const brandLogos = [
  { name: "Leadwise Fundraising", url: "https://fundraising.example.com/" },
  { name: "Leadwise Energy", url: "https://energy.example.com/" },
  { name: "Leadwise Mortgage", url: "https://mortgage.example.com/" },
] as const;

export function telHref(tel: string): string {
  return `tel:${tel}`;
}

// ---------------------------------------------------------------------------
// Service pages B (lead generation, customer analytics, CRM migration,
// consumer lists): facts added for issue 4. Existing facts above are unchanged.
// ---------------------------------------------------------------------------

/** Videos embedded on the lead-generation and customer-analytics pages (design-sharing service, loaded on click). */
export const serviceVideos = {
  leadGeneration: {
    title: "How our B2C lead generation works",
    description:
      "A walk-through of how opt-in leads are sourced, checked for duplicates in real time and delivered to your sales team or call centre.",
    embedUrl: "https://design.example.com/embed/lead-generation-overview",
    // The business has supplied one upload date for its videos (the team video's).
    uploadDate: "2024-08-05",
    duration: "PT5M30S",
  },
  customerAnalytics: {
    title: "Customer analytics and profiling explained",
    description:
      "How profiling your existing customers shows who buys, who lapses and where to find more people like your best customers.",
    embedUrl: "https://design.example.com/embed/customer-analytics-overview",
    uploadDate: "2024-08-05",
    duration: "PT5M30S",
  },
} as const;

/** The featured CRM migration case study (figures as the business states them). */
export const crmCaseStudy = {
  title: "Consolidating six Microsoft Dynamics databases into one CRM",
  databases: 6,
  platform: "Microsoft Dynamics",
  contacts: "950,000",
  accounts: "600,000",
  duplicatesRemoved: "over 1,500",
  duplicatesRemovedShort: "1,500+",
} as const;

// ---------------------------------------------------------------------------
// Privacy pages (contact, thank-you, privacy hub, privacy AU, privacy UK):
// facts added for issue 5. Existing facts above are unchanged. The UK
// representative is fictional (example.com contact, Ofcom drama-range phone).
// ---------------------------------------------------------------------------

/** Countries personal information may be disclosed to, as the Data Collection Statement names them. */
export const overseasRecipientCountries = [
  "New Zealand",
  "America",
  "the United Kingdom",
  "Singapore",
  "Hong Kong",
  "Japan",
  "China",
  "Dubai",
] as const;

/** Where personal data is stored (the UK/GDPR page's storage locations). */
export const dataStorageLocations = [
  {
    id: "eu-cloud",
    place: "European Union",
    title: "Cloud provider, EU region",
    detail:
      "Personal data about people in the United Kingdom and the European Union is hosted by a cloud provider in its EU region.",
  },
  {
    id: "au-servers",
    place: "Australia",
    title: "Australian servers",
    detail:
      "Enquiries, privacy requests, suppression lists, client project files and our Australian and New Zealand marketing data are held on servers in Australia.",
  },
  {
    id: "us-email",
    place: "United States",
    title: "US email platforms",
    detail:
      "The emails we send, and the addresses they go to, pass through email platforms based in the United States.",
  },
] as const;

/** Fictional UK representative under Article 27 of the UK GDPR. */
export const ukRepresentative = {
  name: "Northbridge Privacy Representatives Ltd",
  address: "Unit 4, 12 Example Yard, London EC1A 0XX, United Kingdom",
  email: "uk-representative@example.com",
  phoneDisplay: "+44 20 7946 0321",
  phoneTel: "+442079460321",
} as const;

// Response times for privacy requests are statutory, not business facts: one record per
// jurisdiction in shared/privacy/jurisdictions.ts, worded for the pages by shared/privacy/policy-text.ts.

// ---------------------------------------------------------------------------
// Added for the insights articles (issue 5, articles B). Public Australian law
// and standards that article copy names; these are not claims of the business.
// ---------------------------------------------------------------------------

/** Australian privacy, spam, telemarketing and credit rules named in articles. */
export const regulation = {
  regulator: "Australian Communications and Media Authority (ACMA)",
  privacyAct: "Privacy Act 1988",
  privacyPrinciples: "Australian Privacy Principles",
  spamAct: "Spam Act 2003",
  doNotCallAct: "Do Not Call Register Act 2006",
  telemarketingStandard: "Telecommunications (Telemarketing and Research Calls) Industry Standard 2017",
  /** Calling hours under the telemarketing standard. */
  telemarketingHours: {
    weekdays: "9am to 8pm",
    saturday: "9am to 5pm",
    never: "Sundays and national public holidays",
  },
  creditAct: "National Consumer Credit Protection Act 2009",
} as const;

// ---------------------------------------------------------------------------
// Added for the insights hub, methodology and guides (issue 5, insights A).
// Qualitative claims of the business as the specification states them, in the
// words the guides quote. Existing facts above are unchanged.
// ---------------------------------------------------------------------------

export const qualitativeClaims = {
  /** "A trial of 20 or 50 leads, and no payment if leads cannot be generated." */
  noLeadsNoPayment: "if we cannot generate your leads, you do not pay",
  /** "No complaint ever received from a government department." */
  governmentComplaints: "we have never received a complaint from a government department",
  /** "A mix of warm digital leads and off-shore survey leads." */
  leadSourceMix: "a mix of warm digital leads and off-shore survey leads",
  /** "Trusted by many of Australia's top call centres." */
  callCentres: "trusted by many of Australia's top call centres",
  /** "Opt-in leads, compliance auditing, and selective acceptance of clients." */
  selectiveClients: "we are selective about the clients we accept",
} as const;

// ---------------------------------------------------------------------------
// Added for the fundraising service page (issue 4, service pages A). Both videos
// are fictional placeholders on the hosts in videoEmbedOrigins; the upload dates
// and durations are placeholders for the business to confirm with the real
// recordings. Existing facts above are unchanged.
// ---------------------------------------------------------------------------

export const fundraisingVideos = {
  /** Opens in a pop-up on /fundraising-leads (design-sharing service). */
  presentation: {
    title: "Regular giver leads: how our fundraising programme works",
    description:
      "A short presentation on how we source, verify and deliver opt-in regular-giver leads for Australian charities.",
    embedUrl: "https://design.example.com/embed/fundraising-presentation",
    uploadDate: "2024-08-05",
    duration: "PT5M30S",
  },
  /** Embedded (click to load) on /fundraising-leads (conferencing service recording). */
  recording: {
    title: "Recorded briefing: regular giver lead campaigns for charities",
    description:
      "A recorded online briefing for charity fundraising teams: lead sources, consent records, trials and scaling a campaign.",
    embedUrl: "https://meetings.example.com/rec/embed/fundraising-regular-giver-briefing",
    uploadDate: "2024-08-05",
    duration: "PT5M30S",
  },
} as const;

/**
 * How long the website's own records are kept (issue 14): the privacy policies state these
 * periods, and the daily retention job applies them (RETENTION_MONTHS_* may override them for an
 * operator; the server warns at start when they differ from what the policies say).
 */
export const retention = {
  /** Enquiries sent through the website's forms: deleted or anonymised after this many months. */
  enquiryMonths: 24,
  /** Closed privacy requests: reduced to their audit trail after this many months. */
  privacyCaseMonths: 84,
  /** Raw visit-counting events (analytics): deleted after this many days, daily totals kept. */
  analyticsEventDays: 90,
} as const;

/**
 * The facts entry's shipped version, checked against its schema's type (the site's origin, the video
 * hosts and the retention periods are configuration, not content). Seeded as version 1 on a fresh
 * install; pages resolve their placeholders against it when prerendered.
 */
export const facts = {
  brand,
  phones,
  email,
  privacyEmail,
  address,
  serviceArea,
  regionLabel,
  hours,
  company,
  claims,
  industries,
  footerIndustries,
  team,
  externalUrls,
  videos,
  brandLogos,
  serviceVideos,
  crmCaseStudy,
  overseasRecipientCountries,
  dataStorageLocations,
  ukRepresentative,
  regulation,
  qualitativeClaims,
  fundraisingVideos,
} as const satisfies Facts;
