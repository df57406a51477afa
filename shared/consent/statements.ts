// What a person is told when they give us their details: the Data Collection Statement every
// form opens, the notification statement beside the contact page's form, and the privacy
// hub's statement. Plain data in one place, because what a person agreed to must be provable:
// each submission records the version (label and content hash) of the statements shown with its
// form (issue 13's consent record). The words are code (change them, then change CONSENT_VERSION;
// a unit test fails until the label and the recorded hash match the text); the facts they quote
// (the company's names, the phone, the privacy address, the countries, the retention claim) are
// the published facts of the page's render (decision 091), so the hash is taken over the words
// with those facts, and the server knows the hash of every facts version ever published.
import type { Facts } from "#shared/content/schemas/facts.ts";
import { facts as shippedFacts, telHref } from "#shared/site/facts.ts";
import { type Block, plainText } from "#shared/site/rich-text.ts";

/** The facts the statements quote. */
export type StatementFacts = Pick<
  Facts,
  "brand" | "phones" | "privacyEmail" | "overseasRecipientCountries" | "regulation" | "claims"
>;

/** What the Data Collection Statement quotes: all a form's island needs to show it (its props). */
export interface DataCollectionFacts {
  legalName: string;
  countries: readonly string[];
  privacyAct: string;
  privacyPrinciples: string;
}

/** A statute's name among the facts (the regulation record also holds records). */
function statute(f: StatementFacts, key: string): string {
  const name = f.regulation[key];
  if (typeof name !== "string") throw new Error(`the facts name no regulation.${key}`);
  return name;
}

export function dataCollectionFacts(f: StatementFacts): DataCollectionFacts {
  return {
    legalName: f.brand.legalName,
    countries: f.overseasRecipientCountries,
    privacyAct: statute(f, "privacyAct"),
    privacyPrinciples: statute(f, "privacyPrinciples"),
  };
}

