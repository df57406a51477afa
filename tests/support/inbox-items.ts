// Inbox rows for desk tests, made by the server's own inboxItemOf from a contact submission's
// columns: only what a test cares about is given, the rest is filled in.
import { inboxItemOf } from "#server/leads/inbox-item.server.ts";
import { newSubmission } from "#server/submissions/intake.server.ts";

export interface TestEnquiry {
  id: string;
  createdAt?: string;
  firstName?: string;
  lastName?: string;
  phone?: string;
  email?: string;
  pageName?: string;
  company?: string | null;
  utmSource?: string | null;
  kind?: "contact" | "privacy";
  status?: string;
  assigneeId?: string | null;
}

/** An `inbox_items` row for a contact submission. */
export function enquiryRow(e: TestEnquiry) {
  return {
    ...inboxItemOf(
      newSubmission({
        type: "contact",
        table: "contact_submissions",
        row: {
          id: e.id,
          created_at: e.createdAt ?? new Date().toISOString(),
          first_name: e.firstName ?? "Test",
          last_name: e.lastName ?? "Enquirer",
          phone: e.phone ?? "+61412000000",
          email: e.email ?? "test.enquirer@example.com",
          message: "m",
          page_name: e.pageName ?? "Contact Page",
          human_verification_answer: "x",
          user_agent: null,
          company: e.company ?? null,
          first_utm_source: e.utmSource ?? null,
        } as never,
      }),
    ),
    kind: e.kind ?? ("contact" as const),
    status: e.status ?? "new",
    assignee_id: e.assigneeId ?? null,
  };
}
