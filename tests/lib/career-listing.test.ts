import { describe, expect, it } from "vitest";
import {
  careerCategoryFromSearch,
  noPositionsMessage,
  searchForCareerCategory,
  selectPositions,
  type CareerCategory,
} from "#src/lib/career-listing.ts";

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
    expect(noPositionsMessage(category)).toBe(message);
  });
});
