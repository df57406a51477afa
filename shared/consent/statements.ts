// What a person is told when they give us their details: the Data Collection Statement every
// form opens, the notification statement beside the contact page's form, and the privacy
// hub's statement. Plain data in one place, because what a person agreed to must be provable:
// each submission records the version (label and content hash) of the statements shown with its
// form (issue 13's consent record). Change the wording, then change CONSENT_VERSION; a unit test
// fails until the label and the recorded hash match the text.
import {
  brand,
  claims,
  overseasRecipientCountries,
  phones,
  privacyEmail,
  regulation,
  telHref,
} from "#shared/site/facts.ts";
import { type Block, plainText } from "#shared/site/rich-text.ts";

const countries = `${overseasRecipientCountries.slice(0, -1).join(", ")} and ${overseasRecipientCountries.at(-1)}`;
const mail = { href: `mailto:${privacyEmail}`, label: privacyEmail };
const freecall = { href: telHref(phones.freecall.tel), label: phones.freecall.display };

export interface Statement {
  title: string;
  blocks: readonly Block[];
}

/** The dialog every form opens (specification: overseas countries, the Act and APPs, retention, suppression, /privacy-au). */
export const dataCollectionStatement: Statement = {
  title: "Data Collection Statement",
  blocks: [
    {
      p: `${brand.legalName} collects the details you give in this form to answer your enquiry or request, to keep a record of our dealings with you and to manage our marketing and suppression lists.`,
    },
    { p: `We comply with the ${regulation.privacyAct} (Cth) and the ${regulation.privacyPrinciples} (APPs).` },
    {
      p: `Your personal information may be disclosed to our service providers, clients and partners overseas. The countries they are likely to be in are ${countries}.`,
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
};

/** Beside the contact page's form: data use, suppression and a link to the privacy policy. */
export const contactNotificationStatement: Statement = {
  title: "How We Use Your Information",
  blocks: [
    {
      p: `When you send this form, ${brand.name} collects your name, phone number, email address, organisation and message. We use them to reply to your enquiry, prepare any count and quote you ask for, and keep a record of our dealings with you. We may also tell you about our own services, and you can opt out at any time.`,
    },
    {
      p: `Your details are held by us and by service providers who help us, some of whom are overseas, for example in ${countries}.`,
    },
    {
      p: [
        { strong: "Suppression:" },
        " if you want your details removed from the marketing lists and leads we supply, or you no longer want to hear from us, email ",
        mail,
        " or call ",
        freecall,
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
};

/** The privacy hub's notification statement: overseas disclosure, retention, security, cookies. */
export const privacyHubStatement: Statement = {
  title: "Privacy Notification Statement",
  blocks: [
    {
      p: `${brand.legalName} collects personal information to generate sales leads, supply marketing lists and provide data services to businesses and charities, and to answer enquiries and privacy requests. We comply with the Privacy Act 1988 (Cth) and the Australian Privacy Principles.`,
    },
    { h3: "Overseas disclosure" },
    {
      p: `We may disclose personal information to clients, partners and service providers outside Australia. The countries they are likely to be in are ${countries}. We take reasonable steps, usually through contract terms, to make sure they handle it in line with the Australian Privacy Principles.`,
    },
    { h3: "Retention" },
    {
      p: `We hold personal information until it is no longer reasonably required, then destroy or de-identify it. Lead and consent records are generally kept for ${claims.dataRetention}. Suppression requests are honoured: if you ask not to be contacted, we keep just enough detail to make sure you stay suppressed.`,
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
        mail,
        " or on ",
        freecall,
        ", or use the request form on the policy for your region.",
      ],
    },
  ],
};

/** The words of a statement, one block per line: what the consent hash is taken over. */
export function statementText(statement: Statement): string {
  return [statement.title, ...statement.blocks.map((b) => ("h3" in b ? b.h3 : plainText(b.p)))].join("\n");
}

/** What a consent hash is taken over: every statement shown with a form, in a fixed order. */
export function consentText(): string {
  return [dataCollectionStatement, contactNotificationStatement].map(statementText).join("\n\n");
}

/**
 * The version of the statements the forms show now: a label and the SHA-256 (hex) of
 * consentText(). Each submission records both; statements.test.ts fails until they match the text.
 */
export const CONSENT_VERSION = {
  label: "2026-11-25",
  sha256: "eb3e40a4a38d7f4ead064f851d4760ab57065a490cdcb533725cac5179b4fd1a",
} as const;

/**
 * Every version a visitor may still have on screen (label → hash): the server accepts only
 * these. Keep old entries when the text changes, so pages opened before a release still send.
 */
export const consentVersions: Readonly<Record<string, string>> = {
  [CONSENT_VERSION.label]: CONSENT_VERSION.sha256,
  // Before the Data Collection Statement described visit counting (issue 26).
  "2026-11-23": "ad6cf71503bea5b4992737fcddc6e1229a454df342545985dc59a2225d1de4d5",
};
