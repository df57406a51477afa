// Content of the /fundraising-leads service page. Every figure and claim comes from the facts module;
// the layout lives in app/routes/fundraising-leads.tsx.

import type { Faq, Feature, ServiceStep, Testimonial, TrustBadge } from "#app/components/sections/types.ts";
import { claims, company, qualitativeClaims } from "#shared/site/facts.ts";

const c = claims;
const [trialSmall, trialLarge] = c.trialLeads;
const q = qualitativeClaims;
/** A qualitative claim at the start of a sentence. */
const cap = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

export const fundraisingService = {
  name: "Fundraising & Regular Giver Leads",
  serviceType: "Fundraising lead generation",
  description:
    "Opt-in regular-giver leads for Australian charities and not-for-profits, sourced under the fundraising industry code from compliance-audited sources and priced per lead.",
};

export const hero = {
  eyebrow: "For charities and not-for-profits",
  title: "Fundraising & Regular Giver Leads",
  intro: `Warm, opt-in leads of people who want to hear how they can support a cause, ready for your fundraisers to invite them to become regular givers. Sourced under the fundraising industry code, compliance audited, and priced per lead, with a trial of ${trialSmall} or ${trialLarge} leads to start.`,
};

export const trustIntro =
  "Charities trust us with their reputation as well as their budgets. These are the commitments behind every regular-giver lead we deliver.";

export const trustBadges: readonly TrustBadge[] = [
  {
    icon: "shield-check",
    label: "Fundraising industry code",
    detail: "Leads sourced and handled under the fundraising industry's code of conduct.",
  },
  {
    icon: "badge-check",
    label: "Compliance-audited sources",
    detail: "Sources audited with reference to the fundraising industry body.",
  },
  {
    icon: "heart-handshake",
    label: "Opt-in supporters only",
    detail: "Every person chose to hear about supporting a cause.",
  },
  {
    icon: "award",
    label: `${c.yearsExperience} years, since ${company.foundingYear}`,
    detail: `${c.campaigns} successful campaigns for ${c.clients} clients.`,
  },
  {
    icon: "headset",
    label: "Trusted by top call centres",
    detail: `${cap(q.callCentres)}.`,
  },
  {
    icon: "undo",
    label: "No government complaints",
    detail: `${cap(q.governmentComplaints)}.`,
  },
];

export const scaleIntro =
  "Acquiring regular givers through agencies that bill for time, or through cold lists, puts the risk on your charity. Our model puts it on us: you pay for genuine opportunities, and you grow volumes only when the results justify it.";

export const scaleFeatures: readonly Feature[] = [
  {
    icon: "receipt-text",
    title: "No fee for time",
    text: "You pay for opportunities, not agency hours. Every lead has a clear upfront cost, agreed before the campaign starts, with data, setup and processing included.",
  },
  {
    icon: "phone-call",
    title: "Trial before you commit",
    text: `Start with a trial of ${trialSmall} or ${trialLarge} leads and measure sign-ups on your own phones before you spend more.`,
  },
  {
    icon: "handshake",
    title: "No leads, no payment",
    text: `${cap(q.noLeadsNoPayment)}. You only ever pay for leads we deliver for your cause.`,
  },
  {
    icon: "copy-x",
    title: "Duplicates rejected free",
    text: `In large campaigns we reject over ${c.duplicateRejectionPercent}% of incoming leads as duplicates, in real time and at no charge, including people already on your supporter file.`,
  },
  {
    icon: "bar-chart",
    title: "Contactable supporters",
    text: `Leads are recent and opted in, which is why our lead contact rate is about ${c.contactRatePercent}%.`,
  },
  {
    icon: "trending-up",
    title: "Scale at your pace",
    text: `Increase volumes as your fundraising team grows. Each new count and quote comes back within ${c.quoteWithinHours} hours at no additional cost.`,
  },
];

// Placeholder client quotes (fictional people and organisations) until the business supplies real,
// attributable testimonials with the clients' permission; publishing invented ones would mislead.
export const featuredQuote: Testimonial = {
  name: "Rebecca Lawson",
  title: "Regular Giving Manager",
  company: "Southern Cross Children's Fund",
  quote:
    "We moved away from cold lists and stopped paying for calls that went nowhere. The supporters we speak with remember opting in, our fundraisers notice the difference, and we only increased volumes once the trial results held up.",
};

export const valueExchangeIntro =
  "Good fundraising leads start with a genuine choice. People tell us which causes matter to them and agree to hear from a charity working in that area. Everyone in the exchange gets something they asked for.";

export const valueExchangeSteps: readonly ServiceStep[] = [
  {
    title: "Supporters choose a cause",
    text: "Through our digital campaigns and surveys, people tell us the causes they care about, such as children's welfare, medical research or animal protection, and whether they would like to hear how they can help.",
  },
  {
    title: "They opt in to a conversation",
    text: "Each supporter gives clear consent to be contacted by a charity in that area. We record when and where they did so, and honour every suppression request.",
  },
  {
    title: "Your fundraiser makes a welcome call",
    text: "Your team calls someone who raised their hand for your cause, so the conversation opens with shared interest rather than an interruption.",
  },
];

