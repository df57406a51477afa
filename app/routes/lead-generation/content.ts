// Content of the /lead-generation service page. Every figure and claim comes from the facts module.

import type { Faq, Feature, ServiceStep } from "#app/components/sections/types.ts";
import { address, claims, industries, phones, serviceArea, serviceVideos } from "#shared/site/facts.ts";
import type { VideoFacts } from "#shared/site/json-ld.ts";

const c = claims;
const [trialSmall, trialLarge] = c.trialLeads;
const industryList = `${industries.slice(0, -1).join(", ")} and ${industries.at(-1)}`;

export const leadGenerationService = {
  name: "B2C Lead Generation",
  serviceType: "Lead generation",
  description:
    "Opt-in B2C, call-centre and marketing leads for Australian and New Zealand businesses, delivered in real time with duplicates rejected at no charge and priced per lead.",
};

export const hero = {
  eyebrow: "B2C, call-centre and marketing leads",
  title: "B2C Lead Generation Services",
  intro: `Opt-in consumer leads for sales teams, call centres and advertisers, delivered in real time and priced per lead. We have delivered ${c.leadsDeliveredLong} leads since 2009, and you can start with a trial of ${trialSmall} or ${trialLarge} leads.`,
  cta: { label: "Request a Free Quote", anchor: "#enquiry" },
} as const;

export const benefitsIntro = `Lead generation should fill your pipeline with people who asked to hear from you, not with names you pay to call twice. These six commitments apply to every campaign we run for clients across ${serviceArea.join(" and ")}.`;

export const benefits: readonly Feature[] = [
  {
    icon: "shield-check",
    title: "Opt-in, compliance-audited sources",
    text: `Every lead has opted in to be contacted, and our sources are compliance audited. In ${c.yearsExperience} years we have never received a complaint from a government department.`,
  },
  {
    icon: "copy-x",
    title: "Duplicates rejected free, in real time",
    text: `In large campaigns over ${c.duplicateRejectionPercent}% of leads are rejected as duplicates the moment they arrive, and you are never charged for them.`,
  },
  {
    icon: "phone-call",
    title: `A contact rate of about ${c.contactRatePercent}%`,
    text: `Because people asked to be contacted and the data is checked before it reaches you, around ${c.contactRatePercent}% of our leads are reached by phone: more conversations for the same dialling effort.`,
  },
  {
    icon: "gauge",
    title: "No fee for time: pay per lead",
    text: "You pay for opportunities, not hours. Each lead has a clear upfront cost, with no retainers, media markups or agency time sheets.",
  },
  {
    icon: "badge-check",
    title: `Trial ${trialSmall} or ${trialLarge} leads first`,
    text: `Test the quality with a trial of ${trialSmall} or ${trialLarge} leads before you scale. If we cannot generate leads for your offer, you do not pay.`,
  },
  {
    icon: "timer",
    title: "Fresh leads, fast start",
    text: `Delivery starts ${c.deliveryStartsHours} hours after setup, and each lead registered interest within the previous ${c.leadFreshnessHours} hours, so your team calls while the interest is real.`,
  },
];

export const video: VideoFacts = {
  ...serviceVideos.leadGeneration,
  transcript: `Hi, and thanks for watching. We have been generating leads for Australian and New Zealand businesses since 2009, and in that time we have delivered ${c.leadsDeliveredLong} leads across more than ${c.campaigns.replace("+", "")} campaigns.

Our leads come from a mix of warm digital campaigns and off-shore survey programs. Every person has opted in to be contacted, and our sources are compliance audited.

As each lead arrives we check it in real time. In large campaigns more than ${c.duplicateRejectionPercent}% of leads are rejected as duplicates, and you are never charged for those. What reaches your team is fresh: people who showed interest within the last ${c.leadFreshnessHours} hours, with a contact rate of about ${c.contactRatePercent}%.

You pay per lead, with a clear upfront cost and no fee for our time. Start with a trial of ${trialSmall} or ${trialLarge} leads, and if we cannot generate leads for you, you don't pay. Call us on ${phones.freecall.display} to talk about your campaign.`,
};

export const videoPoints: readonly string[] = [
  "Where our leads come from: a mix of warm digital leads and off-shore survey leads",
  "How duplicates are caught in real time before they reach your team",
  "What you pay for, and what you never pay for",
  "How a trial campaign is set up and scaled",
];

export const steps: readonly ServiceStep[] = [
  {
    title: "Tell us who you want to reach",
    text: `Share your offer, target customer, regions and volumes. We reply within ${c.replyWithinHours} hours and give you a count and quote within ${c.quoteWithinHours} hours at no additional cost.`,
  },
  {
    title: "Agree the qualification",
    text: "Together we set the questions each lead must answer and the rules for what counts as a valid lead. We accept clients selectively, so we only take on campaigns we can deliver well.",
  },
  {
    title: "Run your trial",
    text: `We start with a trial of ${trialSmall} or ${trialLarge} leads. Delivery begins ${c.deliveryStartsHours} hours after setup, and duplicates are rejected in real time at no charge.`,
  },
  {
    title: "Review, optimise and scale",
    text: "We compare contact and conversion feedback from your team with our source data, tune targeting, and increase volumes once the numbers work for you.",
  },
];

