// The contact form's rules, for its five pages (home, contact page, lead generation, mortgage,
// energy): fields and labels, required fields, the checks on submit and the specification's
// texts. The React form and the server (schema.ts, rows) both read them from here.
import { type FormRules, LIMITS, type Values } from "./rules.ts";

export const contactFormKinds = ["home", "contact-page", "lead-generation", "mortgage", "energy"] as const;
export type ContactFormKind = (typeof contactFormKinds)[number];

function contactFields(company: "Company" | "Organisation") {
  return {
    firstName: { kind: "name", label: "First Name", field: "First name", autoComplete: "given-name" },
    lastName: { kind: "name", label: "Last Name", field: "Last name", autoComplete: "family-name" },
    email: { kind: "email", label: "Email", autoComplete: "email" },
    phone: { kind: "phone", label: "Phone", autoComplete: "tel" },
    company: { kind: "text", label: company, field: company, max: LIMITS.company, autoComplete: "organization" },
    message: { kind: "message", label: "Message" },
  } as const;
}
export type ContactFieldRules = ReturnType<typeof contactFields>;
export type ContactValues = Values<ContactFieldRules>;

const required = ["firstName", "lastName", "email", "phone", "company", "message"] as const;
const VERSION = "contact-2026-11-23";
const FAILED = "Failed to send message. Please try again.";
const enquiry = { ariaLabel: "Enquiry form", submit: "Send Message", sending: "Sending..." } as const;

export const contactForms = {
  home: {
    version: VERSION,
    pageName: "Contact Section",
    fields: contactFields("Company"),
    required,
    checks: ["required", "validation"],
    texts: { ...enquiry, ariaLabel: "Contact form", success: ["Message Sent!"], failure: FAILED },
    thankYou: "/thank-you",
  },
  "contact-page": {
    version: VERSION,
    pageName: "Contact Page",
    fields: contactFields("Company"),
    required,
    checks: ["required", "validation"],
    texts: {
      ...enquiry,
      success: ["Message Sent Successfully!", "Thank you for contacting us. Redirecting to thank you page..."],
      failure: "There was a problem sending your message. Please try again.",
    },
    thankYou: "/thank-you",
    rateLimited: true,
    submitNeedsVerification: true,
  },
  "lead-generation": {
    version: VERSION,
    pageName: "Contact Form",
    fields: contactFields("Company"),
    required,
    checks: ["errorList"],
    texts: {
      ...enquiry,
      success: ["Message Sent!", "Thank you for your inquiry. Redirecting to thank you page..."],
      failure: FAILED,
    },
    thankYou: "/thank-you",
    rateLimited: true,
  },
  mortgage: {
    version: VERSION,
    pageName: "Mortgage Leads",
    fields: contactFields("Company"),
    required,
    checks: ["required", "validation"],
    texts: { ...enquiry, success: ["Message Sent!"], failure: FAILED },
    thankYou: "/thank-you",
  },
  energy: {
    version: VERSION,
    pageName: "Energy Leads",
    fields: contactFields("Organisation"),
    required,
    checks: ["required", "validation"],
    texts: {
      ...enquiry,
      success: ["Request Sent Successfully!", "Thank you for your interest. Redirecting to thank you page..."],
      failure: FAILED,
    },
    thankYou: "/thank-you",
  },
} as const satisfies Record<ContactFormKind, FormRules>;

export type ContactPageName = (typeof contactForms)[ContactFormKind]["pageName"];
