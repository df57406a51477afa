// The outbox's destinations as the desk names them, and what it says when one is not configured
// (issue 25): the server decides which are configured (configuredDestinations in
// server/config/config.server.ts); the desk's screens show these words.
export type Destination = "crm" | "mail" | "lists";

/** What a destination's "not configured" notice says, and which setting would configure it. */
export const destinationSettings: Record<Destination, { notice: string; setting: string }> = {
  crm: { notice: "CRM forwarding is not configured", setting: "FORM_WEBHOOK_URL and FORM_WEBHOOK_SECRET" },
  mail: { notice: "Email is not configured", setting: "SMTP_URL" },
  lists: { notice: "The list webhook is not configured", setting: "LIST_WEBHOOK_URL and LIST_WEBHOOK_SECRET" },
};
