// The form API's answers (`{ error }`), beside the messages the forms show (messages.ts).

export const apiMessages = {
  notJson: "Send the form as JSON (Content-Type: application/json).",
  badJson: "The request body is not valid JSON.",
  tooLarge: "The form is too large.",
  validation: "Some fields are not valid.",
  humanCheck: "Human verification failed or expired. Please complete it again.",
  rateLimited: "Too many submissions. Please wait before submitting another form.",
  unavailable: "Submissions are temporarily unavailable. Please try again shortly.",
  challengeInvalid: "This challenge is not valid. Please try a new one.",
  challengeExpired: "This challenge has expired. Please try a new one.",
  challengeUsed: "This challenge has already been answered. Please try a new one.",
  wrongAnswer: "That is not the right image. Please try a new challenge.",
} as const;
