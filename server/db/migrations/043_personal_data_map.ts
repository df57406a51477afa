// Erasure that leaves no trace (issue 23, decision 034):
// - outbox.about_id: the record (submission, or suppression entry) whose person an entry's payload
//   is about, so erasure and retention find every pending, delivered or dead copy of a person's
//   data by an index instead of by searching payloads. Entries written before this migration are
//   filled in from their payloads where they name the record.
// - audit_log.redacted_at: the trail stays append-only, except for one redaction of an entry's
//   details (staff free text such as a reason), which also records when; nothing else may change.
// - SQLite's full-text index of the inbox is rebuilt as a contentless FTS5 table in secure-delete
//   mode whose triggers remove a row's terms with the 'delete' command: a contentless_delete table
//   only marks a row deleted and keeps its terms in inbox_search_data until a merge.
// Frozen once shipped: never edited, and never imports the project's code (lint enforces it).
import { type Kysely, sql } from "kysely";

type Dialect = "sqlite" | "postgres";

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const pg = dialect === "postgres";
  const ts = pg ? sql`timestamptz` : sql`text`;

  await db.schema.alterTable("outbox").addColumn("about_id", "text").execute();
  await db.schema
    .createIndex("outbox_about")
    .on("outbox")
    .column("about_id")
    .where(sql.ref("about_id"), "is not", null)
    .execute();
  // The CRM's copy of a submission has the submission's id.
  await sql`update outbox set about_id = id where destination = 'crm' and form_type in ('contact', 'privacy')`.execute(
    db,
  );
  if (pg) {
    await sql`update outbox set about_id = (payload::jsonb)->>'id'
      where destination = 'mail' and form_type = 'notification' and payload <> ''`.execute(db);
    await sql`update outbox set about_id = (payload::jsonb)->'data'->>'id'
      where destination = 'lists' and payload <> ''`.execute(db);
    await sql`update outbox set about_id = c.id from privacy_cases c
      where outbox.destination = 'mail' and outbox.form_type in ('privacy.acknowledgement', 'privacy.response')
        and outbox.payload <> '' and c.reference = substring(outbox.payload from 'PR-[0-9]{4}-[0-9]{6}')`.execute(db);
  } else {
    await sql`update outbox set about_id = json_extract(payload, '$.id')
      where destination = 'mail' and form_type = 'notification' and json_valid(payload)`.execute(db);
    await sql`update outbox set about_id = json_extract(payload, '$.data.id')
      where destination = 'lists' and json_valid(payload)`.execute(db);
    await sql`update outbox set about_id = (
        select c.id from privacy_cases c where c.reference = substr(outbox.payload, instr(outbox.payload, 'PR-'), 14))
      where destination = 'mail' and form_type in ('privacy.acknowledgement', 'privacy.response')
        and instr(payload, 'PR-') > 0`.execute(db);
  }

  await db.schema.alterTable("audit_log").addColumn("redacted_at", ts).execute();
  if (pg) {
    // The same function guards UPDATE, DELETE and TRUNCATE; only a first redaction passes.
    await sql`create or replace function audit_log_append_only() returns trigger language plpgsql as $$
      begin
        if tg_op = 'UPDATE' then
          if old.redacted_at is null and new.redacted_at is not null
             and new.id = old.id and new.at = old.at and new.action = old.action
             and new.actor_id is not distinct from old.actor_id
             and new.target_type is not distinct from old.target_type
             and new.target_id is not distinct from old.target_id
             and new.ip_hash is not distinct from old.ip_hash then
            return new;
          end if;
        end if;
        raise exception 'audit_log is append-only';
      end $$`.execute(db);
  } else {
    await sql`drop trigger audit_log_no_update`.execute(db);
    await sql`create trigger audit_log_no_update before update on audit_log
      when not (old.redacted_at is null and new.redacted_at is not null
        and new.id = old.id and new.at = old.at and new.action = old.action
        and new.actor_id is old.actor_id and new.target_type is old.target_type
        and new.target_id is old.target_id and new.ip_hash is old.ip_hash)
      begin select raise(abort, 'audit_log is append-only'); end`.execute(db);

    for (const trigger of ["insert", "delete", "update"]) {
      await sql`drop trigger ${sql.raw(`inbox_search_${trigger}`)}`.execute(db);
    }
    await sql`drop table inbox_search`.execute(db);
    await sql`create virtual table inbox_search using fts5(terms, content='',
      tokenize="unicode61 remove_diacritics 2")`.execute(db);
    // Deleting a row's terms removes them from the index at once, leaving no trace (SQLite 3.42+).
    await sql`insert into inbox_search(inbox_search, rank) values ('secure-delete', 1)`.execute(db);
    await sql`insert into inbox_search(rowid, terms) select rowid, search_terms from inbox_items`.execute(db);
    await sql`create trigger inbox_search_insert after insert on inbox_items begin
      insert into inbox_search(rowid, terms) values (new.rowid, new.search_terms); end`.execute(db);
    await sql`create trigger inbox_search_delete after delete on inbox_items begin
      insert into inbox_search(inbox_search, rowid, terms) values ('delete', old.rowid, old.search_terms); end`.execute(
      db,
    );
    await sql`create trigger inbox_search_update after update of search_terms on inbox_items begin
      insert into inbox_search(inbox_search, rowid, terms) values ('delete', old.rowid, old.search_terms);
      insert into inbox_search(rowid, terms) values (new.rowid, new.search_terms); end`.execute(db);
  }
}