export const faqs: readonly Faq[] = [
  {
    question: "What is B2C lead generation?",
    answer:
      "B2C (business-to-consumer) lead generation finds members of the public who are interested in a product or service and have agreed to be contacted about it. Instead of cold-calling a list, your sales team or call centre speaks to people who asked to hear from you.",
  },
  {
    question: "Where do your leads come from?",
    answer:
      "Our leads come from a mix of warm digital leads, generated through online campaigns, and off-shore survey leads. Every person opts in to be contacted, and our sources are compliance audited before and during each campaign.",
  },
  {
    question: "Which industries do you generate leads for?",
    answer: `We work across ${industryList}, among others. We are also trusted by many of Australia's top call centres, who run outbound campaigns for brands in these sectors.`,
  },
  {
    question: "How is the price of a lead worked out?",
    answer:
      "There is no fee for time: you pay per lead, with a clear upfront cost agreed before the campaign starts. The price depends on your target audience, the qualification questions and the volume you need, so we quote each campaign individually.",
  },
  {
    question: "Can we trial your leads before committing?",
    answer: `Yes. Most clients start with a trial of ${trialSmall} or ${trialLarge} leads to test quality against their own sales process. If we cannot generate leads for your offer, you do not pay.`,
  },
  {
    question: "What happens to duplicate leads?",
    answer: `Every lead is checked in real time as it arrives. In large campaigns over ${c.duplicateRejectionPercent}% of leads are rejected as duplicates, and rejected leads are never charged to you.`,
  },
  {
    question: "What contact rate can we expect?",
    answer: `Our leads have a contact rate of about ${c.contactRatePercent}%. Your own results depend on how quickly you call and how persistently you follow up, so we share what we see working for other clients.`,
  },
  {
    question: "How quickly can a campaign start?",
    answer: `We reply to every enquiry within ${c.replyWithinHours} hours and provide a count and quote within ${c.quoteWithinHours} hours. Once the campaign is set up, lead delivery starts within ${c.deliveryStartsHours} hours.`,
  },
  {
    question: "How fresh are the leads?",
    answer: `Each lead registered interest within the previous ${c.leadFreshnessHours} hours and is delivered to you in real time, so your team can call while the enquiry is still front of mind.`,
  },
  {
    question: "Are your leads compliant with Australian privacy and telemarketing rules?",
    answer: `Yes. Leads are opt-in, our sources are compliance audited, and we accept clients selectively. In ${c.yearsExperience} years we have never received a complaint from a government department.`,
  },
  {
    question: "How fast should our team call a new lead?",
    answer: `As fast as you can: aim to respond within ${c.advice.respondWithinMinutes} minutes. Conversion drops by ${c.advice.conversionDropAfterHourPercent}% after one hour, and longer delays cut it by ${c.advice.delayConversionCutPercent}. Plan a cycle of ${c.advice.callCycle} calls in the first week and keep following up for ${c.advice.followUpDays} days.`,
  },
  {
    question: "Do you work with call centres?",
    answer:
      "Yes. We are trusted by many of Australia's top call centres, supplying fresh, opt-in leads with duplicates rejected in real time before they reach the dialling floor.",
  },
];

export const formIntro = `Tell us about your campaign and we will reply within ${c.replyWithinHours} hours. Your count and quote follow within ${c.quoteWithinHours} hours, at no additional cost.`;

export const sections = {
  benefits: { title: "Why Businesses Choose Our Lead Generation" },
  stats: [
    { value: claims.yearsExperience, label: "Years generating leads" },
    { value: claims.leadsDelivered, label: "Leads delivered" },
    { value: claims.campaigns, label: "Successful campaigns" },
  ],
  video: {
    title: "See How Our Lead Generation Works",
    intro:
      "A short overview from our team of how a campaign runs, from the first opt-in to the lead arriving with your sales team.",
    pointsTitle: "In this video",
  },
  howItWorks: {
    title: "How It Works",
    intro:
      "Four steps take you from first enquiry to a steady flow of qualified leads, with a low-risk trial before you commit to volume.",
    reading: [
      "Want to see the thinking behind each step? Read our ",
      { to: "/lead-generation-insights/customer-acquisition-methodology", label: "customer acquisition methodology" },
      " or the ",
      { to: "/lead-generation-insights/sales-leads-buying-guide-australia", label: "sales leads buying guide" },
      ".",
    ],
  },
  enquiry: {
    title: "Request Your Free Count and Quote",
    panelTitle: "Prefer to talk it through?",
    panelIntro: `Call our ${address.locality} team for a quick chat about volumes, targeting and a trial.`,
  },
} as const;
