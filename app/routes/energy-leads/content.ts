// Content of the /energy-leads service page. Every figure and claim comes from the facts module;
// the layout lives in app/routes/energy-leads.tsx.

import type { Faq, Feature, Testimonial } from "#app/components/sections/types.ts";
import { claims, externalUrls, qualitativeClaims } from "#shared/site/facts.ts";

const c = claims;
const [trialSmall, trialLarge] = c.trialLeads;
const q = qualitativeClaims;
/** A qualitative claim at the start of a sentence. */
const cap = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

export const energyService = {
  name: "Energy & Solar Leads",
  serviceType: "Energy lead generation",
  description:
    "Opt-in, anti-hawking compliant energy, solar and home-mover leads for Australian energy retailers and installers, from compliance-audited sources and priced per lead.",
};

export const hero = {
  eyebrow: "For energy retailers and solar installers",
  title: "Energy & Solar Leads",
  intro: `Opt-in, anti-hawking compliant leads of Australian households who asked to hear about energy offers, including home movers who need a connection at their new address. Book a ${c.energyQuoteCallMinutes}-minute quote call and we will tell you what volumes are available in your markets.`,
  cta: { label: `Book a ${c.energyQuoteCallMinutes}-Minute Quote Call`, to: "/contact", booking: true },
} as const;

export const benefitsIntro =
  "Energy sales are closely regulated, and an unsolicited approach can cost a retailer far more than the sale is worth. Our energy leads are built so your compliance team can stand behind every call.";

export const benefits: readonly Feature[] = [
  {
    icon: "shield-check",
    title: "Opt-in only",
    text: "Every household chose to hear about energy offers and agreed to be contacted. No cold lists, no scraped data, and the consent record travels with each lead.",
  },
  {
    icon: "zap",
    title: "Anti-hawking compliant",
    text: "Your team calls consumers who asked for the conversation, so each call is invited rather than an unsolicited approach. Our lead sources are compliance audited.",
  },
  {
    icon: "bar-chart",
    title: "Contactable and unique",
    text: `A lead contact rate of about ${c.contactRatePercent}%, with duplicates rejected in real time at no charge: over ${c.duplicateRejectionPercent}% of leads in large campaigns.`,
  },
];

export const optIn = {
  paragraphs: [
    "Energy retailers are held to high standards for how they approach customers. Our energy leads are generated through opt-in campaigns in which a consumer chooses to review or compare their energy plan and agrees to be contacted about it.",
    "We capture the date, time and source of every opt-in, audit our sources for compliance, and honour suppression requests. When a customer asks 'why are you calling me?', your agent has a clear and truthful answer, and your compliance team has the record to prove it.",
  ],
  includesTitle: "Every opt-in energy lead includes",
  includes: [
    "Name, phone number and email, entered by the consumer",
    "State and postcode, so you can match your network areas",
    `Interest expressed within the last ${c.leadFreshnessHours} hours`,
    "The date, time and source of the consumer's consent",
    "A real-time duplicate check, with duplicates never billed",
  ],
  guide: {
    title: "Request our energy leads guide",
    text: "Our guide explains how we source opt-in energy leads, what a consent record contains and how to plan a compliant trial. Request a copy through our contact page and we will send it to you.",
    to: externalUrls.energyGuideRequest,
    label: "Request the energy leads guide",
  },
} as const;

export const testimonialsIntro =
  "Energy retailers and solar installers use our leads to grow sales without cold calling.";

// Placeholder client quotes (fictional people and organisations) until the business supplies real,
// attributable testimonials with the clients' permission; publishing invented ones would mislead.
export const testimonials: readonly Testimonial[] = [
  {
    name: "Mark Jennings",
    title: "Sales Director",
    company: "Brightline Energy",
    quote:
      "We needed leads our compliance team could stand behind. Every record comes with its consent details, and our callers reach people who are expecting the conversation.",
  },
  {
    name: "Sophie Tran",
    title: "Operations Manager",
    company: "SunPeak Solar",
    quote: `The ${c.energyQuoteCallMinutes}-minute quote call was exactly that. We had a count and quote soon after, started with a small trial, and increased volumes once the results held up.`,
  },
];

export const homeMover = {
  intro:
    "Moving house is one of the few moments when every household must arrange an energy connection. That makes movers some of the most receptive energy prospects there are, provided you reach them at the right time and with their permission.",
  paragraphs: [
    "Our home-mover leads are consumers who are moving and opted in to hear about energy plans for their new address. Your offer arrives while the decision is being made, not after a default plan has already been connected.",
    "Home-mover leads follow the same standards as all our energy leads: opt-in consent with a record of when and where it was given, compliance-audited sources and real-time duplicate rejection.",
  ],
  points: [
    "Timed to the move, while the connection decision is still open",
    "Opt-in, with the consent record included",
    "Filtered by state and postcode to suit your network areas",
    "Suited to retailers, connection services and solar installers",
  ],
};

