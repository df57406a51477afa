// Content of the /mortgage-leads service page. Every figure and claim comes from the facts module;
// the layout lives in app/routes/mortgage-leads.tsx.

import type { ChecklistItem, ComparisonColumn, Faq, Feature, ServiceStep } from "#app/components/sections/types.ts";
import { claims, company, qualitativeClaims, serviceArea } from "#shared/site/facts.ts";

const c = claims;
const q = qualitativeClaims;
/** A qualitative claim at the start of a sentence. */
const cap = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
const testSize = c.mortgageExampleTest;

export const mortgageService = {
  name: "Exclusive Mortgage Broker Leads",
  serviceType: "Mortgage lead generation",
  description:
    "SMS-verified, pre-qualified and exclusive home-loan leads for Australian mortgage brokers, starting with a minimum test order and priced per lead.",
};

export const hero = {
  eyebrow: "For Australian mortgage brokers",
  title: "Exclusive Mortgage Broker Leads",
  intro: `SMS-verified, pre-qualified home-loan enquiries that go to one broker only: you. Start with a small test order, for example ${testSize} leads, measure the results on your own desk, then scale when the numbers work.`,
  cta: { label: `Book a ${c.strategyCallMinutes}-Minute Strategy Call`, to: "/contact", booking: true },
  highlights: [
    `${c.yearsExperience} years generating leads since ${company.foundingYear}`,
    `Reply within ${c.replyWithinHours} hours`,
    `Serving ${serviceArea.join(" and ")}`,
  ],
} as const;

export const benefitsIntro =
  "Every lead is generated for your brokerage, checked before it reaches you and never resold. That is the difference between a phone that rings with real borrowers and a list you have to chase.";

export const benefits: readonly Feature[] = [
  {
    icon: "message-square-lock",
    title: "SMS-verified",
    text: "Each applicant confirms their mobile number with a one-time SMS code before the lead is released, so you dial real people on numbers they actually answer.",
  },
  {
    icon: "clipboard-check",
    title: "Pre-qualified",
    text: "Applicants answer qualifying questions about their loan purpose, location and timing, so your first call is with someone actively looking for finance.",
  },
  {
    icon: "user-check",
    title: "Exclusive to you",
    text: "A lead goes to one broker only. It is never shared, rotated or resold, so you are not racing other brokers to the same borrower.",
  },
  {
    icon: "flask-conical",
    title: "Low-risk test order",
    text: `A minimum test order lets you judge quality before you commit. A typical example is a test of ${testSize} leads, with duplicates rejected at no charge.`,
  },
];

export const checklistIntro =
  "Leads arrive ready to work: the details your team needs for a confident first conversation, and the records your compliance file needs afterwards.";

export const checklist: readonly ChecklistItem[] = [
  {
    title: "Name and contact details",
    text: "First name, surname, email address and mobile number, entered by the applicant themselves.",
  },
  {
    title: "An SMS-verified mobile number",
    text: "Confirmed with a one-time code the applicant received and typed in, so the number is live and theirs.",
  },
  {
    title: "Loan purpose",
    text: "Whether they are buying their first home, upgrading, investing or refinancing an existing loan.",
  },
  {
    title: "Location",
    text: "State and postcode, so you can route each enquiry to the right broker or office.",
  },
  {
    title: "Fresh intent",
    text: `Interest expressed within the last ${c.leadFreshnessHours} hours, not a name recycled from an old list.`,
  },
  {
    title: "A consent record",
    text: "The date, time and source of the applicant's opt-in, kept so you can always answer the question 'how did you get my details?'.",
  },
  {
    title: "A duplicate check",
    text: "Screened against the leads already delivered to you; duplicates are rejected in real time and never billed.",
  },
  {
    title: "Exclusivity",
    text: "Delivered to your brokerage only. Once a lead is yours, no other broker will receive it.",
  },
];

export const exclusivityIntro =
  "Many lead sellers pass the same enquiry to several brokers at once. Ours go to one. Here is what that changes on your desk.";

export const comparison: readonly ComparisonColumn[] = [
  {
    title: "Shared leads",
    points: [
      "The same enquiry is sold to several brokers at the same moment.",
      "The borrower's phone rings with competing calls within minutes.",
      "Whoever dials first usually wins; everyone else pays for a lost opportunity.",
      "Borrowers grow wary and stop answering unknown numbers.",
    ],
  },
  {
    title: "Exclusive leads from us",
    recommended: true,
    points: [
      "Each enquiry is sold once, to you, and never resold later.",
      "The borrower hears from one broker who can focus on their goals.",
      "Your conversion depends on your advice and service, not your dialling speed.",
      "Cost per settled loan is easier to measure and to improve.",
    ],
  },
];

export const exclusivityAdvice = `Speed still matters. We advise every broker to call within ${c.advice.respondWithinMinutes} minutes of a lead arriving, because conversion drops by ${c.advice.conversionDropAfterHourPercent}% after the first hour, and to plan a ${c.advice.callCycle} call cycle in the first week. Exclusivity means that call is a considered conversation rather than a race against other brokers.`;

