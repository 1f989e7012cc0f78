/**
 * The arithmetic of the company's credentials, for the site, the Studio and `content:validate`
 * alike: when a certificate is expired or about to be, whether its dates agree, what the
 * safety record's numbers may be, and the lost-time injury frequency rate.
 */
import { COMPANY_TIME_ZONE } from "#src/config/company.ts";
import { EXPIRY_NOTICE_DAYS, INJURY_RATE_BASE_HOURS } from "#src/config/credentials.ts";
import { dayIn, daysBetween } from "./calendar-day.ts";

/** The day it is for the company at `moment`: the day a certificate's validity is judged on. */
export const companyDay = (moment: Date): string => dayIn(moment, COMPANY_TIME_ZONE);

/** A certificate's dates, as calendar days (YYYY-MM-DD). */
export interface CertificateDates {
  readonly issuedOn?: string | undefined;
  readonly validUntil?: string | undefined;
}

/** Valid through its "valid until" day, expired from the next one; never expired without one. */
export function isExpired(validUntil: string | undefined, today: string): boolean {
  return validUntil !== undefined && validUntil < today;
}

/**
 * What an editor should hear of a certificate's expiry on `today`: that it has expired, or
 * expires within EXPIRY_NOTICE_DAYS; undefined for one valid longer or without a validity.
 */
export function expiryNotice(validUntil: string | undefined, today: string): string | undefined {
  if (validUntil === undefined) return undefined;
  const days = daysBetween(today, validUntil);
  if (days < 0) return `Expired on ${validUntil}`;
  if (days > EXPIRY_NOTICE_DAYS) return undefined;
  return days === 0
    ? `Expires today (${validUntil})`
    : `Expires in ${days} day${days === 1 ? "" : "s"}, on ${validUntil}`;
}

/** Why a certificate's dates cannot both be right (valid until is not after issued on), or undefined. */
export function certificateDatesProblem({ issuedOn, validUntil }: CertificateDates): string | undefined {
  return issuedOn !== undefined && validUntil !== undefined && validUntil <= issuedOn
    ? `valid until ${validUntil} is not after issued on ${issuedOn}`
    : undefined;
}

/** Hours worked in a year: a positive number. */
export function hoursWorkedProblem(value: unknown): string | undefined {
  return typeof value === "number" && Number.isFinite(value) && value > 0
    ? undefined
    : "must be a positive number of hours";
}

/** Lost-time injuries in a year: a whole number, zero or more. */
export function injuriesProblem(value: unknown): string | undefined {
  return typeof value === "number" && Number.isInteger(value) && value >= 0
    ? undefined
    : "must be a whole number, zero or more";
}

/**
 * Lost-time injuries per INJURY_RATE_BASE_HOURS hours worked, to two decimals; undefined
 * where either number is missing.
 */
export function lostTimeInjuryRate(
  injuries: number | undefined,
  hoursWorked: number | undefined,
): number | undefined {
  if (injuries === undefined || hoursWorked === undefined || hoursWorked <= 0) return undefined;
  return Math.round(((injuries * INJURY_RATE_BASE_HOURS) / hoursWorked) * 100) / 100;
}

/**
 * Why a Saudi commercial registration number deserves a second look (it has 10 digits, as
 * the unified national number does too), or undefined. A warning only: the site shows it as written.
 */
export function crNumberDoubt(value: string | undefined): string | undefined {
  return value === undefined || /^\d{10}$/.test(value.trim())
    ? undefined
    : "A Saudi commercial registration number has 10 digits: check it. The site shows it as written.";
}

/** Why a Saudi VAT number deserves a second look (15 digits, the first and last a 3), or undefined. */
export function vatNumberDoubt(value: string | undefined): string | undefined {
  return value === undefined || /^3\d{13}3$/.test(value.trim())
    ? undefined
    : "A Saudi VAT number has 15 digits, beginning and ending with 3: check it. The site shows it as written.";
}
