// Content of the /consumer-data-list-solutions page. Claims come from the facts module.

import type { ChecklistGroup, Faq, Feature, ServiceStep } from "#app/components/sections/types.ts";
import { claims } from "#shared/site/facts.ts";

const c = claims;

export const consumerListsService = {
  name: "Consumer Marketing Lists and Data Solutions",
  serviceType: "Consumer marketing lists",
  description:
    "Consumer marketing lists selected to your criteria, merged and de-duplicated against your own customer data, for direct mail and telemarketing campaigns in Australia and New Zealand.",
};

export const hero = {
  eyebrow: "Consumer marketing lists",
  title: "Consumer Marketing Lists and Data Solutions",
  intro: `Reach the right households for your next direct-mail or telemarketing campaign. We select consumers to your criteria, merge and de-duplicate the list against your own data, and give you a count and quote within ${c.quoteWithinHours} hours at no additional cost.`,
  cta: { label: "Request a Count and Quote", to: "/contact" },
} as const;

export const whyLists = [
  "Leads are ideal when you need people who have already raised their hand. Lists are how you reach everyone else who fits your ideal customer: a defined audience, in the areas you serve, at the volume your campaign needs. For direct mail, outbound calling and awareness campaigns, a well-selected list gives you scale and control that no other channel matches.",
  `The difference between a list that pays back and one that wastes budget is in the selection and the processing. After ${c.yearsExperience} years of supplying data to Australian and New Zealand businesses and charities, we know which selections predict response, and we clean every list against your own records before you spend a cent on print or calls.`,
];

export const whyPoints: readonly string[] = [
  "Reach a defined audience at the volume you need",
  "Control exactly who receives your message, and where",
  "Merged and de-duplicated against your existing customers",
  "No service fee: data, setup and processing are included",
];

export const fivePs: readonly Feature[] = [
  {
    icon: "package",
    title: "Product",
    text: "What you sell decides who needs it. We start from your product and its typical buyer, so the list matches genuine need rather than broad demographics.",
  },
  {
    icon: "circle-dollar-sign",
    title: "Price",
    text: "Price points suit some households better than others. Income, home ownership and life stage selections help you reach people who can say yes.",
  },
  {
    icon: "map-pin",
    title: "Place",
    text: "Where you operate and deliver shapes the list. Select by state, region, postcode or distance from your stores and service areas.",
  },
  {
    icon: "megaphone",
    title: "Promotion",
    text: "Direct mail, telemarketing and digital campaigns need different data. We supply the contact fields your channel requires and nothing you will not use.",
  },
  {
    icon: "users",
    title: "People",
    text: "Your best customers are the blueprint. Profiling your existing customers shows which selections will find more people like them.",
  },
];

export const selectionGroups: readonly ChecklistGroup[] = [
  {
    title: "Demographics",
    items: ["Age band", "Gender", "Life stage", "Household income band"],
  },
  {
    title: "Household and property",
    items: ["Home owners or renters", "Length of residence", "Household type", "Recent home movers"],
  },
  {
    title: "Location",
    items: ["State and region", "Postcode lists", "Radius around a store or site", "Metropolitan or regional"],
  },
  {
    title: "Channel and suppression",
    items: [
      "Postal address for direct mail",
      "Landline or mobile for telemarketing",
      "Exclude your existing customers",
      "Exclude suppressed contacts",
    ],
  },
];

export const approach: readonly ServiceStep[] = [
  {
    title: "Define your audience",
    text: "We work from your product, offer and best customers to agree who should be on the list, and which selections matter most.",
  },
  {
    title: "Select and count",
    text: `We run the selections and give you a count and quote within ${c.quoteWithinHours} hours, at no additional cost, so you can adjust criteria before you buy.`,
  },
  {
    title: "Merge and de-duplicate",
    text: "The list is merged with your own data and de-duplicated, so existing customers and repeated records are removed before delivery.",
  },
  {
    title: "Deliver and measure",
    text: "You receive a campaign-ready file for your mail house or call centre, and we help you read the results to refine the next selection.",
  },
];

export const dataStrategy = [
  "A single list purchase can fill one campaign. A data strategy keeps every campaign improving. We help clients decide when to use a list, when to buy warm leads, and how both should feed back into a clean customer database.",
  "In practice that means profiling your customers first, using the profile to choose list selections and lead targeting, and bringing the results back into your CRM so the next selection is better informed than the last.",
];