export const videoIntro =
  "A short explainer on why exclusive, SMS-verified leads convert better than shared ones. The video only loads when you press play.";

export const testOrderIntro = `You do not need to commit to a large volume to find out whether our leads work for your brokerage. A minimum test order applies; an example test is ${testSize} leads.`;

export const testOrderSteps: readonly ServiceStep[] = [
  {
    title: "Strategy call",
    text: `A ${c.strategyCallMinutes}-minute call about your lending niche, regions, capacity and what a good lead looks like for you.`,
  },
  {
    title: "Count and quote",
    text: `We confirm available volumes and a clear cost per lead within ${c.quoteWithinHours} hours, at no additional cost.`,
  },
  {
    title: "Test delivery",
    text: `Delivery starts ${c.deliveryStartsHours} hours after setup. Leads arrive as they verify, so your team can call while interest is fresh.`,
  },
  {
    title: "Review and scale",
    text: "We review contact and conversion results with you, adjust the targeting, and scale only when you are happy with the numbers.",
  },
];

export const faqs: readonly Faq[] = [
  {
    question: "What makes a mortgage lead exclusive?",
    answer:
      "An exclusive lead is delivered to your brokerage and no one else. We do not share it, rotate it between brokers or resell it later, so the borrower hears from one broker: you.",
  },
  {
    question: "How are the leads verified?",
    answer:
      "Every applicant confirms their mobile number with a one-time SMS code before the lead is released. Each lead is also checked against the leads already delivered to you, and duplicates are rejected in real time at no charge.",
  },
  {
    question: "What does pre-qualified mean?",
    answer:
      "Applicants answer a short set of questions about their loan purpose, location and timing before they are passed to you. Pre-qualification makes the first conversation more productive; it is not a credit assessment, and the lending decision always stays with you and the lender.",
  },
  {
    question: "Is there a minimum order?",
    answer: `Yes. A minimum test order applies so there is enough volume to judge results fairly; an example test is ${testSize} leads. We confirm the quantity and a clear cost per lead after your ${c.strategyCallMinutes}-minute strategy call, with a count and quote within ${c.quoteWithinHours} hours.`,
  },
  {
    question: "How quickly will leads start arriving?",
    answer: `Lead delivery starts ${c.deliveryStartsHours} hours after your campaign is set up. Each lead reflects interest expressed within the last ${c.leadFreshnessHours} hours, so we recommend calling within ${c.advice.respondWithinMinutes} minutes of delivery.`,
  },
  {
    question: "What if you cannot generate leads for my area?",
    answer: `${cap(q.noLeadsNoPayment)}, so the risk of a narrow brief sits with us rather than your brokerage. ${cap(q.selectiveClients)}, and we would rather tell you on the strategy call that a region or niche is too narrow than take an order we cannot fill.`,
  },
];

export const privacyNote = {
  paragraphs: [
    "Every mortgage lead comes from a consumer who opted in to be contacted about home-loan options. We record when and where consent was given, audit our lead sources for compliance, and honour suppression requests from anyone who no longer wishes to hear from us or our clients.",
    `We handle personal information in line with the Australian Privacy Act and the Australian Privacy Principles. In ${c.yearsExperience} years of trading, ${q.governmentComplaints}.`,
  ],
  points: [
    "Opt-in consent recorded for every lead",
    "Compliance-audited lead sources",
    "Suppression requests honoured",
    "Selective acceptance of broker clients",
  ],
};

export const contactIntro = `Call us during business hours or send an enquiry. Tell us your lending focus and regions, and we will set up a ${c.strategyCallMinutes}-minute strategy call.`;

export const formIntro = `Tell us about your brokerage, the borrowers you want to reach and your monthly capacity. We reply within ${c.replyWithinHours} hours.`;

export const furtherReading = [
  {
    to: "/mortgage-lead-insights/australian-mortgage-leads",
    title: "Australian mortgage leads: what brokers should know",
    text: "How leads are generated and verified, exclusive versus shared, and how to run a test order.",
  },
  {
    to: "/mortgage-lead-insights/mortgage-lead-generation-7-tips",
    title: "Mortgage lead generation: 7 tips",
    text: "Practical ways to convert more of the enquiries you already pay for.",
  },
] as const;

export const sections = {
  benefits: { title: "Why Brokers Choose Our Mortgage Leads" },
  checklist: { title: "What Every Mortgage Lead Includes" },
  exclusivity: { title: "Exclusive vs Shared Mortgage Leads" },
  video: { title: "Watch: Why Exclusive Leads Convert" },
  testOrder: { title: "How a Test Order Works" },
  faq: { title: "Mortgage Leads: Frequently Asked Questions" },
  privacy: {
    title: "Privacy and Compliance",
    links: [
      "Read our ",
      { to: "/privacy", label: "privacy policy" },
      ", or ",
      { to: "/privacy-au", label: "make a privacy or suppression request" },
      ".",
    ],
  },
  contact: { title: "Talk to Our Mortgage Lead Team", panelTitle: "Call our team", formTitle: "Send an enquiry" },
  furtherReading: { title: "Further Reading for Brokers", more: "Read the article" },
} as const;
