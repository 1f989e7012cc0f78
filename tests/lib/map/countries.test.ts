import { describe, expect, it } from "vitest";
import { PLACES, type Country } from "#src/config/places.ts";
import { countryOf, PLACE_CODES } from "#src/lib/content/project-place.ts";
import { inCountry, pointOutsideCountry } from "#src/lib/map/countries.ts";

describe("whether a point lies in its place's country", () => {
  it("every place's seat lies in its country", () => {
    for (const place of PLACE_CODES) {
      const [lng, lat] = PLACES[place].seat;
      expect(inCountry({ lat, lng }, countryOf(place)), place).toBe(true);
    }
  });

  it.each<[string, number, number, Country, boolean]>([
    ["Riyadh, in the Kingdom", 24.7136, 46.6753, "SA", true],
    ["Jeddah's corniche, on the shore", 21.5433, 39.1728, "SA", true],
    ["Manama, on its small island", 26.2235, 50.5876, "BH", true],
    ["Dubai, not in the Kingdom", 25.2048, 55.2708, "SA", false],
    ["Riyadh, not in the Emirates", 24.7136, 46.6753, "AE", false],
    ["the Red Sea, 100 km off Jeddah", 21.5, 38.2, "SA", false],
    ["latitude and longitude swapped: Riyadh's numbers land in Romania", 46.6753, 24.7136, "SA", false],
  ])("%s", (_, lat, lng, country, inside) => {
    expect(inCountry({ lat, lng }, country)).toBe(inside);
  });

  it("names the point and the country it is not in", () => {
    expect(pointOutsideCountry({ lat: 25.2048, lng: 55.2708 }, "SA")).toBe(
      "The point 25.2048, 55.2708 is not in Saudi Arabia, the country of the project's region",
    );
    expect(pointOutsideCountry({ lat: 24.7136, lng: 46.6753 }, "SA")).toBeUndefined();
  });
});
