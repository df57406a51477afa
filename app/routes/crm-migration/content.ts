// Content of the /crm-migration page. Figures (timings, accuracy, cost range, case study) come from the facts module.

import type { CaseStudy, ChecklistGroup, Faq, Feature, ServiceStep } from "#app/components/sections/types.ts";
import { claims, crmCaseStudy, hours } from "#shared/site/facts.ts";

const m = claims.crmMigration;
const cs = crmCaseStudy;

export const crmMigrationService = {
  name: "CRM Migration and Data Enhancement",
  serviceType: "CRM data migration",
  description: `Assessment, mapping, cleansing and migration of customer data into a new CRM, with duplicates merged, missing variables appended and ${m.accuracy} accuracy. Typical projects take ${m.typicalWeeks} weeks.`,
};

export const hero = {
  eyebrow: "Clean, complete data in your new CRM",
  title: "CRM Migration and Data Enhancement",
  intro: `Move your customer data into a new CRM clean, complete and de-duplicated. We assess, map, cleanse and migrate your records with ${m.accuracy} accuracy, and most projects are finished in ${m.typicalWeeks} weeks.`,
  cta: { label: "Discuss Your Migration", to: "/contact" },
} as const;

export const intro = [
  "A new CRM is only as good as the data you put into it. Records copied across as they are bring their duplicates, gaps and inconsistent formats with them, and your team's first impression of the new system is that it cannot be trusted.",
  `We treat migration as a data project first and a software project second. Before anything moves, we find out what you hold, decide what belongs where, clean it and fill the gaps. The result is a CRM your sales, service and marketing teams can rely on from the first day, backed by a process with ${m.accuracy} accuracy.`,
];

export const services: readonly Feature[] = [
  {
    icon: "arrow-right-left",
    title: "CRM Data Migration",
    text: "Field-by-field transfer of contacts, accounts, history and relationships from your old systems into your new CRM, tested before the final cut-over.",
  },
  {
    icon: "eraser",
    title: "Data Cleansing and De-duplication",
    text: "Standardised names, addresses and phone numbers, invalid records flagged, and duplicate contacts and accounts merged so each customer appears once.",
  },
  {
    icon: "database-zap",
    title: "Data Enhancement",
    text: "Missing business and consumer variables appended to your records, so segments, territories and campaigns work from complete information.",
  },
  {
    icon: "combine",
    title: "Database Consolidation",
    text: "Several databases, regions or acquired businesses merged into one source of truth, with matching rules you approve before records are combined.",
  },
];

export const steps: readonly ServiceStep[] = [
  {
    title: "Assessment",
    text: "We audit every source system to understand what you hold and how good it is.",
    points: [
      "Record counts and field inventory",
      "Duplicate and data-quality report",
      "Scope, timeline and fixed quote",
    ],
  },
  {
    title: "Mapping",
    text: "Each old field is matched to its place in the new CRM, and every rule is agreed with you.",
    points: ["Field and relationship mapping", "Transformation and matching rules", "Sign-off before any data moves"],
  },
  {
    title: "Cleansing",
    text: "Records are standardised, validated, de-duplicated and enhanced before migration.",
    points: ["Formats standardised", "Duplicates merged", "Missing variables appended"],
  },
  {
    title: "Migration",
    text: `Data is loaded, reconciled against the source and checked to ${m.accuracy} accuracy before go-live.`,
    points: ["Test load and reconciliation", "Final cut-over", "Post-migration checks with your team"],
  },
];

export const timeline = [
  { value: `${m.typicalWeeks} weeks`, label: "Typical project length" },
  { value: m.accuracy, label: "Migration accuracy" },
  { value: `${m.costFrom} to ${m.costTo}`, label: "Typical fixed project cost" },
] as const;

export const timelineText = `Projects with under ${m.smallProjectRecords} records usually take ${m.smallProjectWeeks} weeks; larger consolidations take up to ${m.typicalWeeks.split("-")[1]} weeks. Every project is quoted as a fixed project fee, with optional software, after the assessment, and larger organisations can begin with a pilot test of about ${m.pilotMonths} months.`;

export const variableGroups: readonly ChecklistGroup[] = [
  {
    title: "Business data variables",
    intro: "For B2B records: the company, its size and the people you deal with.",
    items: [
      "Business name and trading name",
      "ABN and entity type",
      "Industry classification",
      "Employee size band",
      "Revenue band",
      "Street and postal address",
      "Switchboard and direct phone",
      "Website and generic email",
      "Decision-maker name and job title",
      "Head office and branch links",
    ],
  },
  {
    title: "Consumer data variables",
    intro: "For B2C records: the person, their household and where they live.",
    items: [
      "Title, first name and surname",
      "Residential address and postcode",
      "Landline and mobile number",
      "Email address",
      "Age band",
      "Gender",
      "Household income band",
      "Home owner or renter",
      "Length of residence",
      "Life stage and household type",
    ],
  },
];

