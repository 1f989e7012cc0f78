import { describe, expect, it } from "vitest";
import { ar } from "#src/i18n/ar.ts";
import { formatDay } from "#src/i18n/dates.ts";
import { en } from "#src/i18n/en.ts";

describe("formatDay", () => {
  it.each([
    ["2026-12-31", en, "31 December 2026"],
    ["2025-03-15", en, "15 March 2025"],
    // Gregorian in Arabic-Indic digits, with the Umm al-Qura Hijri day beside it.
    ["2026-12-31", ar, "٣١ ديسمبر ٢٠٢٦م (٢٢ رجب ١٤٤٨ هـ)"],
    ["2027-01-11", ar, "١١ يناير ٢٠٢٧م (٣ شعبان ١٤٤٨ هـ)"],
    ["2026-02-18", ar, "١٨ فبراير ٢٠٢٦م (١ رمضان ١٤٤٧ هـ)"],
  ])("%s", (day, words, expected) => {
    expect(formatDay(day, words)).toBe(expected);
  });
});
