// Where personal data lives, declared once (issue 23, decision 034): every table and column of the
// database (both engines, the full-text index's shadow tables included), what each outbox payload
// kind holds, which audit details are staff free text, and what the logs hold. Erasure (a completed
// deletion request) and retention (old enquiries, old closed cases) both walk this map; a test
// compares it with the schema of a migrated database on each engine, so a table or column cannot be
// added without being entered here (tests/integration/personal-data-map.test.ts).
//
// To enter a new table: add it to `tables` with what it is (`about`), how erasure and retention
// reach its rows (`reach`) and every column, each either personal (what it holds and what erasure
// leaves in its place), kept on purpose (personal, with why it stays), staff (employees' data,
// governed by the staff accounts' own rules, never by a requester's erasure) or not personal (why).
// A new outbox payload kind goes in `outboxPayloads`; new staff free text in audit details is
// declared with its action (server/audit/actions.ts, `freeText`). Records kept outside the
// application's tables (the ledger of erasures) are entered in `stores`, with where they are on
// each engine and how long they are kept; the same test reads their schema too.
import { auditFreeText as freeTextOfActions } from "#server/audit/actions.ts";
import type { Dialect } from "#server/db/database.server.ts";
import type { OutboxDestination } from "#server/db/schema.server.ts";
import { ERASED, type FieldGroup, fieldsOf, type SubmissionField } from "#server/submissions/fields.server.ts";
import { suppressionKeeps, suppressionKeepsAfterErasure } from "#shared/privacy/suppression-list.ts";
import { ERASURE_LEDGER_FILE } from "./erasure-ledger.server.ts";

export { ERASED };

export type ColumnClass =
  /** Not personal data, and why not. */
  | { kind: "not-personal"; why: string }
  /** Personal data: what it holds, and what erasure and retention leave in its place. */
  | { kind: "personal"; what: string; erasedTo: string | null }
  /** Personal data kept on purpose after erasure (pseudonymous, or needed to honour a request), and why. */
  | { kind: "kept"; what: string; why: string }
  /** Employees' data: governed by the staff accounts' own rules, never by a requester's erasure. */
  | { kind: "staff"; what: string };

/** How erasure and retention reach a table's rows from a person's records. */
export type Reach =
  /**
   * Rows tied to a submission by `column` (its id): erasure blanks their personal columns
   * ("blank") or deletes them ("delete"); retention anonymises old enquiries the same way and
   * deletes every row of a closed case past its period.
   */
  | { by: "submission"; column: string; onErasure: "blank" | "delete" }
  /** The suppression list: found by source case or by the person's identifiers; reduced to keyed hashes. */
  | { by: "suppression" }
  /** Outbox entries: by `about_id`, each payload kind as `outboxPayloads` says. */
  | { by: "outbox" }
  /** The audit trail: entries about the person's records have their staff free text redacted. */
  | { by: "audit" }
  /** The full-text index: kept in step with inbox_items.search_terms by triggers (secure-delete). */
  | { by: "search-index" }
  /**
   * The ledger of erasures (decision 054): erasure adds the person's entry inside its transaction;
   * neither erasure nor retention removes one; every restore reads it to erase the person again.
   */
  | { by: "ledger" }
  /** Nothing of a requester's to reach, and why. */
  | { by: "nothing"; why: string };

export interface TableMap {
  about: string;
  /** Only on these engines (a table of one engine's own machinery); both when absent. */
  engines?: readonly Dialect[];
  reach: Reach;
  columns: Readonly<Record<string, ColumnClass>>;
}

const notPersonal = (why: string): ColumnClass => ({ kind: "not-personal", why });
const personal = (what: string, erasedTo: string | null): ColumnClass => ({ kind: "personal", what, erasedTo });
const staff = (what: string): ColumnClass => ({ kind: "staff", what });

const groupReasons: Record<FieldGroup, string> = {
  answer: "a choice from the form's own list (subject, country, preference…), not personal on its own",
  attribution: "campaign parameters",
  consent:
    "the record of what the person was shown (statement version and hash, form version, page without its query, time): about the form",
  technical: "recorded by the server",
  internal: "bookkeeping: the submission's id, time and form, the human check's answer (an image label)",
};

/** A submission table's columns, from the field declarations (fields.server.ts): erasedTo marks personal data. */
function submissionColumns(type: "contact" | "privacy"): Record<string, ColumnClass> {
  return Object.fromEntries(
    fieldsOf(type).map((f: SubmissionField): [string, ColumnClass] => [
      f.column,
      f.erasedTo !== undefined ? personal(`${f.label} (${f.group})`, f.erasedTo) : notPersonal(groupReasons[f.group]),
    ]),
  );
}