export const caseStudy: CaseStudy = {
  label: `Database consolidation · ${cs.platform}`,
  title: cs.title,
  stats: [
    { value: String(cs.databases), label: `${cs.platform} databases consolidated` },
    { value: cs.contacts, label: "Contacts migrated" },
    { value: cs.accounts, label: "Accounts migrated" },
    { value: cs.duplicatesRemovedShort, label: "Duplicates merged" },
  ],
  blocks: [
    {
      title: "The challenge",
      text: `The client ran ${cs.databases} separate ${cs.platform} databases, built up over years by different teams. The same customers and companies appeared in several of them, each version slightly different, and no one could see a complete history.`,
    },
    {
      title: "Our approach",
      text: `We assessed all ${cs.databases} databases, agreed one target data model and a set of matching rules, then cleansed and merged the records before a single, tested migration.`,
      points: [
        `One field map for all ${cs.databases} sources`,
        "Matching rules approved by the client",
        "Reconciliation against every source before go-live",
      ],
    },
    {
      title: "The result",
      text: `${cs.contacts} contacts and ${cs.accounts} accounts now live in one CRM, with ${cs.duplicatesRemoved} duplicates identified and merged along the way, giving every team the same complete view of each customer.`,
    },
  ],
};

export const faqs: readonly Faq[] = [
  {
    question: "How long does a CRM migration take?",
    answer: `Most projects take ${m.typicalWeeks} weeks from assessment to go-live. Projects with under ${m.smallProjectRecords} records usually take ${m.smallProjectWeeks} weeks; larger projects and multi-database consolidations sit towards the upper end of the range.`,
  },
  {
    question: "How much does a CRM migration cost?",
    answer: `Projects typically cost from ${m.costFrom} to ${m.costTo}, depending on the number of source systems, the volume of records and how much cleansing and enhancement is needed. You receive a fixed project fee after the assessment, with software as an optional extra.`,
  },
  {
    question: "How accurate is the migration?",
    answer: `Our migrations achieve ${m.accuracy} accuracy. Every load is reconciled against the source systems, and exceptions are reviewed with your team before go-live.`,
  },
  {
    question: "Which CRM platforms can you migrate from and to?",
    answer: `Our featured case study consolidated ${cs.databases} ${cs.platform} databases. Because our process starts from your data and the import formats of your new platform, tell us which systems you are moving from and to, and we will confirm the approach in your assessment.`,
  },
  {
    question: "How do you handle duplicate records?",
    answer:
      "We agree matching rules with you, for example on name, address, phone and email, identify likely duplicates, and merge them so each customer and account appears once, keeping the history from every version.",
  },
  {
    question: "Will we lose any data or history?",
    answer:
      "Every source field is mapped in the mapping step, and you sign off on anything that will be archived rather than migrated.",
  },
  {
    question: "Can we run a pilot before the full migration?",
    answer: `Yes. Larger organisations often start with a pilot test, which typically runs for about ${m.pilotMonths} months, before committing to the full migration.`,
  },
  {
    question: "What is data enhancement?",
    answer:
      "Data enhancement appends business or consumer variables that your records are missing, such as industry and employee size for companies, or age band and household details for consumers, so your new CRM starts complete.",
  },
  {
    question: "Do we have to stop using our current system during the migration?",
    answer:
      "No. Your team keeps working in the existing system while we assess, map, cleanse and test. The final cut-over is planned with you to keep the switch as short as possible.",
  },
  {
    question: "How is our data protected during the project?",
    answer:
      "We comply with the Australian Privacy Act and the Australian Privacy Principles. Your data is used only for your project and held only for as long as it is reasonably required.",
  },
];

export const sections = {
  services: { title: "Our CRM Migration Services" },
  process: {
    title: "Our Four-Step Migration Process",
    intro:
      "Every project follows the same four steps, and nothing moves into your new CRM until you have approved how it will look when it gets there.",
  },
  timeline: { title: "Timeline and Investment" },
  variables: {
    title: "Data Variables We Can Append",
    intro:
      "Data enhancement fills the gaps in your records during the cleansing step. These are typical variables for business and consumer data; we agree the exact list with you.",
  },
  caseStudy: { title: "Featured Case Study", download: "Download the full case study (PDF)" },
} as const;

export const closingCta = {
  title: "Plan Your CRM Migration",
  text: `Tell us which systems you are moving from and to, and roughly how many records you hold. We will scope the assessment and give you a fixed quote. Our team is available ${hours.display}.`,
  primary: { label: "Discuss Your Migration", to: "/contact" },
  secondary: { label: "Meet Our Team", to: "/our-lead-generation-company" },
  phones: true,
} as const;
