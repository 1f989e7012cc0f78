/**
 * A calendar day (YYYY-MM-DD) as a language writes it (its dictionary's `dates`): "31 December
 * 2026" in English; in Arabic, as Saudi documents write a date, the Gregorian day with the Umm
 * al-Qura Hijri day beside it, "٣١ ديسمبر ٢٠٢٦م (٢٢ رجب ١٤٤٨ هـ)".
 */
import type { Dictionary } from "./dictionary.ts";
import { format } from "./format.ts";

const OPTIONS = { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" } as const;

export function formatDay(day: string, { dates }: Pick<Dictionary, "dates">): string {
  const moment = new Date(`${day}T00:00:00Z`);
  return format(dates.day, {
    gregorian: new Intl.DateTimeFormat(dates.locale, { ...OPTIONS, calendar: "gregory" }).format(moment),
    hijri: new Intl.DateTimeFormat(dates.locale, { ...OPTIONS, calendar: "islamic-umalqura" }).format(moment),
  });
}
