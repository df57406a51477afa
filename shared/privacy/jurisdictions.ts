// One record per jurisdiction a privacy request can fall under: its name, its law and regulator,
// its time zone, how long an answer may take, how soon a marketing opt-out must take effect, and
// which submissions belong to it. The due dates (due-dates.ts), the privacy policies' text, the
// staff desk's labels, the acknowledgement and response emails and intake (which law applies, and
// which country a phone number is read in) all read these records, so they cannot disagree.
// Decision 026 gives the sources; decision 034 what the suppression list keeps.

export const jurisdictions = ["AU", "NZ", "UK"] as const;
export type Jurisdiction = (typeof jurisdictions)[number];

/** The calendars that count working days (due-dates.ts implements each; decision 026). */
export type WorkingDayCalendar =
  /** NZ Privacy Act 2020 s 7: weekends, its holidays, and 25 December to 15 January. */
  | "nz-privacy-act"
  /** NZ Legislation Act 2019 s 13: weekends, the same holidays, and 25 December to 2 January. */
  | "nz-legislation-act"
  /** Weekends and the public holidays gazetted in every Australian state and territory. */
  | "au-national"
  /** Weekends and the bank holidays of England and Wales. */
  | "england-and-wales";

/** A statutory period, counted from the day after the day of receipt. */
export type Period =
  | { unit: "days"; count: number }
  | { unit: "working-days"; count: number; calendar: WorkingDayCalendar }
  | { unit: "months"; count: number; extensionMonths: number };

export interface JurisdictionRecord {
  code: Jurisdiction;
  /** The country, as staff and requesters read it. */
  label: string;
  /** What the law calls it. */
  dataTerm: "personal information" | "personal data";
  law: {
    /** In the desk's labels: "Privacy Act". */
    short: string;
    /** In a sentence: "the Privacy Act 1988". */
    title: string;
    /** With everything a formal response names. */
    full: string;
  };
  regulator: { name: string; short: string; site: string };
  /** Calendar days are counted here (IANA time zone). */
  timeZone: string;
  /** How long the answer to a request may take, and where the law says so. */
  response: { period: Period; source: string };
  /** How soon an opt-out from direct marketing must take effect, and where the law says so. */
  suppression: { period: Period; source: string };
  /**
   * Which submissions fall under it: those of the form of this region and, on a form that asks for
   * the country, those whose country is listed; a record without `countries` takes the form's rest.
   */
  form: { region: "au" | "uk"; countries?: readonly string[] };
  /** The country (ISO 3166-1) a phone number written without its country code is read in. */
  phoneCountry: "AU" | "NZ" | "GB";
}

export const jurisdictionRecords: Readonly<Record<Jurisdiction, JurisdictionRecord>> = {
  AU: {
    code: "AU",
    label: "Australia",
    dataTerm: "personal information",
    law: {
      short: "Privacy Act",
      title: "the Privacy Act 1988",
      full: "the Privacy Act 1988 (Cth) and the Australian Privacy Principles",
    },
    regulator: { name: "the Office of the Australian Information Commissioner", short: "OAIC", site: "oaic.gov.au" },
    timeZone: "Australia/Sydney",
    response: { period: { unit: "days", count: 30 }, source: "Privacy Act 1988 (Cth), APP 12.4 and APP 13.5" },
    suppression: {
      period: { unit: "working-days", count: 5, calendar: "au-national" },
      source: "Spam Act 2003 (Cth), Schedule 2 (consent is withdrawn 5 working days after an unsubscribe message)",
    },
    form: { region: "au" },
    phoneCountry: "AU",
  },
  NZ: {
    code: "NZ",
    label: "New Zealand",
    dataTerm: "personal information",
    law: {
      short: "Privacy Act 2020",
      title: "the Privacy Act 2020 (New Zealand)",
      full: "the Privacy Act 2020 (New Zealand)",
    },
    regulator: { name: "the Office of the Privacy Commissioner", short: "OPC", site: "privacy.org.nz" },
    timeZone: "Pacific/Auckland",
    response: {
      period: { unit: "working-days", count: 20, calendar: "nz-privacy-act" },
      source: "Privacy Act 2020 (NZ) s 44, with s 7's definition of working day",
    },
    suppression: {
      period: { unit: "working-days", count: 5, calendar: "nz-legislation-act" },
      source:
        "Unsolicited Electronic Messages Act 2007 (NZ) s 9(2), working days as the Legislation Act 2019 s 13 defines them",
    },
    form: { region: "au", countries: ["NZ"] },
    phoneCountry: "NZ",
  },
  UK: {
    code: "UK",
    label: "United Kingdom",
    dataTerm: "personal data",
    law: { short: "UK GDPR", title: "the UK GDPR", full: "the UK GDPR and the Data Protection Act 2018" },
    regulator: { name: "the Information Commissioner's Office", short: "ICO", site: "ico.org.uk" },
    timeZone: "Europe/London",
    response: {
      period: { unit: "months", count: 1, extensionMonths: 2 },
      source: "UK GDPR Art. 12(3) (one month, extendable by two further months)",
    },
    suppression: {
      period: { unit: "working-days", count: 5, calendar: "england-and-wales" },
      source:
        "UK GDPR Art. 21(3) (no fixed period: stop on objection); our own commitment of 5 working days, as in Australia",
    },
    form: { region: "uk" },
    phoneCountry: "GB",
  },
};