const ANALYTICS =
  "not linked to a submission or a person: the visitor hash changes daily and cannot be recomputed once its salt is deleted; raw rows go after ANALYTICS_RETENTION_DAYS (decision 038)";
const VISITOR_HASH: ColumnClass = {
  kind: "kept",
  what: "64-bit keyed hash of the day's salt, the client's address and browser",
  why: "pseudonymous for one day: once the day's salt is deleted (at the next day) nobody can link it to an address; it only counts visitors (decision 038)",
};

const STAFF =
  "employees' data: governed by the staff accounts' own rules (npm run staff, the desk's staff screen), never by a requester's erasure";

/** Every table of a migrated database (Kysely's own migration tables aside). */
export const tables: Readonly<Record<string, TableMap>> = {
  contact_submissions: {
    about: "Enquiries from the five contact forms, one column per declared field",
    reach: { by: "submission", column: "id", onErasure: "blank" },
    columns: submissionColumns("contact"),
  },
  privacy_submissions: {
    about: "Privacy requests from the AU/NZ and UK forms, one column per declared field",
    reach: { by: "submission", column: "id", onErasure: "blank" },
    columns: submissionColumns("privacy"),
  },
  inbox_items: {
    about: "One row per submission for the staff inbox (listing, filters, search)",
    reach: { by: "submission", column: "id", onErasure: "blank" },
    columns: {
      id: notPersonal("the submission id"),
      kind: notPersonal("contact or privacy"),
      created_at: notPersonal("time of receipt"),
      created_day: notPersonal("day of receipt, for reports"),
      form: notPersonal("the form's name"),
      status: notPersonal("workflow status"),
      assignee_id: staff("the staff member it is assigned to"),
      name: personal("the person's name", ERASED),
      email_norm: personal("normalised email (duplicate check, earlier submissions)", ""),
      phone_norm: personal("phone in E.164 (duplicate check, earlier submissions)", ""),
      company: personal("organisation named", null),
      source: notPersonal("first-touch source (utm_source or referring host)"),
      last_source: notPersonal("last-touch source"),
      duplicate: notPersonal("flag"),
      suppressed: notPersonal("flag"),
      first_response_at: notPersonal("time of the first staff response"),
      updated_at: notPersonal("time of the last change"),
      search_terms: personal("the words the inbox search matches: names, email parts, phone digits, company", ""),
    },
  },
  // PostgreSQL: a generated column of inbox_items. SQLite: the FTS5 table and its shadow tables.
  inbox_search: {
    about: "SQLite's full-text index of inbox_items.search_terms (contentless FTS5, secure-delete)",
    engines: ["sqlite"],
    reach: { by: "search-index" },
    columns: { terms: personal("indexed search terms (not stored: contentless)", "") },
  },
  inbox_search_data: {
    about: "FTS5 shadow table: the index's segments, holding every indexed term",
    engines: ["sqlite"],
    reach: { by: "search-index" },
    columns: {
      id: notPersonal("segment block id"),
      block: personal("index segments: the terms of every row (removed at once in secure-delete mode)", null),
    },
  },
  inbox_search_idx: {
    about: "FTS5 shadow table: the first term of each segment leaf",
    engines: ["sqlite"],
    reach: { by: "search-index" },
    columns: {
      segid: notPersonal("segment id"),
      term: personal("a leaf's first term (rewritten as the segment changes)", null),
      pgno: notPersonal("page number"),
    },
  },
  inbox_search_docsize: {
    about: "FTS5 shadow table: the number of terms of each row",
    engines: ["sqlite"],
    reach: { by: "search-index" },
    columns: { id: notPersonal("inbox_items' rowid"), sz: notPersonal("term counts") },
  },
  inbox_search_config: {
    about: "FTS5 shadow table: the index's settings (secure-delete)",
    engines: ["sqlite"],
    reach: { by: "nothing", why: "settings" },
    columns: { k: notPersonal("setting name"), v: notPersonal("setting value") },
  },
  crm_connections: {
    about: "The CRMs an administrator connected (issue 44): settings and encrypted credentials",
    reach: { by: "nothing", why: "the business's own CRM accounts; nothing about a requester" },
    columns: {
      destination: notPersonal("which CRM"),
      forms: notPersonal("the form names routed to it"),
      settings: notPersonal("the API's address, the field mapping, the CRM account's id"),
      credentials: notPersonal("the business's API credentials, encrypted (key beside the database)"),
      created_at: notPersonal("time"),
      updated_at: notPersonal("time"),
      updated_by: staff("the administrator who last changed it"),
      session: notPersonal("the business's OAuth session with the CRM, encrypted like the credentials"),
      api_usage: notPersonal("the CRM's last reading of the account's daily API allowance"),
      problem: notPersonal("what the connection needs from an administrator (a refused refresh token)"),
    },
  },
  crm_persons: {
    about: "The CRM's person id a connection learnt per email (Pipedrive's search lags its writes)",
    reach: { by: "submission", column: "about_id", onErasure: "delete" },
    columns: {
      destination: notPersonal("which CRM"),
      email_hash: personal("keyed hash (HMAC-SHA256, the CRM credentials' key) of the person's email", null),
      account: notPersonal("the CRM account the id belongs to"),
      person_id: personal("the person's record id at the CRM", null),
      about_id: notPersonal("the submission that last used it"),
      updated_at: notPersonal("time"),
    },
  },
  crm_records: {
    about: "What a connected CRM answered for each delivered enquiry: its record of the person",
    reach: { by: "submission", column: "about_id", onErasure: "delete" },
    columns: {
      entry_id: notPersonal("the outbox entry id"),
      destination: notPersonal("which CRM"),
      about_id: notPersonal("the submission id"),
      contact_id: personal("the person's record id at the CRM (erasure asks the CRM to delete it first)", null),
      record_id: personal("the enquiry's note or lead id at the CRM", null),
      record_url: personal("the link to the person's record at the CRM", null),
      created_at: notPersonal("time"),
    },
  },
  submission_experiments: {
    about: "The experiment arms an enquiry's visitor was shown (issue 43)",
    reach: { by: "submission", column: "submission_id", onErasure: "delete" },
    columns: {
      submission_id: notPersonal("the submission id"),
      experiment_id: notPersonal("the experiment"),
      arm: notPersonal("which version of the page was shown"),
    },
  },
  inbox_notes: {
    about: "Staff notes on an enquiry or request: free text about the person",
    reach: { by: "submission", column: "item_id", onErasure: "blank" },
    columns: {
      id: notPersonal("note id"),
      item_id: notPersonal("the submission id"),
      author_id: staff("the staff member who wrote it"),
      created_at: notPersonal("time"),
      body: personal("staff free text about the person", ERASED),
    },
  },
  enquiry_calls: {
    about: "Calls staff logged on an enquiry: the outcome, and an optional note about the person",
    reach: { by: "submission", column: "item_id", onErasure: "blank" },
    columns: {
      id: notPersonal("call id"),
      item_id: notPersonal("the submission id"),
      author_id: staff("the staff member who called"),
      created_at: notPersonal("time"),
      outcome: notPersonal("what happened, from a fixed list (spoke to them, voicemail, no answer, wrong number)"),
      note: personal("staff free text about the call", null),
    },
  },
  privacy_cases: {
    about: "One privacy case per privacy request (its id is the submission's)",
    reach: { by: "submission", column: "id", onErasure: "blank" },
    columns: {
      id: notPersonal("the submission id"),
      reference: notPersonal("PR-YYYY-NNNNNN"),
      received_at: notPersonal("time of receipt"),
      jurisdiction: notPersonal("AU, NZ or UK"),
      request_type: notPersonal("the kind of request"),
      suppression_requested: notPersonal("flag"),
      suppression_needs_contact: notPersonal("flag"),
      status: notPersonal("workflow status"),
      due_date: notPersonal("statutory date"),
      suppression_due_date: notPersonal("statutory date"),
      extended_to: notPersonal("date"),
      extension_reason: personal("staff free text: why the UK case was extended", null),
      paused_at: notPersonal("time"),
      identity_verified_at: notPersonal("time"),
      identity_method: notPersonal("how identity was checked (a code)"),
      identity_note: personal("staff free text: how identity was checked", null),
      outcome_reason: personal("staff free text: why the case was closed as it was", null),
      assignee_id: staff("the staff member it is assigned to"),
      closed_at: notPersonal("time"),
      erased_at: notPersonal("time of erasure"),
      updated_at: notPersonal("time"),
      suppression_entry_id: notPersonal("the suppression entry's id"),
      duplicate_of: notPersonal("another case's id"),
      response_sent_at: notPersonal("time"),
    },
  },
  identity_tokens: {
    about: "The identity links' SHA-256 hashes, per case",
    reach: { by: "submission", column: "case_id", onErasure: "delete" },
    columns: {
      token_hash: notPersonal("hash of a random token"),
      case_id: notPersonal("the case"),
      created_at: notPersonal("time"),
      expires_at: notPersonal("time"),
      used_at: notPersonal("time"),
    },
  },
  suppression_entries: {
    about: "The suppression list: people who asked not to be marketed to",
    reach: { by: "suppression" },
    columns: {
      id: notPersonal("entry id"),
      created_at: notPersonal("time"),
      created_by: staff("the staff member who added it, or null (a privacy request)"),
      source_case_id: notPersonal("the case that asked for it"),
      reason: personal("why it was added: may be staff free text", ERASED),
      ...Object.fromEntries(suppressionKeeps.map((k) => [k.column, personal(`the person's ${k.what}`, null)])),
      ...Object.fromEntries(
        suppressionKeepsAfterErasure.map((k) => [
          k.column,
          {
            kind: "kept",
            what: `keyed hash (HMAC-SHA256) of the ${k.what}`,
            why: "kept after erasure so that the person stays suppressed: recognisable only with the key",
          } satisfies ColumnClass,
        ]),
      ),
      email_sha256: {
        kind: "kept",
        what: "unsalted SHA-256 of the email, only on entries erased before the hashes were keyed",
        why: "no plain email is left to key; dropped when the same person reaches us again (decision 034)",
      },
      phone_sha256: {
        kind: "kept",
        what: "unsalted SHA-256 of the phone, only on entries erased before the hashes were keyed",
        why: "no plain phone is left to key; dropped when the same person reaches us again (decision 034)",
      },
    },
  },
  outbox: {
    about: "Deliveries to the CRM, mail and the list systems: the payload as sent (see outboxPayloads)",
    reach: { by: "outbox" },
    columns: {
      id: notPersonal("the entry's id (the webhook-id)"),
      destination: notPersonal("crm, mail or lists"),
      form_type: notPersonal("the payload's kind"),
      payload: personal("what is sent: see outboxPayloads", ""),
      status: notPersonal("pending, delivered or dead"),
      attempts: notPersonal("count"),
      next_attempt_at: notPersonal("time"),
      locked_until: notPersonal("time"),
      cycle_started_at: notPersonal("time"),
      created_at: notPersonal("time"),
      delivered_at: notPersonal("time"),
      last_status: notPersonal("HTTP or SMTP status"),
      last_error: notPersonal("error code and text of the last attempt (no payload)"),
      about_id: notPersonal("the submission or suppression entry it is about"),
      secret_until: notPersonal("when the sign-in or identity link in a mail stops working (its copy is blanked then)"),
    },
  },
  audit_log: {
    about: "Who did what, when: append-only except the one redaction of staff free text",
    reach: { by: "audit" },
    columns: {
      id: notPersonal("entry id"),
      at: notPersonal("time"),
      actor_id: staff("the staff member (or cli, or null)"),
      action: notPersonal("what was done"),
      target_type: notPersonal("kind of record"),
      target_id: notPersonal("the record's id"),
      ip_hash: {
        kind: "kept",
        what: "keyed hash of the client's address",
        why: "the trail's evidence of where an action came from; not reversible without the audit key",
      },
      details: personal("ids, statuses, dates, and staff free text (auditFreeText), redacted on erasure", ERASED),
      redacted_at: notPersonal("time of the redaction"),
    },
  },
  rate_limits: {
    about: "Submissions per hashed client address per hour; CRM API calls per second (decision 073)",
    reach: {
      by: "nothing",
      why: "not tied to a submission; each bucket is deleted within two hours (pruneRateLimits)",
    },
    columns: {
      key: {
        kind: "kept",
        what: "keyed hash of a client's address (or a CRM and a second's number: not personal)",
        why: "needed for the hour it counts; pruned after two hours",
      },
      bucket: notPersonal("hour number"),
      hits: notPersonal("count"),
    },
  },
  used_tokens: {
    about: "Spent human-check challenges and proofs",
    reach: { by: "nothing", why: "random ids only" },
    columns: { id: notPersonal("challenge or proof id"), expires_at: notPersonal("time") },
  },
  app_secrets: {
    about: "Generated secrets shared by instances",
    reach: { by: "nothing", why: "keys" },
    columns: { name: notPersonal("name"), value: notPersonal("a secret"), created_at: notPersonal("time") },
  },
  app_state: {
    about: "Facts a running server records for the tools",
    reach: { by: "nothing", why: "configuration" },
    columns: { name: notPersonal("name"), value: notPersonal("value"), updated_at: notPersonal("time") },
  },
  case_counters: {
    about: "The last case reference of each year",
    reach: { by: "nothing", why: "counters" },
    columns: { year: notPersonal("year"), last: notPersonal("count") },
  },
  job_runs: {
    about: "Daily jobs claimed per day, and how each run ended",
    reach: { by: "nothing", why: "job names and days" },
    columns: {
      job: notPersonal("name"),
      day: notPersonal("day"),
      started_at: notPersonal("time"),
      finished_at: notPersonal("time"),
      outcome: notPersonal("ok or failed"),
      error: notPersonal("the error's message (jobs log no personal data)"),
    },
  },
  // First-party analytics (issue 26, decision 038). Nothing here is tied to a submission or a person:
  // a visitor is a keyed hash of the day's salt, the address and the browser, and the salt is
  // deleted when the next day's exists; after that the hash names nobody, us included.
  analytics_events: {
    about: "One row per counted event (page view, form step, click, vital), kept ANALYTICS_RETENTION_DAYS",
    reach: { by: "nothing", why: ANALYTICS },
    columns: {
      id: notPersonal("row id"),
      at: notPersonal("time"),
      day: notPersonal("Sydney day"),
      visitor: VISITOR_HASH,
      name: notPersonal("the event's name"),
      path: notPersonal("a page of the site (from the registry) or /404"),
      label: notPersonal(
        "a form's kind, one of our phone numbers, a call to action's text, a host, a vital's name, or the path a 404 asked for (path only, no query)",
      ),
      value: notPersonal("a vital's value"),
      target: notPersonal("the page element behind a vital (a CSS selector) or a refusal's reason"),
      screen: notPersonal("device class"),
    },
  },
  experiment_exposures: {
    about: "Which arm of an experiment each visitor's day was shown (issue 43)",
    reach: { by: "nothing", why: ANALYTICS },
    columns: {
      experiment_id: notPersonal("the experiment"),
      day: notPersonal("Sydney day"),
      visitor: VISITOR_HASH,
      arm: notPersonal("which version of the page was shown"),
      first_at: notPersonal("time"),
    },
  },
  experiment_daily_arms: {
    about: "Visitors per experiment, arm and day, kept after the exposures are pruned (decision 084)",
    reach: { by: "nothing", why: "counts only: no visitor, no person" },
    columns: {
      experiment_id: notPersonal("the experiment"),
      day: notPersonal("Sydney day"),
      arm: notPersonal("which version of the page was shown"),
      visitors: notPersonal("count"),
    },
  },
  analytics_visits: {
    about: "One row per visitor and day: landing and exit page, source, how far they got",
    reach: { by: "nothing", why: ANALYTICS },
    columns: {
      day: notPersonal("Sydney day"),
      visitor: VISITOR_HASH,
      first_at: notPersonal("time"),
      last_at: notPersonal("time"),
      landing: notPersonal("a page of the site"),
      exit: notPersonal("a page of the site"),
      source: notPersonal("utm_source or the referring host"),
      referrer: notPersonal("the referring site's host (no path)"),
      medium: notPersonal("utm_medium"),
      campaign: notPersonal("utm_campaign"),
      screen: notPersonal("device class"),
      browser: notPersonal("browser family"),
      country: notPersonal("two-letter country"),
      pageviews: notPersonal("count"),
      form_views: notPersonal("count"),
      form_starts: notPersonal("count"),
      form_submits: notPersonal("count"),
    },
  },
  analytics_salts: {
    about: "Today's salt of the visitor hash (yesterday's is deleted when today's is made)",
    reach: { by: "nothing", why: "a random key" },
    columns: { day: notPersonal("Sydney day"), salt: notPersonal("a random key, kept for its day only") },
  },
  ...Object.fromEntries(
    [
      [
        "analytics_rollups",
        "The days and months rolled up, with their totals",
        ["day", "rolled_at", "visitors", "pageviews"],
      ],
      [
        "analytics_daily_visits",
        "Visits per day or month by landing page, source, medium and campaign",
        [
          "day",
          "landing",
          "source",
          "medium",
          "campaign",
          "visitors",
          "pageviews",
          "bounces",
          "form_views",
          "form_starts",
          "form_submits",
        ],
      ],
      [
        "analytics_daily_pages",
        "Views per day or month by page",
        ["day", "path", "pageviews", "visitors", "entries", "exits"],
      ],
      [
        "analytics_daily_events",
        "Events per day or month by name and label",
        ["day", "name", "label", "events", "visitors"],
      ],
      [
        "analytics_daily_tech",
        "Visitors per day or month by device, browser and country",
        ["day", "screen", "browser", "country", "visitors"],
      ],
      [
        "analytics_daily_vitals",
        "Vitals histograms per day or month",
        ["day", "path", "screen", "metric", "bucket", "samples"],
      ],
      [
        "analytics_daily_vital_targets",
        "Elements behind poor vitals per day or month",
        ["day", "path", "metric", "target", "poor"],
      ],
    ].map(([table, about, columns]) => [
      table as string,
      {
        about: about as string,
        reach: { by: "nothing", why: "counts only: no visitor, no person" } as const,
        columns: Object.fromEntries((columns as string[]).map((c) => [c, notPersonal("an aggregate's key or count")])),
      } satisfies TableMap,
    ]),
  ),
  content_entries: {
    about: "The site's content entries: pages, facts, articles (decision 060)",
    reach: { by: "nothing", why: "the public site's words; the only people named are staff" },
    columns: {
      id: notPersonal("the entry: a page's path or a fixed id"),
      type: notPersonal("the content type"),
      published_version: notPersonal("version number"),
      draft: notPersonal(
        "unpublished words of a public page (team members and authors are named as the site names them)",
      ),
      draft_base_version: notPersonal("version number"),
      draft_revision: notPersonal("the draft's revision, raised by every save (migration 085)"),
      updated_by: staff("content: who last saved or published (staff id)"),
      updated_at: notPersonal("time of the last change"),
      scheduled_for: notPersonal("when the draft is to be published (decision 066)"),
      scheduled_by: staff("content: who scheduled the publish (staff id)"),
      schedule_claimed_at: notPersonal("when an instance took the scheduled publish"),
      schedule_refusal: notPersonal(
        "why the last scheduled publish was not made, with the experiment that held it (decision 084)",
      ),
      taken_down_at: notPersonal("when the article was taken down (decision 071)"),
      taken_down_by: staff("content: who took the article down (staff id)"),
    },
  },
  experiments: {
    about: "Experiments on the site's words: arms, weights, lifecycle (issue 43)",
    reach: { by: "nothing", why: "the public site's words; the only people named are staff" },
    columns: {
      id: notPersonal("the experiment"),
      entry_id: notPersonal("the content entry under experiment"),
      name: notPersonal("the experiment's name"),
      hypothesis: notPersonal("what the business expects (staff free text about the content)"),
      primary_outcome: notPersonal("enquiries, qualified or won deals"),
      planned_days: notPersonal("planned duration"),
      arms: notPersonal("the words each arm shows"),
      status: notPersonal("draft, running, stopped or concluded"),
      version: notPersonal("version number"),
      created_by: staff("experiments: who created it (staff id)"),
      created_at: notPersonal("time"),
      updated_by: staff("experiments: who last changed it (staff id)"),
      updated_at: notPersonal("time"),
      started_at: notPersonal("time"),
      stopped_at: notPersonal("time"),
      concluded_at: notPersonal("time"),
      winner_arm: notPersonal("the arm published when concluded"),
      design: notPersonal("the statistic's settings, fixed at start"),
    },
  },
  content_redirects: {
    about:
      "Redirects the desk added: an article's old address to its new one, a taken-down one to its hub (decision 071)",
    reach: { by: "nothing", why: "addresses of public pages" },
    columns: {
      from_path: notPersonal("the old address"),
      to_path: notPersonal("where it goes now"),
      entry_id: notPersonal("the entry whose move or take-down added it"),
      created_at: notPersonal("when it was added"),
    },
  },
  content_versions: {
    about: "Every published version of a content entry",
    reach: { by: "nothing", why: "the public site's words; the only people named are staff" },
    columns: {
      entry_id: notPersonal("the entry"),
      version: notPersonal("version number"),
      data: notPersonal("the words the site published (team members and authors are named as the site names them)"),
      published_by: staff("content: who published (staff id; null for the version shipped with the code)"),
      published_at: notPersonal("time of publishing"),
      note: staff("content: the publisher's note on the version (staff free text about the content)"),
    },
  },
  content_rendered_pages: {
    about: "Public pages as an instance rendered them for a publish, for the other instances to serve (decision 088)",
    reach: { by: "nothing", why: "the public site's pages, as every visitor receives them" },
    columns: Object.fromEntries(
      [
        "kind",
        "path",
        "state",
        "body",
        "br",
        "gzip",
        "content_type",
        "etag",
        "cache_control",
        "csp",
        "fact_reads",
        "rendered_at",
      ].map((c) => [c, notPersonal(`rendered page: ${c}`)]),
    ),
  },
  staff: {
    about: "Staff accounts",
    reach: { by: "nothing", why: STAFF },
    columns: Object.fromEntries(
      [
        "id",
        "email",
        "name",
        "role",
        "status",
        "password_hash",
        "totp_secret",
        "totp_last_step",
        "mfa_enrolled_at",
        "created_at",
        "last_sign_in_at",
      ].map((c) => [c, staff(`staff account: ${c}`)]),
    ),
  },
  staff_invitations: {
    about: "Invitation and recovery links (hashed)",
    reach: { by: "nothing", why: STAFF },
    columns: Object.fromEntries(
      ["token_hash", "staff_id", "kind", "created_at", "expires_at", "used_at"].map((c) => [c, staff(`link: ${c}`)]),
    ),
  },
  staff_recovery_codes: {
    about: "Second-factor recovery codes (hashed)",
    reach: { by: "nothing", why: STAFF },
    columns: Object.fromEntries(["staff_id", "code_hash", "used_at"].map((c) => [c, staff(`recovery code: ${c}`)])),
  },
  staff_passkeys: {
    about: "Staff passkeys",
    reach: { by: "nothing", why: STAFF },
    columns: Object.fromEntries(
      ["id", "staff_id", "public_key", "counter", "transports", "created_at", "last_used_at", "name"].map((c) => [
        c,
        staff(`passkey: ${c}`),
      ]),
    ),
  },
  staff_sessions: {
    about: "Staff sessions (hashed tokens)",
    reach: { by: "nothing", why: STAFF },
    columns: Object.fromEntries(
      [
        "id",
        "token_hash",
        "staff_id",
        "stage",
        "created_at",
        "last_seen_at",
        "expires_at",
        "ended_at",
        "user_agent",
        "ip_hash",
      ].map((c) => [c, staff(`session: ${c}`)]),
    ),
  },
  staff_sign_in_throttle: {
    about: "Failed sign-ins per account and per address (hashed)",
    reach: { by: "nothing", why: STAFF },
    columns: Object.fromEntries(
      ["key", "failures", "last_failure_at", "locked_until", "alerted_at"].map((c) => [
        c,
        staff(`sign-in throttle: ${c}`),
      ]),
    ),
  },
};

