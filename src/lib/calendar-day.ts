/**
 * Calendar days as Sanity's date fields store them (`YYYY-MM-DD`): which strings are days,
 * what day it is somewhere, and how many days lie between two. Plain strings compare in
 * calendar order, so no time zone ever enters a comparison.
 */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real day of the calendar: `2026-02-29` is not one, nor `2026-13-01`, nor `2026-1-1`. */
export function isCalendarDay(value: string): boolean {
  const match = DAY.exec(value);
  if (match === null) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The day it is at `moment` in UTC. */
export const calendarDay = (moment: Date): string => moment.toISOString().slice(0, 10);

/** The day it is at `moment` in `timeZone` (an IANA name such as "Asia/Riyadh"). */
export function dayIn(moment: Date, timeZone: string): string {
  // Read part by part: a locale's written pattern differs between engines and ICU versions
  // (WebKitGTK writes en-CA as 11/28/2026, where Chromium and Node write 2026-11-28).
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(moment);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value ?? "";
  return `${part("year").padStart(4, "0")}-${part("month")}-${part("day")}`;
}

/** Whole days from `from` to `to` (both calendar days): negative when `to` comes first. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
