import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { type ContactFormKind, contactForms } from "./contact.ts";
import { validatorMessages as messages } from "./messages.ts";
import { type PrivacyRegion, privacyForms } from "./privacy.ts";
import { fieldsSchema, submissionSchema, validate } from "./schema.ts";

const contactFieldsSchema = (kind: ContactFormKind) => fieldsSchema(contactForms[kind]);
const privacyFieldsSchema = (region: PrivacyRegion) => fieldsSchema(privacyForms[region]);
const contactPageNames = Object.fromEntries(Object.entries(contactForms).map(([kind, f]) => [kind, f.pageName]));

const validContact = {
  firstName: "Mary-Jane",
  lastName: "O'Brien",
  email: "mary@example.com",
  phone: "+61 (2) 5550-1234",
  company: "Acme & Sons",
  message: "We would like 50 test leads.",
  humanVerification: "Apple",
};

const validPrivacy = {
  subject: "Opt out of marketing (suppression)",
  companyContacted: "Some Caller Pty Ltd",
  firstName: "José",
  lastName: "Núñez",
  communicationPreference: "Email",
  message: "Please remove my number.",
  humanVerification: "Dog",
};

function errorsOf(schema: z.ZodMiniType, input: unknown) {
  const result = validate(schema, input);
  return result.ok ? {} : result.fieldErrors;
}

describe("contact fields", () => {
  const schema = contactFieldsSchema("contact-page");

  it("accepts a valid enquiry and keeps apostrophes and ampersands unescaped", () => {
    const result = validate(schema, validContact);
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.value.lastName).toBe("O'Brien");
      expect(result.value.company).toBe("Acme & Sons");
    }
  });

  it("reports every required field with the specification's messages", () => {
    expect(errorsOf(schema, {})).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
      email: "Email is required",
      phone: "Phone is required",
      company: "Company is required",
      message: "Message is required",
      humanVerification: "Human verification is required",
    });
  });

  it("treats whitespace-only values as missing", () => {
    expect(errorsOf(schema, { ...validContact, firstName: "   ", message: " \n " })).toEqual({
      firstName: "First name is required",
      message: "Message is required",
    });
  });

  it("checks name length and characters", () => {
    expect(errorsOf(schema, { ...validContact, firstName: "J" }).firstName).toBe(
      "First name must be at least 2 characters long",
    );
    expect(errorsOf(schema, { ...validContact, lastName: "x".repeat(101) }).lastName).toBe(
      "Last name must be less than 100 characters",
    );
    expect(errorsOf(schema, { ...validContact, firstName: "R2D2" }).firstName).toBe(
      "First name must contain only letters, spaces, hyphens, apostrophes, and periods",
    );
    expect(errorsOf(schema, { ...validContact, firstName: "Zoë St. John" })).toEqual({});
  });

  it("checks email format and length", () => {
    expect(errorsOf(schema, { ...validContact, email: "not-an-email" }).email).toBe(messages.emailInvalid);
    expect(errorsOf(schema, { ...validContact, email: `${"a".repeat(250)}@example.com` }).email).toBe(
      messages.emailTooLong,
    );
  });

  it("checks the phone pattern and its 20-character limit", () => {
    expect(errorsOf(schema, { ...validContact, phone: "call me" }).phone).toBe(messages.phoneInvalid);
    expect(errorsOf(schema, { ...validContact, phone: "0".repeat(21) }).phone).toBe(messages.phoneInvalid);
    expect(errorsOf(schema, { ...validContact, phone: "02+5550" }).phone).toBe(messages.phoneInvalid);
  });

  it("limits the message to 1000 characters", () => {
    expect(errorsOf(schema, { ...validContact, message: "m".repeat(1000) })).toEqual({});
    expect(errorsOf(schema, { ...validContact, message: "m".repeat(1001) }).message).toBe(messages.messageTooLong);
  });

  it("sanitises before validating: brackets go, the value is trimmed", () => {
    const result = validate(schema, { ...validContact, company: "  <b>Acme</b>  " });
    expect(result.ok && result.value.company).toBe("bAcme/b");
  });

  it("names the company field Organisation on the energy form", () => {
    expect(errorsOf(contactFieldsSchema("energy"), { ...validContact, company: "" }).company).toBe(
      "Organisation is required",
    );
  });
});

describe("privacy fields", () => {
  it("accepts the required fields alone and defaults the optional ones", () => {
    const result = validate(privacyFieldsSchema("au"), validPrivacy);
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.value).toMatchObject({ email: "", phone: "", businessName: "", suppressFromMarketing: false });
    }
  });

  it("requires subject, company contacted and communication preference", () => {
    expect(errorsOf(privacyFieldsSchema("au"), { ...validPrivacy, subject: "", companyContacted: " " })).toEqual({
      subject: "Subject is required",
      companyContacted: "Company contacted is required",
    });
    expect(errorsOf(privacyFieldsSchema("uk"), { ...validPrivacy, communicationPreference: undefined })).toMatchObject({
      communicationPreference: "Communication preference is required",
    });
  });

  it("only accepts the subjects of its region", () => {
    expect(errorsOf(privacyFieldsSchema("uk"), validPrivacy).subject).toBe("Please choose a subject");
    expect(errorsOf(privacyFieldsSchema("uk"), { ...validPrivacy, subject: "Data portability" })).toEqual({});
  });

  it("validates optional email and phone only when given", () => {
    expect(errorsOf(privacyFieldsSchema("au"), { ...validPrivacy, email: "x@", phone: "abc" })).toEqual({
      email: messages.emailInvalid,
      phone: messages.phoneInvalid,
    });
  });
});

describe("submission payload", () => {
  const envelope = {
    submissionId: "0b6f3f0e-8a53-4c8e-9d1b-3f5d2b7c9a10",
    humanCheckProof: "proof",
  };

  it("tells forms apart by page name", () => {
    for (const pageName of Object.values(contactPageNames)) {
      const result = z.safeParse(submissionSchema, { ...validContact, ...envelope, formType: "contact", pageName });
      expect(result.success, pageName).toBe(true);
    }
    const privacy = z.safeParse(submissionSchema, {
      ...validPrivacy,
      ...envelope,
      formType: "privacy",
      region: "au",
      pageName: "Privacy AU",
    });
    expect(privacy.success).toBe(true);
  });

  it("rejects a privacy page name with the wrong region and an unknown page name", () => {
    const wrongRegion = { ...validPrivacy, ...envelope, formType: "privacy", region: "uk", pageName: "Privacy AU" };
    expect(z.safeParse(submissionSchema, wrongRegion).success).toBe(false);
    expect(z.safeParse(submissionSchema, { ...validContact, ...envelope, pageName: "Other" }).success).toBe(false);
  });

  it("requires a UUID submission id and a proof", () => {
    const result = validate(submissionSchema, {
      ...validContact,
      formType: "contact",
      pageName: "Contact Page",
      submissionId: "123",
    });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.fieldErrors.submissionId).toBe("Submission id must be a UUID");
      expect(result.fieldErrors.humanCheckProof).toBe("Human verification is required");
    }
  });

  it("sanitises the page's touch", () => {
    const result = validate(submissionSchema, {
      ...validContact,
      ...envelope,
      formType: "contact",
      pageName: "Contact Page",
      touch: { utm_source: " <google> ", landing_page: "/contact?utm_source=google" },
    });
    expect(result.ok && result.value.touch?.utm_source).toBe("google");
  });
});
