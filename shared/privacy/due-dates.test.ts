import { describe, expect, it } from "vitest";
import {
  addCalendarMonths,
  calendarDay,
  easterSunday,
  formatDay,
  isWorkingDay,
  MATARIKI,
  parseDay,
  responseDueDate,
  suppressionDueDate,
  ukExtendedDueDate,
} from "./due-dates.ts";

/** Noon in the zone's day (a UTC instant that falls on `day` in Sydney, Auckland and London alike). */
const on = (day: string, zone: "AU" | "NZ" | "UK") => {
  // Sydney and Auckland are ahead of UTC: 01:00 UTC is the same calendar day there; London: noon UTC.
  return zone === "UK" ? `${day}T12:00:00Z` : `${day}T01:00:00Z`;
};
const due = (j: "AU" | "NZ" | "UK", day: string) => responseDueDate(j, on(day, j));
const supp = (j: "AU" | "NZ" | "UK", day: string) => suppressionDueDate(j, on(day, j));

describe("calendar days", () => {
  it("reads the day of receipt in the jurisdiction's time zone", () => {
    // 23:30 on 31 Jan in UTC is already 1 Feb in Sydney and Auckland, still 31 Jan in London.
    expect(calendarDay("2027-01-31T23:30:00Z", "Australia/Sydney")).toBe("2027-02-01");
    expect(calendarDay("2027-01-31T23:30:00Z", "Pacific/Auckland")).toBe("2027-02-01");
    expect(calendarDay("2027-01-31T23:30:00Z", "Europe/London")).toBe("2027-01-31");
    // British Summer Time: 23:30 UTC on 30 June is 1 July in London.
    expect(calendarDay("2027-06-30T23:30:00Z", "Europe/London")).toBe("2027-07-01");
    expect(responseDueDate("AU", "2027-01-31T23:30:00Z")).toEqual({ ok: true, date: "2027-03-03" });
  });

  it("refuses impossible dates", () => {
    expect(parseDay("2027-02-29")).toBeUndefined();
    expect(parseDay("2028-02-29")).toBeDefined();
    expect(parseDay("not a date")).toBeUndefined();
    expect(responseDueDate("AU", "garbage")).toMatchObject({ ok: false, code: "invalid_date" });
  });

  it("finds Easter", () => {
    expect(formatDay(easterSunday(2026))).toBe("2026-04-05");
    expect(formatDay(easterSunday(2027))).toBe("2027-03-28");
    expect(formatDay(easterSunday(2028))).toBe("2028-04-16");
    expect(formatDay(easterSunday(2038))).toBe("2038-04-25");
  });

  it("has Matariki on a Friday every year of the Act's schedule", () => {
    for (const [year, day] of Object.entries(MATARIKI)) {
      expect(new Date(`${year}-${day}T00:00:00Z`).getUTCDay(), `${year}-${day}`).toBe(5);
    }
  });
});

describe("Australia: 30 calendar days", () => {
  it("counts calendar days across month ends and leap years", () => {
    expect(due("AU", "2026-11-23")).toEqual({ ok: true, date: "2026-12-23" });
    expect(due("AU", "2027-01-31")).toEqual({ ok: true, date: "2027-03-02" });
    expect(due("AU", "2028-01-31")).toEqual({ ok: true, date: "2028-03-01" });
    expect(due("AU", "2028-02-29")).toEqual({ ok: true, date: "2028-03-30" });
    expect(due("AU", "2026-12-20")).toEqual({ ok: true, date: "2027-01-19" });
  });
});

describe("New Zealand: 20 working days", () => {
  it("the issue's example: received Sun 20 Dec 2026 → Tue 9 Feb 2027 (summer break, Waitangi Day Mondayised)", () => {
    expect(due("NZ", "2026-12-20")).toEqual({ ok: true, date: "2027-02-09" });
  });

  it("does not count 25 December to 15 January", () => {
    // Received Fri 24 Dec 2027: nothing counts until Mon 17 Jan 2028.
    expect(due("NZ", "2027-12-24")).toEqual({ ok: true, date: "2028-02-14" });
    // Received inside the break: the clock starts on 16 Jan (a Friday in 2026).
    expect(due("NZ", "2026-01-05")).toEqual({ ok: true, date: "2026-02-13" });
  });

  it("skips Waitangi Day, Easter, Anzac Day (Mondayised), the King's Birthday, Matariki and Labour Day", () => {
    // 2026: Waitangi Day Fri 6 Feb. From Mon 2 Feb: 3,4,5,(6),9… 20th working day is 3 Mar.
    expect(due("NZ", "2026-02-02")).toEqual({ ok: true, date: "2026-03-03" });
    // 2026: Good Friday 3 Apr, Easter Monday 6 Apr; Anzac Day Sat 25 Apr → Mon 27 Apr.
    expect(due("NZ", "2026-03-30")).toEqual({ ok: true, date: "2026-04-30" });
    // 2026: King's Birthday Mon 1 Jun; Matariki Fri 10 Jul.
    expect(due("NZ", "2026-06-20")).toEqual({ ok: true, date: "2026-07-20" });
    // 2026: Labour Day Mon 26 Oct.
    expect(due("NZ", "2026-10-20")).toEqual({ ok: true, date: "2026-11-18" });
  });

  it("knows no public holidays after the Matariki schedule ends", () => {
    expect(due("NZ", "2053-03-01")).toMatchObject({ ok: false, code: "outside_calendar" });
  });
});

