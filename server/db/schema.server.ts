// Table types for Kysely. Column names are the specification's snake_case names.
// Timestamps are written as ISO-8601 strings: TEXT in SQLite, timestamptz in PostgreSQL
// (which reads back as Date; use `toIso` when reading).
import type { Generated } from "kysely";
import type { CrmDestination } from "#shared/crm/mapping.ts";
import type { StoredFields } from "#shared/forms/columns.ts";
import type { contactForms } from "#shared/forms/contact.ts";
import type { privacyForms } from "#shared/forms/privacy.ts";
import type { StaffRole } from "#shared/staff/roles.ts";
import type { RecordedColumns } from "./recorded-fields.server.ts";

export type Timestamp = string | Date;

/** How the recorded fields' values read back (recorded-fields.server.ts): times as Date on PostgreSQL. */
interface ReadBack {
  text: string;
  "text?": string | null;
  time: Timestamp;
  "time?": Timestamp | null;
}

/**
 * A submission table: a column per field the forms' rules declare (shared/forms/), and one per field
 * the server records with it (recorded-fields.server.ts). Nothing here is written per field.
 */
export type ContactSubmissionsTable = RecordedColumns<"contact", ReadBack> & StoredFields<typeof contactForms>;
export type PrivacySubmissionsTable = RecordedColumns<"privacy", ReadBack> & StoredFields<typeof privacyForms>;

export type OutboxStatus = "pending" | "delivered" | "dead";

/**
 * Where an outbox entry goes: the CRM webhook, mail over SMTP, the list systems' webhook (suppression
 * events), or a CRM connector (server/crm/, issue 44).
 */
export type OutboxDestination = "crm" | "mail" | "lists" | CrmDestination;

export type { CrmDestination };

export interface OutboxTable {
  /** The submission id (CRM), or the message id (mail). */
  id: string;
  destination: Generated<OutboxDestination>;
  /** What the payload is: "contact" | "privacy" for the CRM, the message kind for mail. */
  form_type: string;
  /** The exact body delivered: { formType, formData } for the CRM, the message for mail. */
  payload: string;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: Timestamp;
  /** A worker's lease on the entry while it delivers; null when free. */
  locked_until: Timestamp | null;
  /** Start of the current retry cycle (created, or reset by retry-dead): dead after the retry window. */
  cycle_started_at: Timestamp;
  created_at: Timestamp;
  delivered_at: Timestamp | null;
  last_status: number | null;
  last_error: string | null;
  /** A mail holding a link that signs in or sets a password: its payload is blanked at this time (migration 051). */
  secret_until: Generated<Timestamp | null>;
  /**
   * The record whose person the payload is about (migration 043): the submission (its CRM event,
   * notification, acknowledgement, response) or the suppression entry (its list events); null when
   * it is about nobody outside the staff. Erasure and retention find a person's copies by it.
   */
  about_id: string | null;
}

export interface RateLimitsTable {
  /** Bucket name and hashed client address, e.g. "submit:9f2c…". */
  key: string;
  /** Hour number since the epoch. */
  bucket: number;
  hits: number;
}

export interface UsedTokensTable {
  /** "c:<challenge id>" or "p:<proof id>". */
  id: string;
  /** Epoch seconds after which the token is invalid anyway (clean-up). */
  expires_at: number;
}

export interface AppSecretsTable {
  name: string;
  value: string;
  created_at: Generated<Timestamp>;
}

/** A CRM connection set up in the desk (migration 090): credentials encrypted (server/crm/connections.server.ts). */
export interface CrmConnectionsTable {
  destination: CrmDestination;
  /** JSON array of the form names (page names) whose submissions go to this CRM. */
  forms: string;
  /** JSON: the API's base URL, the field mapping, what the CRM told us about the account. */
  settings: string;
  /** AES-256-GCM of the credentials' JSON: iv.tag.ciphertext, base64url. */
  credentials: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  updated_by: string | null;
  /** Migration 093: the OAuth session (AES-256-GCM like the credentials), shared by every instance. */
  session: string | null;
  /** Migration 093: JSON { used, limit, at } of the CRM's last daily-allowance reading. */
  api_usage: string | null;
  /** Migration 093: what only an administrator can fix (a refused refresh token); null when none. */
  problem: string | null;
}

/** The CRM's person id learnt per email (migration 094): the email as a keyed hash only. */
export interface CrmPersonsTable {
  destination: CrmDestination;
  email_hash: string;
  /** The CRM account the id belongs to (a reconnection elsewhere makes it unknown). */
  account: string;
  person_id: string;
  /** The enquiry that last used it: the row goes with that enquiry's erasure. */
  about_id: string;
  updated_at: Timestamp;
}