const listed = (items: readonly string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(", ")} and ${items.at(-1)}` : (items[0] ?? "");
const mailOf = (f: StatementFacts) => ({ href: `mailto:${f.privacyEmail}`, label: f.privacyEmail });
const freecallOf = (f: StatementFacts) => ({
  href: telHref(f.phones.freecall.tel),
  label: f.phones.freecall.display,
});

export interface Statement {
  title: string;
  blocks: readonly Block[];
}

/** The dialog every form opens (specification: overseas countries, the Act and APPs, retention, suppression, /privacy-au). */
export const dataCollectionStatement = (f: DataCollectionFacts): Statement => ({
  title: "Data Collection Statement",
  blocks: [
    {
      p: `${f.legalName} collects the details you give in this form to answer your enquiry or request, to keep a record of our dealings with you and to manage our marketing and suppression lists.`,
    },
    { p: `We comply with the ${f.privacyAct} (Cth) and the ${f.privacyPrinciples} (APPs).` },
    {
      p: `Your personal information may be disclosed to our service providers, clients and partners overseas. The countries they are likely to be in are ${listed(f.countries)}.`,
    },
    {
      p: "We hold personal information until it is no longer reasonably required, then destroy or de-identify it. We honour every request to be suppressed from marketing, and keep only what we need to make sure you are not contacted again.",
    },
    {
      p: "Our website also counts visits and form use, without cookies and without sending anything to other companies; the campaign that brought you is sent with an enquiry, never with a privacy request. The Privacy Policy explains how, and lets you stop it.",
    },
    {
      p: [
        "Read our ",
        { to: "/privacy-au", label: "Privacy Policy (Australia and New Zealand)" },
        " for how to access or correct your information, or make a complaint.",
      ],
    },
  ],
});

/** Beside the contact page's form: data use, suppression and a link to the privacy policy. */
export const contactNotificationStatement = (f: StatementFacts): Statement => ({
  title: "How We Use Your Information",
  blocks: [
    {
      p: `When you send this form, ${f.brand.name} collects your name, phone number, email address, organisation and message. We use them to reply to your enquiry, prepare any count and quote you ask for, and keep a record of our dealings with you. We may also tell you about our own services, and you can opt out at any time.`,
    },
    {
      p: `Your details are held by us and by service providers who help us, some of whom are overseas, for example in ${listed(f.overseasRecipientCountries)}.`,
    },
    {
      p: [
        { strong: "Suppression:" },
        " if you want your details removed from the marketing lists and leads we supply, or you no longer want to hear from us, email ",
        mailOf(f),
        " or call ",
        freecallOf(f),
        " and we will add you to our suppression list.",
      ],
    },
    {
      p: [
        "Our ",
        { to: "/privacy", label: "Privacy Policy" },
        " explains how we handle personal information, how to access or correct it, and how to make a complaint.",
      ],
    },
  ],
});

/** The privacy hub's notification statement: overseas disclosure, retention, security, cookies. */
export const privacyHubStatement = (f: StatementFacts): Statement => ({
  title: "Privacy Notification Statement",
  blocks: [
    {
      p: `${f.brand.legalName} collects personal information to generate sales leads, supply marketing lists and provide data services to businesses and charities, and to answer enquiries and privacy requests. We comply with the ${statute(f, "privacyAct")} (Cth) and the ${statute(f, "privacyPrinciples")}.`,
    },
    { h3: "Overseas disclosure" },
    {
      p: `We may disclose personal information to clients, partners and service providers outside Australia. The countries they are likely to be in are ${listed(f.overseasRecipientCountries)}. We take reasonable steps, usually through contract terms, to make sure they handle it in line with the Australian Privacy Principles.`,
    },
    { h3: "Retention" },
    {
      p: `We hold personal information until it is no longer reasonably required, then destroy or de-identify it. Lead and consent records are generally kept for ${f.claims.dataRetention}. Suppression requests are honoured: if you ask not to be contacted, we keep just enough detail to make sure you stay suppressed.`,
    },
    { h3: "Security" },
    {
      p: "We limit access to personal information to the people who need it, encrypt what is sent through our website forms, and bind our staff, clients and service providers to confidentiality.",
    },
    { h3: "Cookies and browser storage" },
    {
      p: "Our website keeps a little information in your browser: whether you have closed the notice about our new name, and a count of recent form submissions to stop automated abuse. An enquiry you send carries the campaign details of the page you send it from; our server adds those of your visit that day. Embedded videos load from external services only when you press play.",
    },
    { h3: "Questions and requests" },
    {
      p: [
        "Contact our Privacy Officer at ",
        mailOf(f),
        " or on ",
        freecallOf(f),
        ", or use the request form on the policy for your region.",
      ],
    },
  ],
});

/** The words of a statement, one block per line: what the consent hash is taken over. */
export function statementText(statement: Statement): string {
  return [statement.title, ...statement.blocks.map((b) => ("h3" in b ? b.h3 : plainText(b.p)))].join("\n");
}

/** What a consent hash is taken over: every statement shown with a form, in a fixed order, with these facts. */
export function consentText(f: StatementFacts = shippedFacts): string {
  return [dataCollectionStatement(dataCollectionFacts(f)), contactNotificationStatement(f)]
    .map(statementText)
    .join("\n\n");
}

/** A version of the statements as a form shows it: its label and the SHA-256 (hex) of its text. */
export interface ConsentVersion {
  label: string;
  sha256: string;
}

/** What a form's island is given of the statements shown with it (decision 091): its props. */
export interface ShownConsent extends ConsentVersion {
  /** The facts its Data Collection Statement quotes. */
  statement: DataCollectionFacts;
}

/**
 * The version of the statements the forms show now, with the shipped facts: a label and the SHA-256
 * (hex) of consentText(). Each submission records both; statements.test.ts fails until they match the text.
 */
export const CONSENT_VERSION = {
  label: "2026-11-25",
  sha256: "eb3e40a4a38d7f4ead064f851d4760ab57065a490cdcb533725cac5179b4fd1a",
} as const;

/**
 * Every version a visitor may still have on screen with the shipped facts (label → hash). Keep old
 * entries when the text changes, so pages opened before a release still send.
 */
export const consentVersions: Readonly<Record<string, string>> = {
  [CONSENT_VERSION.label]: CONSENT_VERSION.sha256,
  // Before the Data Collection Statement described visit counting (issue 26).
  "2026-11-23": "ad6cf71503bea5b4992737fcddc6e1229a454df342545985dc59a2225d1de4d5",
};

/**
 * The versions with facts published in the desk (decision 091): the current label's hash under each
 * published facts version, told by the server (server/content/consent-versions.server.ts).
 */
const published = new Set<string>();

export function acceptConsentVersion(version: ConsentVersion): void {
  published.add(`${version.label} ${version.sha256}`);
}

/** Whether a submission's statements are a version the server knows: the only ones it records. */
export function isKnownConsent(label: string, hash: string): boolean {
  return (
    (Object.hasOwn(consentVersions, label) && consentVersions[label] === hash) || published.has(`${label} ${hash}`)
  );
}
