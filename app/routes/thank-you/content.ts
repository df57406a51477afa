// Copy of the thank-you page (/thank-you), in its two modes (specification section 2):
// privacy mode after a privacy request (query source=privacy, or a referrer under /privacy),
// normal mode otherwise. The hero is the same in both modes, so the largest text block (the
// page's LCP) never depends on the mode.
import type { IconName } from "#app/components/ui/types.ts";
import { responseTimesText } from "#shared/privacy/policy-text.ts";
import { address, claims, privacyEmail } from "#shared/site/facts.ts";
import type { ThankYouMode } from "#shared/site/thank-you-mode.ts";

export const hero = {
  title: "Thank You",
  intro: `Your submission has reached our team in ${address.locality}. Here is what happens next, and how to reach us sooner if you need to.`,
} as const;

export interface ModeCopy {
  eyebrow: string;
  eyebrowIcon: IconName;
  steps: readonly { icon: IconName; title: string; text: string }[];
}

export const modes: Record<ThankYouMode, ModeCopy> = {
  normal: {
    eyebrow: "Enquiry received",
    eyebrowIcon: "badge-check",
    steps: [
      {
        icon: "clipboard-check",
        title: "Review and analysis",
        text: "We review your enquiry and analyse your target market, volumes and goals.",
      },
      {
        icon: "message-square-reply",
        title: `Response within ${claims.replyWithinHours} hours`,
        text: `We contact you within ${claims.replyWithinHours} hours with a personalised proposal, including a count and quote within ${claims.quoteWithinHours} hours at no additional cost.`,
      },
      {
        icon: "settings",
        title: "Implementation",
        text: `Once you approve the proposal we set up your campaign, and lead delivery starts ${claims.deliveryStartsHours} hours after setup.`,
      },
    ],
  },
  privacy: {
    eyebrow: "Privacy request received",
    eyebrowIcon: "shield-check",
    steps: [
      {
        icon: "clipboard-check",
        title: "Review and analysis",
        text: "Our Privacy Officer reviews your request and finds the records that match the details you gave us.",
      },
      {
        icon: "message-square-reply",
        title: "Response within a reasonable timeframe",
        text: `We respond within a reasonable timeframe, and to access and correction requests ${responseTimesText}. We may first ask you to confirm your identity.`,
      },
      {
        icon: "settings",
        title: "Privacy request processing",
        text: "If you asked us to, we opt you out of our database and add you to our suppression list, and/or confirm the source of your data.",
      },
    ],
  },
};

export const sections = {
  next: { title: "What Happens Next" },
  reference: {
    label: "Your reference",
    due: "We will respond by",
    note: "Quote your reference if you contact us about this request. If you gave an email address, we have sent it there too.",
  },
  callUs: { title: "Need to Speak to Someone Sooner?" },
  normalLinks: {
    title: "While You Wait",
    exploreTitle: "Explore Leadwise",
    home: { to: "/", label: "Return to Home", text: "Back to the home page." },
    pages: ["/our-solutions", "/our-lead-generation-company"],
    solutionsTitle: "Popular Solutions",
    solutions: ["/lead-generation", "/mortgage-leads", "/fundraising-leads"],
  },
  privacyLinks: {
    title: "Your Privacy Rights",
    contact: [
      "Questions about your request? Email our Privacy Officer at ",
      { href: `mailto:${privacyEmail}`, label: privacyEmail },
      ".",
    ],
    pages: ["/privacy-au", "/privacy-uk"],
    home: { to: "/", label: "Return to Home", text: "Back to the home page." },
  },
} as const;
