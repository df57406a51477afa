// Content of the /customer-analytics page (also served at /data-analytics). Figures come from the facts module.

import type { CaseStudy, Faq, Feature } from "#app/components/sections/types.ts";
import { claims, serviceArea, serviceVideos } from "#shared/site/facts.ts";
import type { VideoFacts } from "#shared/site/json-ld.ts";

const c = claims;
const inactive = c.advice.winBackInactiveMonths;

export const customerAnalyticsService = {
  name: "Customer Analytics and Profiling",
  serviceType: "Customer analytics",
  description: `Customer profiling, reactivation analysis and data enhancement for Australian and New Zealand businesses and charities, with initial insights in ${c.analyticsInitialWeeks} weeks and fixed project fees.`,
};

export const hero = {
  eyebrow: "Customer analytics and profiling",
  title: "Customer Analytics That Show You Who to Target Next",
  intro: `Find out who your best customers really are, why others drift away, and where to find more people like them. Initial insights arrive in ${c.analyticsInitialWeeks} weeks, full projects take ${c.analyticsFullWeeks} weeks, and every project has a fixed fee.`,
  cta: { label: "Discuss Your Project", to: "/contact" },
} as const;

export const sections = {
  video: { title: "Turn Your Customer Data Into Decisions" },
  services: {
    title: "Our Customer Analytics Services",
    intro:
      "Three services that work on their own or together: understand your customers, keep the ones worth keeping, and complete the records you rely on.",
  },
  applications: {
    title: "How Businesses Use Customer Analytics",
    intro:
      "The analysis is only useful if it changes what you do next. These are the four places our clients put it to work.",
  },
  benefits: {
    title: "Benefits of Customer Analytics",
    cta: { label: "Get a Fixed-Fee Quote", to: "/contact" },
    note: `Initial insights in ${c.analyticsInitialWeeks} weeks. We reply within ${c.replyWithinHours} hours.`,
  },
  successStory: { title: "Customer Success Story" },
} as const;

export const closingCta = {
  title: "Ready to Understand Your Customers?",
  text: [
    "Tell us what you want to know about your customers and we will scope a fixed-fee project. Analytics works best alongside the rest of our services: ",
    { to: "/lead-generation", label: "lead generation" },
    ", ",
    { to: "/consumer-data-list-solutions", label: "consumer marketing lists" },
    " and ",
    { to: "/crm-migration", label: "CRM migration" },
    ".",
  ],
  primary: { label: "Discuss Your Project", to: "/contact" },
  phones: true,
} as const;

export const overview = [
  "Most businesses hold far more knowledge about their customers than they use. Sales records, donation histories, enquiry forms and CRM notes describe who buys, what they buy and when they stop. Customer analytics turns that history into decisions: which audiences to buy leads and lists for, which customers to keep talking to, and where your marketing budget is wasted.",
  `We have been working with customer data for Australian and New Zealand organisations for ${c.yearsExperience} years. Our team works from the records you already have, add the variables you are missing, and explain the results in plain English, so your sales and marketing teams can act on them the week they arrive.`,
];

export const video: VideoFacts = {
  ...serviceVideos.customerAnalytics,
  transcript: `Every organisation we work with already knows a lot about its customers; it is just spread across sales records, CRM notes and campaign reports.

Customer analytics brings that together. We start with profiling: who your best customers are, where they live, their life stage and how they came to you. Then we look at reactivation: which customers are drifting away, and which of them are worth a conversation. A word of warning from experience: win-back campaigns aimed at people who have been inactive for ${inactive} months or more are often not cost-effective.

Where your records have gaps, data enhancement adds the missing variables so each profile is complete.

You will see initial insights within ${c.analyticsInitialWeeks} weeks, and a full project takes ${c.analyticsFullWeeks} weeks, for a fixed project fee.`,
};

export const services: readonly Feature[] = [
  {
    icon: "user-round-search",
    title: "Customer Profiling",
    text: "Build a clear picture of your most valuable customers from the records you already hold, so every acquisition campaign aims at people who look like them.",
    points: [
      "Demographic and location profile of your best customers",
      "Segments ranked by value and response",
      "Look-alike targeting for lead and list selection",
    ],
  },
  {
    icon: "repeat",
    title: "Customer Reactivation",
    text: "Find the customers who are drifting away while they can still be won back, and stop spending on those who are unlikely to return.",
    points: [
      "Lapse patterns and early warning signs",
      "Reactivation lists prioritised by likely return",
      `Advice on when win-back stops paying, often after ${inactive}+ months inactive`,
    ],
  },
  {
    icon: "database-zap",
    title: "Data Enhancement",
    text: "Fill the gaps in your customer records so profiles, segments and campaigns rest on complete, current information.",
    points: [
      "Missing demographic and household variables appended",
      "Duplicates identified and merged",
      "Cleaner data ready for your CRM and campaigns",
    ],
  },
];

export const applications: readonly Feature[] = [
  {
    icon: "target",
    title: "Smarter acquisition",
    text: "Use your customer profile to brief lead generation campaigns and select consumer lists, so you pay for prospects who resemble the customers you already value.",
  },
  {
    icon: "megaphone",
    title: "Campaign segmentation",
    text: "Tailor offers, messages and channels to each segment instead of sending one message to everyone, and plan call-centre and direct-mail activity by segment.",
  },
  {
    icon: "users",
    title: "Retention and reactivation",
    text: "Spot customers and supporters who are slipping away, contact the ones worth winning back, and learn what keeps your loyal customers loyal.",
  },
  {
    icon: "compass",
    title: "Planning and forecasting",
    text: "Decide where to focus by region, product and channel, with a fact base for budgets, targets and the next round of lead or list buying.",
  },
];