/**
 * Columns only one engine has, on a table both have. Each is generated from another column and is
 * never written: erasure reaches it through its source.
 */
export const engineColumns: Readonly<
  Record<string, Readonly<Record<string, { engine: Dialect; generatedFrom: string; what: string }>>>
> = {
  inbox_items: {
    search: {
      engine: "postgres",
      generatedFrom: "search_terms",
      what: "PostgreSQL's tsvector of search_terms (GIN index): personal, blanked with its source",
    },
  },
};

// ── Stores beside the application's tables ────────────────────────────────────

/** Records kept outside the application's tables: where they are on each engine, and for how long. */
export interface StoreMap {
  about: string;
  where: Readonly<Record<Dialect, string>>;
  retention: string;
  tables: Readonly<Record<string, TableMap>>;
}

const LEDGER_COPY = `copied into BACKUP_DIR/${ERASURE_LEDGER_FILE} at every backup and erasure (copies only gain entries)`;

export const stores: Readonly<Record<string, StoreMap>> = {
  "erasure-ledger": {
    about:
      "The ledger of erasures (server/privacy/erasure-ledger.server.ts, decision 054): one entry per erased person, " +
      "outside the database it describes, so that restoring an older copy (a backup, the replica) cannot roll it " +
      "back, and the restore erases again everyone the copy still holds",
    where: {
      sqlite: `DATA_DIR/${ERASURE_LEDGER_FILE}, a SQLite file of its own (replicated beside the database with REPLICA_URL); ${LEDGER_COPY}`,
      postgres: `the schema <application schema>_erasure_ledger, outside what the backups dump (pg_restore leaves it alone); ${LEDGER_COPY}`,
    },
    retention:
      "never pruned: it must outlive every backup (BACKUP_KEEP_DAILY days, BACKUP_KEEP_WEEKLY weeks) and replica " +
      "history (REPLICA_RETENTION_HOURS) made before an erasure; it holds ids and keyed hashes only, which identify " +
      "nobody without the suppression key",
    tables: {
      erasures: {
        about: "One row per erased person: ids, the keyed hashes of their identifiers, the time and who erased",
        reach: { by: "ledger" },
        columns: {
          case_id: notPersonal("the deletion request's case id (one erasure per case)"),
          case_reference: notPersonal(
            "the request's reference (PR-YYYY-NNNNNN), as the CRM's submission.erased names it",
          ),
          at: notPersonal("time of the erasure"),
          member_id: staff("the staff member who made the erasure"),
          submissions: notPersonal("ids of the submissions erased (their rows stay, anonymised)"),
          suppression_entries: notPersonal("ids of the suppression entries reduced to keyed hashes"),
          identifier_hashes: {
            kind: "kept",
            what: "keyed hashes (HMAC-SHA256 with the suppression key) of the person's normalised email and phone",
            why:
              "pseudonymous, as the suppression list keeps them after erasure: a restore needs them to find and " +
              "erase again the person's submissions an older copy still holds, which the ids alone miss",
          },
        },
      },
    },
  },
};

