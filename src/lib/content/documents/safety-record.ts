/**
 * The safety record: one safetyRecord document a year (hours worked, lost-time injuries,
 * whether subcontractors are counted), newest first, on the Classifications page. Numbers
 * only, so one document serves every language.
 */
import { defineQuery } from "groq";
import * as z from "zod/mini";
import type { Dictionary } from "#src/i18n/dictionary.ts";
import { formatNumber, localDigits } from "#src/i18n/format.ts";
import { quoteForLog } from "#src/lib/log-quote.ts";
import { hoursWorkedProblem, injuriesProblem, lostTimeInjuryRate } from "#src/lib/credentials.ts";
import { sortByYearDesc } from "#src/lib/ordering.ts";
import { defineContentType } from "#src/lib/content/content-type.ts";
import { id, optional, ruledNumber, year } from "#src/lib/content/fields.ts";

export const SAFETY_RECORD_QUERY = defineQuery(`*[_type == "safetyRecord"]{
  _id, year, hoursWorked, lostTimeInjuries, includesSubcontractors
}`);

const safetyRecordSchema = z.object({
  _id: id,
  // A record without its year cannot be placed in the table.
  year,
  hoursWorked: optional(ruledNumber(hoursWorkedProblem)),
  lostTimeInjuries: optional(ruledNumber(injuriesProblem)),
  includesSubcontractors: optional(z.boolean()),
});

export type SafetyYear = z.output<typeof safetyRecordSchema>;

export const safetyRecord = defineContentType({
  documentType: "safetyRecord",
  place: { page: "classifications", list: "Safety record" },
  sharedByLanguages: true,
  query: SAFETY_RECORD_QUERY,
  schema: safetyRecordSchema,
  prepare: (documents, warn) => {
    const seen = new Set<number>();
    return sortByYearDesc(documents).filter((record) => {
      if (!seen.has(record.year)) return seen.add(record.year);
      warn(
        `[content] safetyRecord ${quoteForLog(record._id)} left out: another record for ${record.year} came earlier`,
      );
      return false;
    });
  },
});

/** The safety record's rows as the page shows them, each number in the page's digits. */
export const safetyRows = (records: readonly SafetyYear[], words: Dictionary) =>
  records.map((record) => {
    const number = (value: number | undefined, decimals?: 2) =>
      value === undefined
        ? words.credentials.safety.notStated
        : formatNumber(value, words.numerals, words.separators, decimals);
    const rate = lostTimeInjuryRate(record.lostTimeInjuries, record.hoursWorked);
    return {
      id: record._id,
      year: localDigits(String(record.year), words.numerals),
      hoursWorked: number(record.hoursWorked),
      lostTimeInjuries: number(record.lostTimeInjuries),
      rate: number(rate, 2),
      subcontractors:
        record.includesSubcontractors === undefined
          ? words.credentials.safety.notStated
          : record.includesSubcontractors
            ? words.credentials.safety.included
            : words.credentials.safety.excluded,
    };
  });

export type SafetyRow = ReturnType<typeof safetyRows>[number];
