import { describe, expect, it } from "vitest";
import { PLACES } from "#src/config/places.ts";
import { ar } from "#src/i18n/ar.ts";
import { en } from "#src/i18n/en.ts";
import {
  isRegion,
  PLACE_CODES,
  placeName,
  placeProblem,
  pointProblem,
} from "#src/lib/content/project-place.ts";

describe("a place's rule, the Studio's and the build's", () => {
  it.each<[string, unknown, boolean]>([
    ["a region of the Kingdom", "SA-01", true],
    ["the last region, Asir: there is no SA-13", "SA-14", true],
    ["a country abroad", "AE", true],
    ["a code that is no region", "SA-13", false],
    ["the Kingdom itself, which is no region", "SA", false],
    ["a code in lower case", "sa-01", false],
    ["a region's name instead of its code", "Riyadh", false],
    ["a number", 1, false],
    ["a name from Object's prototype", "toString", false],
  ])("%s (%j): %s", (_, value, allowed) => {
    expect(placeProblem(value) === undefined).toBe(allowed);
  });

  it("names the value and the codes it may be", () => {
    expect(placeProblem("SA-13")).toBe(
      '"SA-13" is neither a region of the Kingdom (SA-01 to SA-14) nor a country the site knows (AE, BH, EG, IQ, JO, KW, LB, OM, QA, SD, YE)',
    );
  });
});

describe("a point's rule", () => {
  it.each<[string, unknown, string | undefined]>([
    ["a point in Riyadh", { _type: "geopoint", lat: 24.7136, lng: 46.6753 }, undefined],
    ["the poles and the date line", { lat: -90, lng: 180 }, undefined],
    [
      "a latitude off the globe",
      { lat: 124.7, lng: 46.7 },
      "has a latitude of 124.7: it must be a number from -90 to 90",
    ],
    [
      "a longitude off the globe",
      { lat: 24.7, lng: -181 },
      "has a longitude of -181: it must be a number from -180 to 180",
    ],
    ["coordinates as text", "24.7136, 46.6753", "must be a latitude and a longitude, as numbers"],
    [
      "numbers as text",
      { lat: "24.7", lng: "46.7" },
      'has a latitude of "24.7": it must be a number from -90 to 90',
    ],
    ["no longitude", { lat: 24.7 }, "has a longitude of undefined: it must be a number from -180 to 180"],
  ])("%s", (_, value, problem) => {
    expect(pointProblem(value)).toBe(problem);
  });
});

describe("a place's name", () => {
  it("each of the 13 regions has its name in each language", () => {
    for (const code of PLACE_CODES.filter(isRegion)) {
      expect(placeName(code, { language: "en", facts: en.project.facts })).toMatch(/\S/);
      expect(placeName(code, { language: "ar", facts: ar.project.facts })).toMatch(/\p{Script=Arabic}/u);
    }
    expect(PLACE_CODES.filter(isRegion)).toHaveLength(13);
  });

  it("each country abroad is named by Intl in the page's language, never by its code", () => {
    for (const code of PLACE_CODES.filter((place) => !isRegion(place))) {
      expect(placeName(code, { language: "en", facts: en.project.facts })).not.toBe(code);
      expect(placeName(code, { language: "ar", facts: ar.project.facts })).toMatch(/\p{Script=Arabic}/u);
      expect(PLACES[code].country).toBe(code);
    }
  });
});
