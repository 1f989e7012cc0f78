import { describe, expect, it } from "vitest";
import {
  careerCategoryFromSearch,
  closedNotice,
  isOpen,
  noPositionsMessage,
  positionPath,
  postedOn,
  positionsDay,
  postingDatesProblem,
  searchForCareerCategory,
  selectPositions,
} from "#src/lib/listing/career-listing.ts";
import type { CareerCategory } from "#src/config/categories.ts";
import { en } from "#src/i18n/en.ts";

const POSITIONS = [
  { id: "site-engineer", category: "Engineering" },
  { id: "accountant", category: "Finance" },
  { id: "mep", category: "Engineering" },
  { id: "unfiled" },
  { id: "lower", category: "engineering" },
];

describe("selectPositions", () => {
  it.each<[CareerCategory, string[]]>([
    ["All Categories", ["site-engineer", "accountant", "mep", "unfiled", "lower"]],
    ["Engineering", ["site-engineer", "mep"]],
    ["Finance", ["accountant"]],
    ["Business", []],
  ])("%s", (category, expected) => {
    expect(selectPositions(POSITIONS, category).map((position) => position.id)).toEqual(expected);
  });
});

describe("the career category in the URL", () => {
  it.each<[string, CareerCategory]>([
    ["", "All Categories"],
    ["?category=Finance", "Finance"],
    ["?category=Technology+%26+IT", "Technology & IT"],
    ["?category=Airport", "All Categories"],
  ])("%j reads as %s", (search, expected) => {
    expect(careerCategoryFromSearch(search)).toBe(expected);
  });

  it.each<[CareerCategory, string]>([
    ["All Categories", ""],
    ["Sales & Marketing", "?category=Sales+%26+Marketing"],
  ])("%s writes %j", (category, search) => {
    expect(searchForCareerCategory(category)).toBe(search);
  });
});

describe("noPositionsMessage", () => {
  it.each<[CareerCategory, string]>([
    ["All Categories", "No positions available at the moment. Check back soon!"],
    ["Business", "No positions available in Business. Try a different category."],
  ])("%s", (category, message) => {
    expect(noPositionsMessage(category, en.careersBoard)).toBe(message);
  });
});

describe("positionPath", () => {
  it.each([
    ["career-hr-officer", "/careers/career-hr-officer"],
    ["a b/c", "/careers/a%20b%2Fc"],
  ])("%s is at %s", (id, path) => {
    expect(positionPath(id)).toBe(path);
  });
});

describe("the posting's dates", () => {
  const created = "2026-03-04T08:30:00Z";

  it.each([
    [{ _createdAt: created }, "2026-03-04"],
    [{ _createdAt: created, postedOn: "2026-03-10" }, "2026-03-10"],
    [{ postedOn: "2026-03-10" }, "2026-03-10"],
    [{}, undefined],
  ])("postedOn(%o) is %s", (position, day) => {
    expect(postedOn(position)).toBe(day);
  });

  it.each([
    [{}, "2026-11-24", true],
    [{ closesOn: "2026-11-25" }, "2026-11-24", true],
    [{ closesOn: "2026-11-24" }, "2026-11-24", true],
    [{ closesOn: "2026-11-23" }, "2026-11-24", false],
  ])("isOpen(%o) on %s: %s", (position, today, open) => {
    expect(isOpen(position, today)).toBe(open);
  });

  it.each([
    [{}, "2026-11-24", undefined],
    [{ closesOn: "2026-11-24" }, "2026-11-24", undefined],
    [
      { closesOn: "2026-11-23" },
      "2026-11-24",
      "Closed on 2026-11-23: the site's next build takes its card and page down",
    ],
  ])("closedNotice(%o) on %s: %s", (position, today, notice) => {
    expect(closedNotice(position, today)).toBe(notice);
  });

  it.each([
    ["2026-11-24T23:59:59Z", "2026-11-24"],
    ["2026-11-25T00:00:00Z", "2026-11-25"],
    // Riyadh is already on the 25th: positions are judged on the build's UTC day.
    ["2026-11-24T22:00:00Z", "2026-11-24"],
  ])("positionsDay(%s) is %s", (moment, day) => {
    expect(positionsDay(new Date(moment))).toBe(day);
  });

  it.each([
    [{ _createdAt: created, closesOn: "2026-03-04" }, undefined],
    [
      { _createdAt: created, closesOn: "2026-03-03" },
      "Closes on 2026-03-03, before this position was created (2026-03-04), the day the site gives as its posting day.",
    ],
    [
      { _createdAt: created, postedOn: "2026-04-01", closesOn: "2026-03-31" },
      "Closes on 2026-03-31, before it was posted (2026-04-01).",
    ],
    [{ _createdAt: created, postedOn: "2026-02-01", closesOn: "2026-03-01" }, undefined],
    [{ closesOn: "2026-03-01" }, undefined],
    [{ _createdAt: created }, undefined],
  ])("postingDatesProblem(%o): %s", (position, problem) => {
    expect(postingDatesProblem(position)).toBe(problem);
  });
});