export function isJurisdiction(value: unknown): value is Jurisdiction {
  return typeof value === "string" && (jurisdictions as readonly string[]).includes(value);
}

/**
 * The jurisdiction of a privacy request: the record for the form's region whose countries include
 * the country chosen, else the region's record without countries. Enquiries (no region) are AU.
 */
export function jurisdictionOf(region: string | null | undefined, country?: string | null): Jurisdiction {
  const chosen = country?.trim().toUpperCase();
  const mine = Object.values(jurisdictionRecords).filter((r) => r.form.region === (region ?? "au"));
  const byCountry = chosen ? mine.find((r) => r.form.countries?.includes(chosen)) : undefined;
  return (byCountry ?? mine.find((r) => !r.form.countries) ?? jurisdictionRecords.AU).code;
}

// ── Words ─────────────────────────────────────────────────────────────────────

const numberWords = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];

/** "30 days", "20 working days", "one month", "two months". */
export function periodText(period: Period): string {
  switch (period.unit) {
    case "days":
      return `${period.count} day${period.count === 1 ? "" : "s"}`;
    case "working-days":
      return `${period.count} working day${period.count === 1 ? "" : "s"}`;
    case "months":
      return monthsText(period.count);
  }
}

export function monthsText(months: number): string {
  return `${numberWords[months] ?? String(months)} month${months === 1 ? "" : "s"}`;
}

/** What a working day is, as a sentence's ending: "…, not counting weekends, …". */
export function workingDaysMeaning(calendar: WorkingDayCalendar): string {
  switch (calendar) {
    case "nz-privacy-act":
      return "not counting weekends, New Zealand public holidays or the days from 25 December to 15 January";
    case "nz-legislation-act":
      return "not counting weekends, New Zealand public holidays or the days from 25 December to 2 January";
    case "au-national":
      return "not counting weekends or national public holidays";
    case "england-and-wales":
      return "not counting weekends or bank holidays in England and Wales";
  }
}

/** The desk's label: "New Zealand (Privacy Act 2020, 20 working days)". */
export function jurisdictionLabel(code: Jurisdiction): string {
  const r = jurisdictionRecords[code];
  return `${r.label} (${r.law.short}, ${periodText(r.response.period)})`;
}

/** "(5 working days)" for the desk, from the suppression rule. */
export function suppressionPeriodText(code: Jurisdiction): string {
  return periodText(jurisdictionRecords[code].suppression.period);
}

/** The longest extension of the UK's one month (UK GDPR Art. 12(3)). */
export const UK_MAX_EXTENSION_MONTHS = (() => {
  const p = jurisdictionRecords.UK.response.period;
  return p.unit === "months" ? p.extensionMonths : 0;
})();
