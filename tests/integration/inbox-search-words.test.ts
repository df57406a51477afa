// The inbox's search vector on PostgreSQL is made from the stored search words as they are
// (migration 081, decision 046), no longer by the text-search parser. Every search the desk can
// make (prefixes of letter-and-digit runs joined by AND, or a whole phone number) finds the same
// rows both ways, over names, emails, phones and companies with accents, apostrophes, hyphens,
// dots, ampersands, digits and scripts other than Latin.
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { searchTokens } from "#server/leads/inbox.server.ts";
import { searchTerms } from "#server/leads/inbox-item.server.ts";
import { engines, storageFixture } from "./harness.ts";

const people: [name: string, email: string, company: string, phone: string, national?: string][] = [
  ["Zoë O'Brien-Smith", "zoe.obrien+leads@example.com.au", "O'Brien & Sons Pty Ltd", "+61412000002", "0412000002"],
  ["Charlotte Nguyen", "charlotte.nguyen@example.com", "Sunreach Solar", "+61255501234", "0255501234"],
  ["José Ángel", "jose_angel-1@sub.example.co.nz", "3M Australia (No. 2)", "+6421234567", "021234567"],
  ["李 小龍", "li@example.com", "株式会社 例", "", undefined],
  ["Mary-Jane d'Arcy", "MJ@Example.COM", "A.B.C. Finance 1.5x", "+61399998888", "0399998888"],
  ["Łukasz Żółć", "lukasz@example.pl", "www.example.com.au", "+442079460000", "02079460000"],
];

const queries = [
  "zoe",
  "zoë",
  "o'brien",
  "obrien",
  "brien",
  "smith",
  "o",
  "brien-smith",
  "sons",
  "&",
  "pty ltd",
  "zoe.obrien",
  "leads",
  "example",
  "com",
  "au",
  "charlotte ng",
  "sunre",
  "0255",
  "55501234",
  "0412 000 002",
  "+61 412 000 002",
  "jose",
  "angel-1",
  "sub.example",
  "co nz",
  "3m",
  "no 2",
  "(no. 2)",
  "李",
  "小龍",
  "株式会社",
  "mary-jane",
  "darcy",
  "d'arcy",
  "arcy",
  "mj",
  "a.b.c",
  "a b c",
  "1.5",
  "1.5x",
  "5x",
  "lukasz",
  "łukasz",
  "zolc",
  "żółć",
  "www",
  "example.com",
  "2079460000",
  "+44 20 7946 0000",
];

describe.runIf(engines.includes("postgres"))("inbox search words on postgres", () => {
  const fixture = storageFixture("postgres");

  it("finds the same people as the text-search parser did", async () => {
    const terms = people.map(([name, email, company, phone, national]) =>
      searchTerms([name, email.toLowerCase(), company], phone, national),
    );
    let compared = 0;
    for (const q of queries) {
      const search = searchTokens(q);
      if (!search) continue;
      const query = search.tokens.map((t) => (search.whole ? t : `${t}:*`)).join(" & ");
      const { rows } = await sql<{ parsed: boolean; words: boolean }>`
        select to_tsvector('simple', t) @@ to_tsquery('simple', ${query}) as parsed,
          array_to_tsvector(array_remove(string_to_array(t, ' '), '')) @@ to_tsquery('simple', ${query}) as words
        from unnest(${terms}::text[]) as t`.execute(fixture.storage.db);
      expect(
        rows.map((r) => r.words),
        q,
      ).toEqual(rows.map((r) => r.parsed));
      compared += rows.filter((r) => r.parsed).length;
    }
    // The queries find people (not a comparison of empty results).
    expect(compared).toBeGreaterThan(40);
  });
});
