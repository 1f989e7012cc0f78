/**
 * What makes a certificate evidence a buyer can check, on the main classification certificate
 * and on each ISO certificate alike: its number, who issued it, its dates and where to verify
 * it. The rules are the site's (src/lib/credentials.ts, src/lib/links.ts): an error where the
 * site leaves the value out, a warning where a buyer would miss something.
 */
import { defineField, type DateRule } from "sanity";
import { EXPIRY_NOTICE_DAYS } from "../../src/config/credentials.ts";
import { isCalendarDay } from "../../src/lib/calendar-day.ts";
import { certificateDatesProblem, type CertificateDates } from "../../src/lib/credentials.ts";
import { httpsUrlRule } from "./rules.ts";

const VERIFY_URL_MESSAGE =
  "Must be an https:// address, e.g. the issuer's public register of certificates. The site shows no verify link for any other value.";

/** A day of the calendar: an import can write "2026-02-30", which the Studio's date field does not refuse. */
const calendarDayRule = (rule: DateRule) =>
  rule.custom((value: unknown) =>
    value === undefined || (typeof value === "string" && isCalendarDay(value))
      ? true
      : "Must be a day of the calendar (YYYY-MM-DD): the site leaves this date out otherwise.",
  );

/** The certificate's number, issuer, dates and verify link, in the order a certificate prints them. */
export const certificateFields = [
  defineField({
    name: "certificateNumber",
    title: "Certificate number",
    type: "string",
    description:
      "As printed on the certificate. Buyers quote it when they check the certificate with its issuer.",
    validation: (rule) =>
      rule
        .custom((value: unknown, context) => {
          const { validUntil } = (context.document ?? {}) as CertificateDates;
          return validUntil !== undefined && (typeof value !== "string" || value.trim() === "")
            ? "A certificate with a validity should have its number: buyers check the two together."
            : true;
        })
        .warning(),
  }),
  defineField({
    name: "issuer",
    title: "Issued by",
    type: "string",
    description: 'The body that issued it, e.g. "Bureau Veritas Certification" or the ministry.',
  }),
  defineField({
    name: "issuedOn",
    title: "Issued on",
    type: "date",
    validation: calendarDayRule,
  }),
  defineField({
    name: "validUntil",
    title: "Valid until",
    type: "date",
    description: `The last day it is valid. From the next day the site marks it expired, even before any rebuild, and leaves it out of search engines' data. The desk flags it ${EXPIRY_NOTICE_DAYS} days ahead.`,
    validation: (rule) => [
      calendarDayRule(rule),
      rule.custom((_, context) => {
        const problem = certificateDatesProblem((context.document ?? {}) as CertificateDates);
        return problem === undefined
          ? true
          : `The certificate's ${problem}: the site shows it without its issue date.`;
      }),
    ],
  }),
  defineField({
    name: "verifyUrl",
    title: "Verify at the issuer",
    type: "url",
    description: "An https:// address where a buyer can check the certificate: the issuer's public register.",
    validation: (rule) => httpsUrlRule(rule, VERIFY_URL_MESSAGE),
  }),
];