// ── Outbox payloads ───────────────────────────────────────────────────────────

/**
 * What an outbox entry's payload holds, by destination and kind (form_type), and what erasure and
 * retention do with an entry about an erased record:
 * - cancel: a pending entry is not sent (dead, "erased") and its payload emptied; a delivered or
 *   dead one has its payload emptied;
 * - deliver: a pending entry is still delivered (the person's opt-out must reach the list
 *   systems), then emptied by the daily retention job; a delivered or dead one is emptied at once;
 * - keep: no personal data; the entry stays as it is.
 * A kind not listed here is treated as "cancel".
 */
export type PayloadClass =
  | { personal: true; what: string; onErasure: "cancel" | "deliver" }
  | { personal: false; why: string; onErasure: "keep" };

/** A CRM connector's entries (server/crm/): the submission's event, or the CRM's record id to delete. */
const crmConnectorPayloads: Readonly<Record<string, PayloadClass>> = {
  contact: {
    personal: true,
    what: "submission.created: every answer, attribution, experiments' arms",
    onErasure: "cancel",
  },
  privacy: {
    personal: true,
    what: "submission.created: every answer, attribution, experiments' arms, the case",
    onErasure: "cancel",
  },
  "crm.erase": {
    personal: false,
    why: "the CRM's record id of the person and the case reference: what the CRM is asked to delete",
    onErasure: "keep",
  },
};

