// Copy of the contact page (/contact). Figures come from the facts module.
import { address, claims, regionLabel } from "#shared/site/facts.ts";

export const hero = {
  title: "Contact Us",
  intro: `Tell us who you want to reach and how many leads you need. We reply within ${claims.replyWithinHours} hours, and provide a count and quote within ${claims.quoteWithinHours} hours at no additional cost.`,
  cta: { label: "Send Us a Message", anchor: "#contact-form" },
} as const;

export const getInTouch = {
  title: "Get in Touch",
  privacy: {
    title: "Privacy Requests",
    text: "Want to opt out of our database, find out where we got your details, or see what we hold?",
    link: { label: "Go to our Privacy Policy", to: "/privacy" },
  },
  hours: { title: "Business Hours", where: `${address.display}. ${regionLabel}.` },
} as const;

export const form = {
  title: "Send Us a Message",
  intro: `Every field is required, so that we can come back to you with a useful answer. A member of our team will reply within ${claims.replyWithinHours} hours.`,
} as const;