export const benefits: readonly Feature[] = [
  {
    icon: "lightbulb",
    title: "Know your best customers",
    text: "Replace assumptions with evidence about who buys, who stays and who gives the most value over time.",
  },
  {
    icon: "wallet",
    title: "Spend where it returns",
    text: "Direct acquisition and retention budgets to the audiences most likely to respond, and cut campaigns that are unlikely to pay back.",
  },
  {
    icon: "calendar-clock",
    title: "Fast time to insight",
    text: `See initial insights in ${c.analyticsInitialWeeks} weeks and receive the complete findings within ${c.analyticsFullWeeks} weeks.`,
  },
  {
    icon: "hand-coins",
    title: "Fixed project fees",
    text: "Analytics is priced as a fixed project fee, with optional software if you want to keep the analysis running in-house. You know the cost before we start.",
  },
];

export const successStory: CaseStudy = {
  label: "National charity · Regular giving",
  title: "Profiling regular givers to find more supporters like them",
  stats: [
    { value: `${c.analyticsInitialWeeks} weeks`, label: "To initial insights" },
    { value: `${c.analyticsFullWeeks} weeks`, label: "Full project" },
    { value: "3", label: "Services combined" },
    { value: `${inactive}+ months`, label: "Inactivity cut-off for win-back" },
  ],
  blocks: [
    {
      title: "The challenge",
      text: "A national charity had years of supporter records across several systems. Acquisition costs were rising, and it was mailing reactivation appeals to every lapsed supporter regardless of when they last gave.",
    },
    {
      title: "What we did",
      text: "We combined profiling, reactivation analysis and data enhancement in one fixed-fee project.",
      points: [
        "Profiled active regular givers to define the supporters worth finding more of",
        "Enhanced the records with missing household and location variables",
        "Split lapsed supporters by how long they had been inactive",
      ],
    },
    {
      title: "The outcome",
      text: `The charity now briefs regular-giver lead campaigns against the profile of its best supporters, and focuses reactivation on recently lapsed givers, rather than on those inactive for ${inactive} months or more, where win-back is often not cost-effective.`,
    },
  ],
};

export const faqs: readonly Faq[] = [
  {
    question: "What is customer analytics?",
    answer:
      "Customer analytics is the analysis of your existing customer records to understand who your customers are, how they behave and what they are worth. The results guide who you target, how you talk to them and where you spend your marketing budget.",
  },
  {
    question: "What is customer profiling?",
    answer:
      "Profiling describes your best customers in terms you can target: age, life stage, household, location and how they came to you. Once you know what a valuable customer looks like, you can buy leads and lists that match that profile.",
  },
  {
    question: "What data do we need to provide?",
    answer:
      "A customer or supporter file with, ideally, contact details, location, what each person bought or gave, and when. It does not need to be perfect: part of our work is cleaning and enhancing the records before we analyse them.",
  },
  {
    question: "How long does an analytics project take?",
    answer: `You will see initial insights within ${c.analyticsInitialWeeks} weeks of us receiving your data. A full project, including the final report and recommendations, takes ${c.analyticsFullWeeks} weeks.`,
  },
  {
    question: "How is customer analytics priced?",
    answer:
      "Analytics projects have a fixed project fee, agreed before the work starts, plus optional software if you want to run the analysis yourself afterwards. There is no charge for time beyond the agreed fee.",
  },
  {
    question: "What is customer reactivation analysis?",
    answer:
      "Reactivation analysis looks at customers who have stopped buying or giving, finds the patterns that come before they lapse, and ranks lapsed customers by how likely they are to return, so you contact the right people first.",
  },
  {
    question: "Is it worth trying to win back long-lapsed customers?",
    answer: `Usually less than people expect. In our experience, win-back campaigns aimed at people who have been inactive for ${inactive} months or more are often not cost-effective. That budget usually works harder on recently lapsed customers or on new acquisition.`,
  },
  {
    question: "What is data enhancement?",
    answer:
      "Data enhancement appends variables your records are missing, such as household or location details, and identifies duplicates, so that each customer record is complete enough to profile and target.",
  },
  {
    question: "How do you keep our customer data secure and private?",
    answer:
      "We comply with the Australian Privacy Act and the Australian Privacy Principles. Your data is used only for your project and held only for as long as it is reasonably required.",
  },
  {
    question: "Can analytics help us buy better leads or lists?",
    answer:
      "Yes, and that is one of the most common reasons clients start with analytics. Your customer profile becomes the brief for lead generation campaigns and consumer list selections, so you pay for prospects who match your best customers.",
  },
  {
    question: "Do we need special software to use the results?",
    answer:
      "No. You receive the findings as a clear report and data files that work with the tools you already use. Software is an optional extra for clients who want to keep the analysis running in-house.",
  },
  {
    question: "Who do you provide customer analytics for?",
    answer: `We work with businesses and charities across ${serviceArea.join(" and ")}, including fundraising, energy, mortgage, health and call-centre clients. If you hold customer records, profiling can show you where to grow.`,
  },
];