export const faqs: readonly Faq[] = [
  {
    question: "What does anti-hawking compliant mean for energy leads?",
    answer:
      "Hawking is offering products to consumers who did not ask to be approached. Our energy leads come only from consumers who opted in and asked to be contacted about energy offers, so your call is a requested conversation rather than an unsolicited approach, and the consent record for every lead shows it.",
  },
  {
    question: "How do you know each lead opted in?",
    answer:
      "Each consumer gives consent to be contacted at the point of capture, and we record the date, time and source. Our lead sources are compliance audited, and we honour suppression requests promptly.",
  },
  {
    question: "Do you supply solar leads as well as energy plan leads?",
    answer:
      "Yes. Solar is one of the industries we generate leads for, with the same opt-in and compliance standards as our energy plan and home-mover leads. Tell us whether you need residential plan switches, movers, solar enquiries or a mix.",
  },
  {
    question: "What is a home-mover lead?",
    answer:
      "A home-mover lead is a consumer who is moving house and has opted in to hear about energy plans for their new address. Because every mover needs a connection, these leads reach people at the moment they are choosing a provider.",
  },
  {
    question: "How do I get a quote?",
    answer: `Book a ${c.energyQuoteCallMinutes}-minute quote call, or send the enquiry form on this page. We reply within ${c.replyWithinHours} hours and provide a count and quote within ${c.quoteWithinHours} hours at no additional cost.`,
  },
  {
    question: "Can we trial the leads first?",
    answer: `Yes. Start with a trial of ${trialSmall} or ${trialLarge} leads and measure contact and sales rates with your own team. ${cap(q.noLeadsNoPayment)}.`,
  },
];

export const solutionsIntro =
  "Three ways to put opt-in energy leads to work. Mix them to suit your markets and sales capacity.";

export const solutions: readonly Feature[] = [
  {
    icon: "zap",
    title: "Opt-In Energy Plan Leads",
    text: "Households who asked to review or compare their electricity or gas plan and agreed to be contacted about offers.",
    points: [
      "Consent record with every lead",
      `Interest within the last ${c.leadFreshnessHours} hours`,
      "Duplicates rejected free",
    ],
    link: { label: "Ask about energy plan leads", to: "/contact" },
  },
  {
    icon: "truck",
    title: "Home-Mover Leads",
    text: "Consumers who are moving house and opted in to hear about energy plans for their new address.",
    points: ["Reached while the choice is open", "Filtered by state and postcode", "Same opt-in standards"],
    link: { label: "Ask about home-mover leads", to: "/contact" },
  },
  {
    icon: "sun",
    title: "Solar Leads",
    text: "Homeowners who asked to hear about solar for their home, for installers and retailers with solar offers.",
    points: [
      "Opt-in homeowner enquiries",
      "Matched to your service areas",
      `Trial of ${trialSmall} or ${trialLarge} leads`,
    ],
    link: { label: "Ask about solar leads", to: "/contact" },
  },
];

export const formIntro = `Tell us about your organisation, the markets you serve and the volumes you can handle. We reply within ${c.replyWithinHours} hours.`;

export const contactIntro = `Call us and we will book your ${c.energyQuoteCallMinutes}-minute quote call, or answer your questions on the spot.`;

export const cta = {
  title: "Start With a Trial of Energy Leads",
  primary: { label: `Book a ${c.energyQuoteCallMinutes}-Minute Quote Call`, to: "/contact", booking: true },
  phones: true,
  text: `Book a ${c.energyQuoteCallMinutes}-minute quote call. We will confirm volumes for your markets, agree a clear cost per lead, and set up a trial of ${trialSmall} or ${trialLarge} leads.`,
} as const;

export const sections = {
  benefits: { title: "Why Energy Retailers Work With Us" },
  optIn: { title: "Opt-In Energy Leads Built for Compliance" },
  testimonials: { title: "What Energy Clients Say" },
  homeMovers: { title: "Home-Mover Leads" },
  faq: { title: "Energy Leads: Frequently Asked Questions" },
  solutions: { title: "Energy Lead Solutions" },
  enquiry: { title: "Request an Energy Leads Quote", formTitle: "Send an enquiry", panelTitle: "Prefer to talk?" },
} as const;
