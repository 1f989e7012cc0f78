import { describe, expect, it, vi } from "vitest";
import { PLACES } from "#src/config/places.ts";
import { drawPortfolioMap, MAP_SIZE, MARK_RADIUS, type MapProject } from "#src/lib/map/portfolio-map.ts";

const project = (id: string, fields: Partial<MapProject> = {}): MapProject => ({
  id,
  title: id,
  href: `/ourProjects/${id}`,
  ...fields,
});
const RIYADH = { lat: 24.7136, lng: 46.6753 };

describe("drawPortfolioMap", () => {
  it("marks a project at its point, one with a region alone at the seat, and leaves one with no place off", () => {
    const warn = vi.fn();
    const { marks } = drawPortfolioMap(
      [
        project("pointed", { region: "SA-04", coordinates: { lat: 26.43, lng: 50.1 } }),
        project("seat", { region: "SA-14" }),
        project("nowhere"),
        project("point-only", { coordinates: RIYADH }),
      ],
      warn,
    );
    expect(marks.map(({ id, located }) => [id, located])).toEqual([
      ["pointed", true],
      ["seat", false],
    ]);
    expect(warn).not.toHaveBeenCalled();
  });

  it("marks a point outside its region's country at the seat instead, with one warning naming the field", () => {
    const warn = vi.fn();
    const dubai = { lat: 25.2048, lng: 55.2708 };
    const [wrong] = drawPortfolioMap(
      [project("in-dubai", { region: "SA-01", coordinates: dubai })],
      warn,
    ).marks;
    const [seat] = drawPortfolioMap([project("seat", { region: "SA-01" })], vi.fn()).marks;
    expect(wrong?.located).toBe(false);
    expect([wrong?.x, wrong?.y]).toEqual([seat?.x, seat?.y]);
    expect(warn).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ id: "in-dubai" }),
      "coordinates: not in the country of region SA-01; marked at the region's seat",
    );
  });

  it("keeps every mark on the drawing and apart from the others, though seven share a city", () => {
    const many = Array.from({ length: 7 }, (_, i) =>
      project(`riyadh-${i}`, { region: "SA-01", coordinates: RIYADH }),
    );
    const { marks } = drawPortfolioMap(many, vi.fn());
    for (const [i, a] of marks.entries()) {
      expect(a.x).toBeGreaterThan(0);
      expect(a.x).toBeLessThan(MAP_SIZE.width);
      expect(a.y).toBeGreaterThan(0);
      expect(a.y).toBeLessThan(MAP_SIZE.height);
      for (const b of marks.slice(i + 1))
        expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(2 * MARK_RADIUS);
    }
  });

  it("draws the Kingdom, and a country abroad that holds a project as such", () => {
    const home = drawPortfolioMap([], vi.fn());
    const abroad = drawPortfolioMap([project("manama", { region: "BH" })], vi.fn());
    expect(home.home).toMatch(/^M[\d.,LZM-]+/);
    expect(home.countries.filter(({ worked }) => worked)).toEqual([]);
    expect(abroad.countries.filter(({ worked }) => worked)).toHaveLength(1);
    // Far countries are not drawn: the Americas are not in the paths.
    expect(home.countries.length).toBeLessThan(40);
  });

  it("takes in a country far abroad: Egypt's seat is on the drawing", () => {
    const [cairo] = drawPortfolioMap([project("cairo", { region: "EG" })], vi.fn()).marks;
    expect(PLACES.EG.country).toBe("EG");
    expect(cairo?.x).toBeGreaterThan(0);
    expect(cairo?.y).toBeGreaterThan(0);
  });
});
