import { describe, expect, it } from "vitest";
import { calendarDay, dayIn, daysBetween, isCalendarDay } from "#src/lib/calendar-day.ts";

describe("isCalendarDay", () => {
  it.each([
    ["2026-11-28", true],
    ["2024-02-29", true],
    ["2026-02-29", false],
    ["2026-02-30", false],
    ["2026-13-01", false],
    ["2026-00-10", false],
    ["2026-1-1", false],
    ["28/11/2026", false],
    ["2026-11-28T00:00:00Z", false],
    ["", false],
  ])("%s: %s", (value, expected) => {
    expect(isCalendarDay(value)).toBe(expected);
  });
});

describe("dayIn", () => {
  it.each([
    ["2026-12-31T20:59:59Z", "Asia/Riyadh", "2026-12-31"],
    ["2026-12-31T21:00:00Z", "Asia/Riyadh", "2027-01-01"],
    ["2026-12-31T21:00:00Z", "UTC", "2026-12-31"],
    ["2027-01-01T02:00:00Z", "America/New_York", "2026-12-31"],
  ])("%s in %s is %s", (moment, zone, expected) => {
    expect(dayIn(new Date(moment), zone)).toBe(expected);
  });
});

describe("daysBetween", () => {
  it.each([
    ["2026-11-28", "2027-01-11", 44],
    ["2026-11-28", "2026-11-28", 0],
    ["2026-11-28", "2026-07-31", -120],
    ["2024-02-28", "2024-03-01", 2],
  ])("%s to %s: %i", (from, to, expected) => {
    expect(daysBetween(from, to)).toBe(expected);
  });
});

describe("calendarDay", () => {
  it("is the UTC day", () => {
    expect(calendarDay(new Date("2026-11-24T23:59:59Z"))).toBe("2026-11-24");
    expect(calendarDay(new Date("2026-11-25T00:00:00+03:00"))).toBe("2026-11-24");
  });
});