export const outboxPayloads: Readonly<Record<OutboxDestination, Readonly<Record<string, PayloadClass>>>> = {
  crm: {
    contact: {
      personal: true,
      what: "submission.created: every answer, attribution, experiments' arms",
      onErasure: "cancel",
    },
    privacy: {
      personal: true,
      what: "submission.created: every answer, attribution, experiments' arms, the case",
      onErasure: "cancel",
    },
    "submission.erased": { personal: false, why: "ids and the reason only", onErasure: "keep" },
  },
  mail: {
    notification: {
      personal: true,
      what: "staff recipients and the submission id (the message is built when sent, from the stored row)",
      onErasure: "cancel",
    },
    "privacy.acknowledgement": {
      personal: true,
      what: "the requester's email, first name, reference and identity link",
      onErasure: "cancel",
    },
    "privacy.response": { personal: true, what: "the requester's email and the staff's response", onErasure: "cancel" },
    "privacy.digest": {
      personal: false,
      why: "references, jurisdictions, types and dates; to the privacy officer",
      onErasure: "keep",
    },
    "staff-invitation": { personal: false, why: STAFF, onErasure: "keep" },
    "staff-recovery": { personal: false, why: STAFF, onErasure: "keep" },
    "staff-sign-in-alert": { personal: false, why: STAFF, onErasure: "keep" },
  },
  lists: {
    "suppression.created": {
      personal: true,
      what: "the email and phone in clear (version 1 also unsalted SHA-256 hashes)",
      onErasure: "deliver",
    },
    "suppression.deleted": {
      personal: true,
      what: "ids (version 1: unsalted SHA-256 hashes of the identifiers)",
      onErasure: "cancel",
    },
    "suppression.erased": { personal: false, why: "ids only", onErasure: "keep" },
  },
  hubspot: crmConnectorPayloads,
  pipedrive: crmConnectorPayloads,
  salesforce: crmConnectorPayloads,
};