describe("UK GDPR: one calendar month", () => {
  it("the issue's example: received 31 Jan 2027 → 28 Feb 2027", () => {
    expect(due("UK", "2027-01-31")).toEqual({ ok: true, date: "2027-02-28" });
  });

  it("goes to the corresponding date, or the month's last day", () => {
    expect(due("UK", "2028-01-31")).toEqual({ ok: true, date: "2028-02-29" });
    expect(due("UK", "2028-01-29")).toEqual({ ok: true, date: "2028-02-29" });
    expect(due("UK", "2027-03-31")).toEqual({ ok: true, date: "2027-04-30" });
    expect(due("UK", "2027-12-15")).toEqual({ ok: true, date: "2028-01-15" });
    expect(due("UK", "2027-08-30")).toEqual({ ok: true, date: "2027-09-30" });
    expect(addCalendarMonths("2027-05-31", 3)).toBe("2027-08-31");
    expect(addCalendarMonths("2027-11-30", 3)).toBe("2028-02-29");
  });

  it("extends once by up to two further months, only while the first month runs", () => {
    const received = on("2027-01-31", "UK");
    expect(ukExtendedDueDate(received, 2, "2027-02-10")).toEqual({ ok: true, date: "2027-04-30" });
    expect(ukExtendedDueDate(received, 1, "2027-02-28")).toEqual({ ok: true, date: "2027-03-31" });
    expect(ukExtendedDueDate(received, 2, "2027-03-01")).toMatchObject({ ok: false, code: "extension_not_allowed" });
    expect(ukExtendedDueDate(received, 3, "2027-02-01")).toMatchObject({ ok: false, code: "extension_not_allowed" });
    expect(ukExtendedDueDate(received, 0, "2027-02-01")).toMatchObject({ ok: false, code: "extension_not_allowed" });
  });
});

describe("suppression: 5 working days", () => {
  it("AU: skips weekends and national public holidays", () => {
    // Mon 23 Nov 2026 → Mon 30 Nov.
    expect(supp("AU", "2026-11-23")).toEqual({ ok: true, date: "2026-11-30" });
    // Christmas 2026 Fri, Boxing Day Sat → Mon 28 Dec; New Year's Day Fri 1 Jan 2027.
    // 24, 29, 30, 31 Dec and Mon 4 Jan.
    expect(supp("AU", "2026-12-23")).toEqual({ ok: true, date: "2027-01-04" });
    // Australia Day Tue 26 Jan 2027.
    expect(supp("AU", "2027-01-22")).toEqual({ ok: true, date: "2027-02-01" });
    // Easter 2027: Good Friday 26 Mar, Easter Monday 29 Mar.
    expect(supp("AU", "2027-03-25")).toEqual({ ok: true, date: "2027-04-05" });
    // Anzac Day 2026 is a Saturday and is not moved: an ordinary week.
    expect(supp("AU", "2026-04-24")).toEqual({ ok: true, date: "2026-05-01" });
  });

  it("NZ: working days as the Legislation Act 2019 s 13 defines them (25 December to 2 January excluded)", () => {
    // 24 Dec; 25 Dec to 2 Jan are not working days; Sun 3 Jan; Mon 4 Jan 2027 (the Holidays Act's
    // substitute for Sat 2 Jan) is a working day under s 13: 4, 5, 6, 7 Jan.
    expect(supp("NZ", "2026-12-23")).toEqual({ ok: true, date: "2027-01-07" });
    expect(isWorkingDay("nz-legislation-act", "2027-01-04")).toBe(true);
    // 1 Jan 2028 is a Saturday and 2 Jan a Sunday: Mon 3 and Tue 4 Jan are working days under s 13.
    expect(supp("NZ", "2027-12-31")).toEqual({ ok: true, date: "2028-01-07" });
    expect(isWorkingDay("nz-legislation-act", "2028-01-03")).toBe(true);
    expect(isWorkingDay("nz-legislation-act", "2028-01-04")).toBe(true);
    // Weekdays in the break are not: Wed 29 Dec 2027.
    expect(isWorkingDay("nz-legislation-act", "2027-12-29")).toBe(false);
    // Waitangi Day Sat 6 Feb 2027 is Mondayised: Mon 8 Feb is not a working day.
    expect(supp("NZ", "2027-02-04")).toEqual({ ok: true, date: "2027-02-12" });
    // Matariki Fri 25 Jun 2027 and the Sovereign's birthday Mon 7 Jun 2027.
    expect(isWorkingDay("nz-legislation-act", "2027-06-25")).toBe(false);
    expect(isWorkingDay("nz-legislation-act", "2027-06-07")).toBe(false);
    // The Privacy Act's calendar is the same but for its longer break (to 15 January).
    expect(isWorkingDay("nz-privacy-act", "2027-01-04")).toBe(false);
  });

  it("UK: England and Wales bank holidays", () => {
    // Early May bank holiday Mon 3 May 2027.
    expect(supp("UK", "2027-04-30")).toEqual({ ok: true, date: "2027-05-10" });
    // Christmas Sat 25 Dec 2027 → Mon 27, Boxing Day Sun → Tue 28; New Year Sat 1 Jan 2028 → Mon 3.
    // 29, 30, 31 Dec, 4 and 5 Jan.
    expect(supp("UK", "2027-12-24")).toEqual({ ok: true, date: "2028-01-05" });
  });

  it("crosses a leap day", () => {
    expect(supp("AU", "2028-02-25")).toEqual({ ok: true, date: "2028-03-03" });
  });
});

describe("bad input", () => {
  it("answers an unknown jurisdiction with a typed error, never a throw", () => {
    for (const j of ["US", "", "au", null, undefined, 42, { toString: () => "AU" }]) {
      expect(responseDueDate(j, Date.now())).toMatchObject({ ok: false, code: "unknown_jurisdiction" });
      expect(suppressionDueDate(j, Date.now())).toMatchObject({ ok: false, code: "unknown_jurisdiction" });
    }
  });
});