export const strategyPillars: readonly Feature[] = [
  {
    icon: "user-round-search",
    title: "Understand",
    text: "Customer analytics and profiling show which selections will work for you.",
  },
  {
    icon: "users",
    title: "Acquire",
    text: "Lists for reach and scale, warm opt-in leads for ready-to-talk prospects.",
  },
  {
    icon: "chart-column-increasing",
    title: "Maintain",
    text: "Clean, enhanced and de-duplicated data in one CRM, ready for the next campaign.",
  },
];

export const faqs: readonly Faq[] = [
  {
    question: "What is a consumer marketing list?",
    answer:
      "A consumer marketing list is a set of contact records for members of the public, selected by criteria such as location, age band, household type or home ownership, for use in direct mail, telemarketing and other direct marketing campaigns.",
  },
  {
    question: "How do you select the people on our list?",
    answer:
      "We start from your product, offer and existing customers, agree the selections with you, and run a count. You can adjust the criteria until the audience and volume are right before you buy.",
  },
  {
    question: "Do you de-duplicate the list against our own data?",
    answer:
      "Yes. Every list is merged with your own customer data and de-duplicated, so you do not pay to contact existing customers or the same household twice.",
  },
  {
    question: "How are consumer lists priced?",
    answer:
      "Lists are priced without a service fee: data, setup and processing are all included in the quote. The price depends on the selections and volume, and you receive it with your count.",
  },
  {
    question: "How quickly can we get a count and quote?",
    answer: `Within ${c.quoteWithinHours} hours of receiving your criteria, at no additional cost. We reply to every enquiry within ${c.replyWithinHours} hours.`,
  },
  {
    question: "Can lists be used for both direct mail and telemarketing?",
    answer:
      "Yes. We supply postal addresses for direct mail and phone numbers for telemarketing, depending on your channel. Telemarketing campaigns must also meet Australian telemarketing rules, and we can talk you through what applies to your campaign.",
  },
  {
    question: "What is the difference between a marketing list and a lead?",
    answer:
      "A list reaches people who match your criteria but have not asked to hear from you. A lead is someone who has opted in and shown interest recently. Lists give reach and scale; leads give readiness. Many clients use both.",
  },
  {
    question: "Is the data compliant with Australian privacy law?",
    answer:
      "We comply with the Australian Privacy Act and the Australian Privacy Principles, data is held only for as long as it is reasonably required, and suppression requests from individuals are honoured.",
  },
  {
    question: "Can we exclude our existing customers and suppressed contacts?",
    answer:
      "Yes. Existing customers are removed when we merge and de-duplicate against your data, and contacts who have asked not to be contacted are suppressed before the list is delivered.",
  },
  {
    question: "We are not sure who to target. Can you help?",
    answer:
      "Yes. Customer profiling analyses your existing customers to show which selections will find more people like your best ones, and we use that profile to recommend the list.",
  },
];

export const sections = {
  why: { title: "Why Use Consumer Marketing Lists?" },
  fivePs: {
    title: "The Five P's of Marketing",
    intro:
      "A good list is built from your marketing mix, not from whatever data happens to be available. We work through the five P's with you before we select a single record.",
  },
  selections: {
    title: "Example Selections",
    intro:
      "Combine selections to describe your audience as precisely as your campaign needs. These are common examples; ask us about any criteria not listed.",
  },
  approach: {
    title: "Our Approach",
    intro: "Four steps take you from a rough idea of your audience to a clean, campaign-ready list.",
  },
  strategy: {
    title: "Building Your Data Strategy",
    related: [
      "Explore the services that complete the picture: ",
      { to: "/customer-analytics", label: "customer analytics" },
      ", ",
      { to: "/lead-generation", label: "lead generation" },
      " and ",
      { to: "/crm-migration", label: "CRM migration" },
      ", or read our comparison of ",
      {
        to: "/lead-generation-insights/lead-gen-strategy-leads-vs-marketing-list",
        label: "warm leads and marketing lists",
      },
      ".",
    ],
  },
} as const;

export const closingCta = {
  title: "Request Your Count and Quote",
  text: `Send us your target audience and we will come back with a count and quote within ${claims.quoteWithinHours} hours, at no additional cost. No service fee: data, setup and processing are included.`,
  primary: { label: "Request a Count and Quote", to: "/contact" },
  phones: true,
} as const;