/** What erasure does with an outbox entry of this kind. */
export function payloadOnErasure(destination: string, kind: string): "cancel" | "deliver" | "keep" {
  return outboxPayloads[destination as OutboxDestination]?.[kind]?.onErasure ?? "cancel";
}

// ── Audit details ─────────────────────────────────────────────────────────────

/** The audit actions whose details hold staff free text, and its keys: declared with the actions themselves. */
export const auditFreeText: Readonly<Record<string, readonly string[]>> = freeTextOfActions;

/** The audit target types that name a person's records (their ids are what erasure collects). */
export const auditTargets = ["submission", "privacy_case", "suppression"] as const;

// ── Logs ──────────────────────────────────────────────────────────────────────

// The server's log (pino, JSON lines) holds no personal data by design, so erasure and retention
// have nothing to do there: lines carry ids, statuses, counts, error codes and the database's
// location; never a name, address, phone, message or a mail's text, and no request URLs with a
// query. Tests capture the real log and search it for a person's values
// (tests/integration/privacy-erasure.test.ts).

// ── Reading the map ───────────────────────────────────────────────────────────

/** The tables erasure and retention reach through a submission id, with their column and action. */
export function submissionLinkedTables(): { table: string; column: string; onErasure: "blank" | "delete" }[] {
  return Object.entries(tables).flatMap(([table, t]) =>
    t.reach.by === "submission" ? [{ table, column: t.reach.column, onErasure: t.reach.onErasure }] : [],
  );
}

/** What erasure writes over a table's personal columns. */
export function erasedValues(table: string): Record<string, string | null> {
  const values: Record<string, string | null> = {};
  for (const [column, c] of Object.entries(tables[table]?.columns ?? {})) {
    if (c.kind === "personal") values[column] = c.erasedTo;
  }
  return values;
}
