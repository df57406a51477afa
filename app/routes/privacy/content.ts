// Copy of the privacy hub (/privacy): the two regional policies. The notification statement it
// shows lives in shared/consent/statements.ts.
export const hero = {
  title: "Privacy Policy",
  intro:
    "We handle personal information for lead generation, marketing lists and data services. Choose the policy for where you live to see what we collect, how we use it, and how to opt out, access or correct your information.",
} as const;

export const regionsTitle = "Choose Your Region";

export const regions = [
  {
    path: "/privacy-au",
    icon: "globe",
    title: "Australia, New Zealand and Rest of World",
    text: "Our privacy policy under the Privacy Act 1988 and the Australian Privacy Principles, for everyone outside the United Kingdom and the European Union.",
    points: [
      "What we collect, from whom and why",
      "Direct marketing and opting out",
      "Overseas disclosure",
      "Access, correction and complaints",
      "Privacy Request Form",
    ],
    cta: "Read the AU/NZ policy",
  },
  {
    path: "/privacy-uk",
    icon: "landmark",
    title: "United Kingdom and GDPR",
    text: "Our privacy notice under the UK GDPR and the EU GDPR, for people in the United Kingdom and the European Union.",
    points: [
      "Your GDPR rights",
      "Our UK representative",
      "Where your data is stored",
      "Complaints to the ICO",
      "GDPR Request Form",
    ],
    cta: "Read the UK/GDPR notice",
  },
] as const;
