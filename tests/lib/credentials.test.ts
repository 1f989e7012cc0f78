import { describe, expect, it } from "vitest";
import { EXPIRY_NOTICE_DAYS } from "#src/config/credentials.ts";
import {
  certificateDatesProblem,
  companyDay,
  crNumberDoubt,
  expiryNotice,
  hoursWorkedProblem,
  injuriesProblem,
  isExpired,
  lostTimeInjuryRate,
  vatNumberDoubt,
} from "#src/lib/credentials.ts";

const TODAY = "2026-11-28";

describe("a certificate is valid through its last day, and expired from the next", () => {
  it.each([
    ["2026-11-29", false],
    ["2026-11-28", false],
    ["2026-11-27", true],
    [undefined, false],
  ])("valid until %s: expired %s", (validUntil, expected) => {
    expect(isExpired(validUntil, TODAY)).toBe(expected);
  });

  it("judges the day in Riyadh: at 21:00 UTC on the last day it has expired there", () => {
    expect(isExpired("2026-12-31", companyDay(new Date("2026-12-31T20:59:00Z")))).toBe(false);
    expect(isExpired("2026-12-31", companyDay(new Date("2026-12-31T21:00:00Z")))).toBe(true);
  });
});

describe("expiryNotice", () => {
  it.each([
    ["2026-07-31", "Expired on 2026-07-31"],
    ["2026-11-27", "Expired on 2026-11-27"],
    ["2026-11-28", "Expires today (2026-11-28)"],
    ["2026-11-29", "Expires in 1 day, on 2026-11-29"],
    ["2027-01-11", "Expires in 44 days, on 2027-01-11"],
    ["2027-01-27", `Expires in ${EXPIRY_NOTICE_DAYS} days, on 2027-01-27`],
    ["2027-01-28", undefined],
    [undefined, undefined],
  ])("valid until %s: %s", (validUntil, expected) => {
    expect(expiryNotice(validUntil, TODAY)).toBe(expected);
  });
});

describe("certificateDatesProblem", () => {
  it.each([
    [{ issuedOn: "2025-03-15", validUntil: "2028-03-14" }, undefined],
    [
      { issuedOn: "2025-03-15", validUntil: "2025-03-15" },
      "valid until 2025-03-15 is not after issued on 2025-03-15",
    ],
    [
      { issuedOn: "2026-05-01", validUntil: "2025-05-01" },
      "valid until 2025-05-01 is not after issued on 2026-05-01",
    ],
    [{ validUntil: "2025-05-01" }, undefined],
    [{ issuedOn: "2025-05-01" }, undefined],
  ])("%o: %s", (dates, expected) => {
    expect(certificateDatesProblem(dates)).toBe(expected);
  });
});

describe("the safety record's numbers", () => {
  it.each([
    [4_812_300, undefined],
    [0.5, undefined],
    [0, "must be a positive number of hours"],
    [-1, "must be a positive number of hours"],
    [Number.POSITIVE_INFINITY, "must be a positive number of hours"],
    ["4812300", "must be a positive number of hours"],
  ])("hours worked %s: %s", (value, expected) => {
    expect(hoursWorkedProblem(value)).toBe(expected);
  });

  it.each([
    [0, undefined],
    [3, undefined],
    [1.5, "must be a whole number, zero or more"],
    [-1, "must be a whole number, zero or more"],
    ["2", "must be a whole number, zero or more"],
  ])("lost-time injuries %s: %s", (value, expected) => {
    expect(injuriesProblem(value)).toBe(expected);
  });

  it.each([
    [1, 4_812_300, 0.21],
    [2, 4_205_600, 0.48],
    [3, 3_120_400, 0.96],
    [0, 1_000_000, 0],
    [5, 1_000_000, 5],
    [1, 200_000, 5],
    [undefined, 1_000_000, undefined],
    [1, undefined, undefined],
  ])("%s injuries in %s hours: a rate of %s per million hours", (injuries, hours, expected) => {
    expect(lostTimeInjuryRate(injuries, hours)).toBe(expected);
  });
});

describe("registration numbers an editor is asked to check", () => {
  it.each([
    ["1010123456", undefined],
    [" 1010123456 ", undefined],
    ["101012345", "10 digits"],
    ["10101234567", "10 digits"],
    ["CR-1010123456", "10 digits"],
  ])("CR %s", (value, doubt) => {
    const said = crNumberDoubt(value);
    if (doubt === undefined) expect(said).toBeUndefined();
    else expect(said).toContain(doubt);
  });

  it.each([
    ["300123456700003", undefined],
    ["310123456700003", undefined],
    ["200123456700003", "15 digits"],
    ["300123456700004", "15 digits"],
    ["30012345670003", "15 digits"],
  ])("VAT %s", (value, doubt) => {
    const said = vatNumberDoubt(value);
    if (doubt === undefined) expect(said).toBeUndefined();
    else expect(said).toContain(doubt);
  });
});
