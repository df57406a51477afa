// The inbox's query string as filters: the inbox page, its CSV export and the polling all read
// the same parameters the same way. Anything malformed is refused with a message (400), never
// passed on to a query.
import { z } from "zod";
import { ENQUIRY_STATUSES } from "#shared/leads/enquiry.ts";
import type { InboxFilters } from "./inbox.server.ts";

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Dates are written YYYY-MM-DD.")
  .refine(
    (d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    {
      message: "That date does not exist.",
    },
  );
const short = (max: number) => z.string().trim().max(max, `At most ${max} characters.`);

const schema = z
  .object({
    kind: z.enum(["contact", "privacy"]).optional(),
    form: short(100).optional(),
    status: z.enum([...ENQUIRY_STATUSES]).optional(),
    assignee: short(100).optional(),
    source: short(200).optional(),
    from: day.optional(),
    to: day.optional(),
    q: short(254).optional(),
    flag: z.enum(["duplicate", "suppressed"]).optional(),
    after: short(300).optional(),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, {
    message: "The start date is after the end date.",
    path: ["to"],
  });

export type InboxQuery = { filters: InboxFilters; after?: string; values: Record<string, string> };

export function parseInboxQuery(
  params: URLSearchParams,
): { ok: true; query: InboxQuery } | { ok: false; errors: Record<string, string>; values: Record<string, string> } {
  const values: Record<string, string> = {};
  for (const key of Object.keys(schema.shape)) {
    const value = params.get(key);
    if (value !== null && value.trim() !== "") values[key] = value.slice(0, 400);
  }
  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? "q")] ??= issue.message;
    return { ok: false, errors, values };
  }
  const { flag, after, ...rest } = parsed.data;
  const filters: InboxFilters = { ...rest };
  if (flag === "duplicate") filters.duplicate = true;
  if (flag === "suppressed") filters.suppressed = true;
  return { ok: true, query: { filters, after, values } };
}