/** What a CRM answered for one delivered outbox entry (migration 090): its record, for the delivery log. */
export interface CrmRecordsTable {
  entry_id: string;
  destination: CrmDestination;
  /** The submission the entry is about. */
  about_id: string;
  /** The person's record at the CRM (HubSpot contact, Pipedrive person). */
  contact_id: string | null;
  /** The enquiry's own record (HubSpot note, Pipedrive or Salesforce lead). */
  record_id: string | null;
  record_url: string | null;
  created_at: Timestamp;
}

/** An experiment on one content entry's fields (migration 096, issue 43). */
export interface ExperimentsTable {
  id: string;
  /** The content entry whose fields the arms change: a page's path. */
  entry_id: string;
  name: string;
  hypothesis: string;
  primary_outcome: "enquiries" | "qualified" | "won";
  planned_days: number;
  /** JSON: [{ label, weight, changes: { "/json/pointer": value } }]; arm 0 changes nothing. */
  arms: string;
  status: "draft" | "running" | "stopped" | "concluded";
  version: number;
  created_by: string;
  created_at: Timestamp;
  updated_by: string;
  updated_at: Timestamp;
  started_at: Timestamp | null;
  stopped_at: Timestamp | null;
  concluded_at: Timestamp | null;
  winner_arm: number | null;
  /** Migration 097: JSON { alpha, tau, dailyVisitors, baselineRate }, fixed at start; null before. */
  design: string | null;
}

/** A visitor's day shown an arm (migration 096): the analytics' daily visitor hash, one row per day. */
export interface ExperimentExposuresTable {
  experiment_id: string;
  day: string;
  visitor: string;
  arm: number;
  first_at: Timestamp;
}

/**
 * An experiment's visitors per arm on a day the analytics rolled up (migration 098): the exposures'
 * counts, kept after the raw rows are pruned.
 */
export interface ExperimentDailyArmsTable {
  experiment_id: string;
  day: string;
  arm: number;
  visitors: number;
}

/** The arms a submission's visitor saw (migration 096): goes with the submission's erasure. */
export interface SubmissionExperimentsTable {
  submission_id: string;
  experiment_id: string;
  arm: number;
}

/** One row per submission, for the staff inbox (server/leads). */
export interface InboxItemsTable {
  id: string;
  kind: "contact" | "privacy";
  created_at: Timestamp;
  /** Calendar day of receipt in Sydney (YYYY-MM-DD): reports group by it. */
  created_day: string;
  /** The form's page name (spec section 3): "Mortgage Leads", "Privacy AU", … */
  form: string;
  /** Enquiry workflow status, or the privacy case's status. */
  status: string;
  assignee_id: string | null;
  name: string;
  /** Lower-cased email, "" when none. */
  email_norm: string;
  /** E.164 phone, "" when none. */
  phone_norm: string;
  company: string | null;
  /** First-touch source: utm_source, else the referring host, else "direct". */
  source: string;
  last_source: string;
  /** 1 when the email or phone matches a submission of the 30 days before. */
  duplicate: number;
  /** 1 when the person is on the suppression list. */
  suppressed: number;
  /** The first status change or note by staff. */
  first_response_at: Timestamp | null;
  updated_at: Timestamp;
  /** Lower-cased words the inbox search matches (names, email, phone forms, company). */
  search_terms: string;
}

export interface InboxNotesTable {
  id: string;
  item_id: string;
  author_id: string;
  created_at: Timestamp;
  body: string;
}

/** A call staff logged on an enquiry (migration 070). */
export interface EnquiryCallsTable {
  id: string;
  item_id: string;
  author_id: string;
  created_at: Timestamp;
  outcome: string;
  note: string | null;
}

export interface AuditLogTable {
  id: string;
  at: Timestamp;
  actor_id: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  ip_hash: string | null;
  /** JSON: ids, statuses, reasons; never secrets. Staff free text in it is redacted on erasure. */
  details: string;
  /** When the details' free text was redacted (erasure or retention, migration 043); set once. */
  redacted_at: Generated<Timestamp | null>;
}

