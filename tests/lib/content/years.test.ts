import { describe, expect, it } from "vitest";
import { FOUNDING_YEAR } from "#src/config/company.ts";
import { YEARS_AHEAD_WITHOUT_DOUBT, yearDoubt, yearProblem } from "#src/lib/content/years.ts";

const TODAY = new Date("2026-11-27T12:00:00Z");

describe("what a year is: the site shows any, the Studio refuses what is not one", () => {
  it.each<[unknown, boolean]>([
    [2021, true],
    [2030, true],
    [2034, true],
    [1970, true],
    [1000, true],
    [9999, true],
    [2021.5, false],
    ["2021", false],
    [20_300, false],
    [999, false],
    [-2021, false],
    [Number.NaN, false],
    [null, false],
  ])("%j is a year: %s", (value, valid) => {
    expect(yearProblem(value) === undefined).toBe(valid);
  });

  it("says what a year must be", () => {
    expect(yearProblem(2021.5)).toBe("must be a year of four digits, e.g. 2021");
  });
});

describe("which years the Studio asks an editor to check", () => {
  const last = TODAY.getUTCFullYear() + YEARS_AHEAD_WITHOUT_DOUBT;

  it.each<[string, unknown, string | undefined]>([
    ["a completion planned for 2030", 2030, undefined],
    ["Expo 2034's year", 2034, undefined],
    ["the last year without doubt", last, undefined],
    ["the year after it", last + 1, "more than 15 years ahead (after 2041)"],
    ["the founding", FOUNDING_YEAR, undefined],
    ["an acquired firm's year", FOUNDING_YEAR - 3, "before the company's founding in 1985"],
    ["not a year at all, which is an error instead", 2021.5, undefined],
  ])("%s (%j)", (_, value, doubt) => {
    const found = yearDoubt(value, TODAY);
    if (doubt === undefined) expect(found).toBeUndefined();
    else expect(found).toContain(doubt);
  });

  it("moves with the day it is asked on, not with the build's", () => {
    expect(yearDoubt(2045, new Date("2030-01-01T00:00:00Z"))).toBeUndefined();
    expect(yearDoubt(2045, TODAY)).toBeDefined();
  });
});