export const valueExchangeClosing = `That exchange is what keeps regular-giving acquisition sustainable: supporters hear about causes they chose, charities speak with people who want to hear from them, and the sector's reputation is protected. Our leads come from ${q.leadSourceMix}, and every source is compliance audited with reference to the fundraising industry body.`;

export const videosIntro =
  "Watch a short presentation on how we source and verify regular-giver leads, or play the recording of a briefing we ran for charity fundraising teams. Neither video loads anything from the video service until you press play.";

export const testimonialsIntro =
  "Fundraising and telefundraising teams use our leads to recruit regular givers without the cost and risk of cold lists.";

export const testimonials: readonly Testimonial[] = [
  {
    name: "Daniel Okafor",
    title: "Telefundraising Manager",
    company: "Bright Futures Foundation",
    quote:
      "The leads arrive fresh and every supporter has a consent record we can point to. Our callers spend their time on real conversations about our programmes instead of arguing about where the data came from.",
  },
  {
    name: "Priya Raman",
    title: "Head of Individual Giving",
    company: "Coastal Wildlife Rescue",
    quote:
      "Starting with a trial meant we could test the leads against our own benchmarks before committing budget. Duplicates of existing donors were removed before they reached us, and we were never billed for them.",
  },
];

export const faqs: readonly Faq[] = [
  {
    question: "What is a regular-giver lead?",
    answer:
      "A regular-giver lead is a person who has opted in to hear from a charity about supporting a cause they care about. Your fundraisers call them to invite them to give regularly, usually through a monthly donation.",
  },
  {
    question: "Do your leads follow the fundraising industry code?",
    answer: `Yes. Our fundraising leads are sourced and handled under the fundraising industry code, and our lead sources are compliance audited with reference to the fundraising industry body. In ${c.yearsExperience} years of trading, ${q.governmentComplaints}.`,
  },
  {
    question: "Can we trial the leads before committing?",
    answer: `Yes. You can start with a trial of ${trialSmall} or ${trialLarge} leads and measure the results on your own phones. ${cap(q.noLeadsNoPayment)}.`,
  },
  {
    question: "Will we pay for supporters we already have?",
    answer: `No. Leads are checked against your existing supporter data and against each other in real time. In large campaigns over ${c.duplicateRejectionPercent}% of leads are rejected as duplicates, and duplicates are never charged.`,
  },
  {
    question: "Where do the leads come from?",
    answer: `From ${q.leadSourceMix}. In every case the supporter chose to hear about a cause and consented to be contacted, and we keep the date, time and source of that consent.`,
  },
  {
    question: "How quickly can a campaign start?",
    answer: `We reply to every enquiry within ${c.replyWithinHours} hours and provide a count and quote within ${c.quoteWithinHours} hours at no additional cost. Once the campaign is set up, lead delivery starts within ${c.deliveryStartsHours} hours.`,
  },
];

export const cta = {
  title: "Ready to Grow Your Regular Giving Programme?",
  text: `Tell us about your cause, your fundraising team's capacity and the supporters you want to reach. We reply within ${c.replyWithinHours} hours with a count and a clear cost per lead.`,
  primary: { label: "Request a Count and Quote", to: "/contact" },
  phones: true,
} as const;

export const relatedIntro = "Fundraising teams often pair regular-giver leads with these services.";

export const related: readonly Feature[] = [
  {
    icon: "target",
    title: "Lead Generation",
    text: "Bespoke B2C and call-centre lead campaigns for charities, priced per lead with duplicates rejected free.",
    link: { label: "Explore lead generation", to: "/lead-generation" },
  },
  {
    icon: "clipboard-list",
    title: "Consumer Marketing Lists",
    text: "Lists selected for your appeal, merged and de-duplicated against your own supporter data, for mail and phone campaigns.",
    link: { label: "Explore consumer marketing lists", to: "/consumer-data-list-solutions" },
  },
  {
    icon: "layers",
    title: "Customer Analytics",
    text: "Profile your best regular givers, find lookalike supporters, and see which lapsed donors are worth a reactivation call.",
    link: { label: "Explore customer analytics", to: "/customer-analytics" },
  },
];

export const articleLink = {
  to: "/lead-generation-insights/Fundraising-Leads-Australia",
  label: "Read our guide to fundraising leads in Australia",
} as const;

export const sections = {
  trust: { title: "Why Charities Trust Us" },
  scale: { title: "Scale Donor Acquisition Without the Risk" },
  valueExchange: { title: "A Fair Value Exchange for Every Supporter", codeLink: "Read the fundraising industry code" },
  videos: {
    title: "See How Our Regular Giver Programme Works",
    presentation: "Presentation",
    presentationButton: "Watch the presentation",
    recording: "Recorded briefing",
  },
  testimonials: { title: "What Fundraising Teams Say" },
  faq: { title: "Fundraising Leads: Frequently Asked Questions" },
  related: { title: "Related Offerings" },
} as const;