export interface PrivacyCasesTable {
  /** The privacy submission's id. */
  id: string;
  /** PR-YYYY-NNNNNN, shown to the requester. */
  reference: string;
  received_at: Timestamp;
  jurisdiction: string;
  request_type: string;
  suppression_requested: number;
  /** A suppression was asked for without an email or a phone to suppress. */
  suppression_needs_contact: number;
  status: string;
  /** Calendar dates (YYYY-MM-DD) in the jurisdiction's time zone. */
  due_date: string;
  suppression_due_date: string | null;
  extended_to: string | null;
  extension_reason: string | null;
  paused_at: Timestamp | null;
  identity_verified_at: Timestamp | null;
  identity_method: string | null;
  identity_note: string | null;
  outcome_reason: string | null;
  assignee_id: string | null;
  closed_at: Timestamp | null;
  erased_at: Timestamp | null;
  updated_at: Timestamp;
  /** The suppression entry this case added (migration 031). */
  suppression_entry_id: Generated<string | null>;
  /** The case this one repeats, when closed as a duplicate. */
  duplicate_of: Generated<string | null>;
  /** When staff last sent the requester a response. */
  response_sent_at: Generated<Timestamp | null>;
}

export interface CaseCountersTable {
  year: number;
  last: number;
}

export interface IdentityTokensTable {
  token_hash: string;
  case_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface SuppressionEntriesTable {
  id: string;
  created_at: Timestamp;
  /** A staff id, "cli", or null when a privacy request created it. */
  created_by: string | null;
  source_case_id: string | null;
  reason: string;
  /** Plain identifiers while held; null after erasure, when only the keyed hashes remain. */
  email_norm: string | null;
  /**
   * Unsalted SHA-256, only on entries erased before migration 044 (their plain identifiers were
   * gone, so no keyed hash could be made); dropped once the entry gets its keyed hash.
   */
  email_sha256: string | null;
  phone_e164: string | null;
  phone_sha256: string | null;
  /** HMAC-SHA256 (hex) of the normalised email / E.164 phone with the suppression key (migration 044). */
  email_hmac: string | null;
  phone_hmac: string | null;
  name: string | null;
  address: string | null;
}

/** One row per daily job and day: the instance that inserts it runs the job. */
export interface JobRunsTable {
  job: string;
  day: string;
  started_at: Timestamp;
  /** When the run ended (migration 045); null while running, or when the instance died mid-run. */
  finished_at: Generated<Timestamp | null>;
  /** "ok" | "failed"; null while running. */
  outcome: Generated<string | null>;
  /** Why a failed run failed (a message, never personal data). */
  error: Generated<string | null>;
}

export type { StaffRole };
/** invited: no password yet; active; disabled: cannot sign in. */
export type StaffStatus = "invited" | "active" | "disabled";

export interface StaffTable {
  id: string;
  /** Lower-cased. */
  email: string;
  name: string;
  role: StaffRole;
  status: StaffStatus;
  /** Argon2id PHC string. */
  password_hash: string | null;
  /** Base32 TOTP secret; null until enrolled (or after a factor reset). */
  totp_secret: string | null;
  /** The last accepted TOTP time step: a code is accepted once. */
  totp_last_step: number | string | null;
  mfa_enrolled_at: Timestamp | null;
  created_at: Timestamp;
  last_sign_in_at: Timestamp | null;
}

export interface StaffInvitationsTable {
  /** SHA-256 of the link's token. */
  token_hash: string;
  staff_id: string;
  /** "invite" (72 h) or "recovery" (30 min). */
  kind: "invite" | "recovery";
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface StaffRecoveryCodesTable {
  staff_id: string;
  code_hash: string;
  used_at: Timestamp | null;
}

export interface StaffPasskeysTable {
  id: string;
  staff_id: string;
  public_key: string;
  counter: number | string;
  transports: string | null;
  created_at: Timestamp;
  last_used_at: Timestamp | null;
  /** The member's label for it ("Work laptop"). */
  name: Generated<string>;
}

/** "factor": password checked, second factor due; "enrol": invitation accepted, TOTP enrolment due; "full": signed in. */
export type SessionStage = "factor" | "enrol" | "full";

export interface StaffSessionsTable {
  id: string;
  /** SHA-256 of the cookie's token. */
  token_hash: string;
  staff_id: string;
  stage: SessionStage;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  /** Absolute expiry (12 h after sign-in). */
  expires_at: Timestamp;
  ended_at: Timestamp | null;
  user_agent: string | null;
  ip_hash: string | null;
}

export interface StaffSignInThrottleTable {
  /**
   * "pair:<account>:<address hash>" (one account from one address), "address:<address hash>",
   * "account:<account>" (every address: the guard) or "codes:<staff id>" (wrong codes after a
   * right password); <account> is the staff id, or a hash of an email that has no account.
   */
  key: string;
  failures: number;
  last_failure_at: Timestamp;
  /** A pair or an address: locked until; an account or its codes: guarded until. */
  locked_until: Timestamp | null;
  /** When the member was last emailed about this key's failures (migration 050). */
  alerted_at: Timestamp | null;
}

/** What a running server records for the tools and other instances (e.g. "public_url"). */
export interface AppStateTable {
  name: string;
  value: string;
  updated_at: Timestamp;
}

/** One analytics event (issue 26; migration 060): no address, no agent, a visitor hash that changes daily. */
export interface AnalyticsEventsTable {
  id: Generated<number | string>;
  at: Timestamp;
  /** Sydney calendar day. */
  day: string;
  visitor: string;
  name: string;
  path: string;
  label: string | null;
  value: number | null;
  target: string | null;
  screen: string;
}

/** A visitor's day on the site: where it landed and came from, where it left, how far it got. */
export interface AnalyticsVisitsTable {
  day: string;
  visitor: string;
  first_at: Timestamp;
  last_at: Timestamp;
  landing: string;
  exit: string;
  source: string;
  referrer: string | null;
  medium: string | null;
  campaign: string | null;
  screen: string;
  browser: string;
  country: string | null;
  pageviews: number;
  form_views: number;
  form_starts: number;
  form_submits: number;
}

export interface AnalyticsSaltsTable {
  day: string;
  salt: string;
}

/** A day ("YYYY-MM-DD") or a finished month ("YYYY-MM") whose aggregates are stored, with its totals. */
export interface AnalyticsRollupsTable {
  day: string;
  rolled_at: Timestamp;
  visitors: Generated<number>;
  pageviews: Generated<number>;
}

export interface AnalyticsDailyVisitsTable {
  day: string;
  landing: string;
  source: string;
  medium: string;
  campaign: string;
  visitors: number;
  pageviews: number;
  bounces: number;
  form_views: number;
  form_starts: number;
  form_submits: number;
}

export interface AnalyticsDailyPagesTable {
  day: string;
  path: string;
  pageviews: number;
  visitors: number;
  entries: number;
  exits: number;
}

export interface AnalyticsDailyEventsTable {
  day: string;
  name: string;
  label: string;
  events: number;
  visitors: number;
}

export interface AnalyticsDailyTechTable {
  day: string;
  screen: string;
  browser: string;
  country: string;
  visitors: number;
}

export interface AnalyticsDailyVitalsTable {
  day: string;
  path: string;
  screen: string;
  metric: string;
  bucket: number;
  samples: number;
}

export interface AnalyticsDailyVitalTargetsTable {
  day: string;
  path: string;
  metric: string;
  target: string;
  poor: number;
}

export interface Database {
  contact_submissions: ContactSubmissionsTable;
  privacy_submissions: PrivacySubmissionsTable;
  outbox: OutboxTable;
  crm_connections: CrmConnectionsTable;
  crm_records: CrmRecordsTable;
  crm_persons: CrmPersonsTable;
  experiments: ExperimentsTable;
  experiment_exposures: ExperimentExposuresTable;
  experiment_daily_arms: ExperimentDailyArmsTable;
  submission_experiments: SubmissionExperimentsTable;
  rate_limits: RateLimitsTable;
  used_tokens: UsedTokensTable;
  app_secrets: AppSecretsTable;
  app_state: AppStateTable;
  audit_log: AuditLogTable;
  inbox_items: InboxItemsTable;
  inbox_notes: InboxNotesTable;
  enquiry_calls: EnquiryCallsTable;
  privacy_cases: PrivacyCasesTable;
  case_counters: CaseCountersTable;
  identity_tokens: IdentityTokensTable;
  suppression_entries: SuppressionEntriesTable;
  job_runs: JobRunsTable;
  staff: StaffTable;
  staff_invitations: StaffInvitationsTable;
  staff_recovery_codes: StaffRecoveryCodesTable;
  staff_passkeys: StaffPasskeysTable;
  staff_sessions: StaffSessionsTable;
  staff_sign_in_throttle: StaffSignInThrottleTable;
  analytics_events: AnalyticsEventsTable;
  analytics_visits: AnalyticsVisitsTable;
  analytics_salts: AnalyticsSaltsTable;
  analytics_rollups: AnalyticsRollupsTable;
  analytics_daily_visits: AnalyticsDailyVisitsTable;
  analytics_daily_pages: AnalyticsDailyPagesTable;
  analytics_daily_events: AnalyticsDailyEventsTable;
  analytics_daily_tech: AnalyticsDailyTechTable;
  analytics_daily_vitals: AnalyticsDailyVitalsTable;
  analytics_daily_vital_targets: AnalyticsDailyVitalTargetsTable;
}

export function toIso(value: Timestamp | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}
