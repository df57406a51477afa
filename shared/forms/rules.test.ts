import { describe, expect, it } from "vitest";
import { contactForms } from "./contact.ts";
import { privacyAu } from "./privacy-au.ts";
import { privacyUk } from "./privacy-uk.ts";
import { type FormRules, runChecks } from "./rules.ts";

const rules = (r: unknown) => r as FormRules;

describe("runChecks: the checks a form runs on submit, in its order", () => {
  it("required: only the blank required fields are marked, with the schema's message", () => {
    const outcome = runChecks(
      rules(contactForms.home),
      { firstName: "", lastName: "Li", email: "x@", phone: " ", company: "A", message: "m" },
      { firstName: "First name is required", email: "Please enter a valid email address", phone: "Phone is required" },
      true,
    );
    expect(outcome).toEqual({
      kind: "required",
      errors: { firstName: "First name is required", phone: "Phone is required" },
    });
  });

  it("validation: every error, the first in field order decides the toast", () => {
    const outcome = runChecks(
      rules(contactForms.mortgage),
      { firstName: "J", lastName: "Li", email: "x@", phone: "1", company: "A", message: "m" },
      { email: "Please enter a valid email address", firstName: "First name must be at least 2 characters long" },
      false,
    );
    expect(outcome).toMatchObject({ kind: "invalid", first: "First name must be at least 2 characters long" });
    expect("list" in outcome && outcome.list).toBe(false);
  });

  it("errorList (lead generation): the list box, with the human check last when it is missing", () => {
    const outcome = runChecks(
      rules(contactForms["lead-generation"]),
      { firstName: "", lastName: "", email: "", phone: "", company: "", message: "" },
      { lastName: "Last name is required", firstName: "First name is required" },
      true,
    );
    expect(outcome).toMatchObject({
      kind: "invalid",
      first: "First name is required",
      list: ["First name is required", "Last name is required", "Human verification is required"],
    });
  });

  it("privacy AU: a message of only spaces has its own toast; the UK form counts it as missing", () => {
    const values = {
      subject: "s",
      companyContacted: "c",
      firstName: "Jo",
      lastName: "Li",
      communicationPreference: "Email",
      message: "   ",
    };
    const errors = { message: "Message is required" };
    expect(runChecks(rules(privacyAu), values, errors, false)).toEqual({
      kind: "messageRequired",
      errors: { message: "Message is required" },
    });
    expect(runChecks(rules(privacyUk), values, errors, false)).toEqual({
      kind: "required",
      errors: { message: "Message is required" },
    });
  });

  it("passes when nothing is found (the human check is done after)", () => {
    expect(
      runChecks(
        rules(contactForms.home),
        { firstName: "Jo", lastName: "Li", email: "a@b.co", phone: "1", company: "A", message: "m" },
        {},
        true,
      ),
    ).toEqual({ kind: "ok" });
  });
});
