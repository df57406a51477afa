// Every message a form shows: the specification's reusable validators (section 5) and its
// toasts (section 8). The API's own answers are in api-messages.ts (kept out of the browser).

export const validatorMessages = {
  required: (field: string) => `${field} is required`,
  nameTooShort: (field: string) => `${field} must be at least 2 characters long`,
  nameTooLong: (field: string) => `${field} must be less than 100 characters`,
  nameCharacters: (field: string) => `${field} must contain only letters, spaces, hyphens, apostrophes, and periods`,
  tooLong: (field: string, max: number) => `${field} must be less than ${max} characters`,
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  emailTooLong: "Email address is too long",
  phoneInvalid: "Please enter a valid phone number",
  messageRequired: "Message is required",
  messageTooLong: "Message must be less than 1000 characters",
  verificationRequired: "Human verification is required",
  choose: (field: string) => `Please choose a ${field.toLowerCase()}`,
} as const;

/** The toasts: [title, description]. */
export const toastTexts = {
  requiredFields: ["Error", "Please fill in all required fields."],
  verificationRequired: ["Verification Required", "Please complete the human verification."],
  tooManyRequests: ["Too Many Requests", "Please wait before submitting another form."],
  messageRequired: ["Message Required", "Please enter a message."],
  validationTitle: "Validation Error",
  failureTitle: "Error",
} as const;
