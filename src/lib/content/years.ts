/**
 * What a year in content is, for every year the site shows (a project's start and completion,
 * a home page project's year), and which years an editor is asked to check. The site, the
 * Studio and `content:validate` all read this module, so they cannot disagree.
 *
 * Only what is not a year at all is refused: a planned completion years ahead is ordinary
 * for a contractor, and an acquired firm's work may predate the founding, so plausibility is
 * a warning in the Studio, never a reason for the site to hide a fact.
 */
import { FOUNDING_YEAR } from "#src/config/company.ts";

/** A completion planned further ahead than this many years is probably a typing slip. */
export const YEARS_AHEAD_WITHOUT_DOUBT = 15;

/** What is wrong with a year, or undefined when it is one: a whole number of four digits. */
export function yearProblem(value: unknown): string | undefined {
  return typeof value === "number" && Number.isInteger(value) && value >= 1000 && value <= 9999
    ? undefined
    : "must be a year of four digits, e.g. 2021";
}

/**
 * Why a year an editor typed deserves a second look, or undefined: more than
 * YEARS_AHEAD_WITHOUT_DOUBT years after `today`, or before the company's founding. Either may
 * be right (a long programme, an acquired firm's work), so this is never more than a warning.
 */
export function yearDoubt(value: unknown, today: Date): string | undefined {
  if (yearProblem(value) !== undefined) return undefined;
  const year = value as number;
  const last = today.getUTCFullYear() + YEARS_AHEAD_WITHOUT_DOUBT;
  if (year > last) return `is more than ${YEARS_AHEAD_WITHOUT_DOUBT} years ahead (after ${last}): check it`;
  if (year < FOUNDING_YEAR)
    return `is before the company's founding in ${FOUNDING_YEAR}: right for an acquired firm's work, check it otherwise`;
  return undefined;
}
