/**
 * The map of the portfolio, drawn at build time as SVG (PortfolioMap.astro): the Kingdom and
 * the countries around it from Natural Earth's outlines, and a mark for each project with a
 * place, at its own point, else at its region's seat. North is up and east to the right in
 * every language: a map is never mirrored. Marks that would overlap are moved apart along a
 * spiral, so each stays a target of its own.
 */
import { geoBounds, geoMercator, geoPath } from "d3-geo";
import type { FeatureCollection } from "geojson";
import { COUNTRY_NUMBERS, HOME_COUNTRY, PLACES, type Country, type Place } from "#src/config/places.ts";
import { countryOf } from "#src/lib/content/project-place.ts";
import type { Point } from "#src/lib/content/project-place.ts";
import { siteColour } from "#src/lib/site-colours.ts";
import { boundsOf, countryOutline, everyOutline, inCountry, type Outline } from "./countries.ts";

/** The map's drawing size in SVG units: it scales to its box's width. */
export const MAP_SIZE = { width: 800, height: 640 } as const;
/** A mark's radius, and the room kept between two marks' centres. */
export const MARK_RADIUS = 7;
const MARK_ROOM = MARK_RADIUS * 2 + 2;
const PADDING = 24;

/** A project as the map takes it. */
export interface MapProject {
  readonly id: string;
  readonly title: string;
  readonly href: string;
  readonly region?: Place | undefined;
  readonly coordinates?: Point | undefined;
}

export interface MapMark {
  readonly id: string;
  readonly title: string;
  readonly href: string;
  readonly place: Place;
  /** Where the mark is drawn, in the map's units. */
  readonly x: number;
  readonly y: number;
  /** Drawn at its own point; otherwise at its place's seat. */
  readonly located: boolean;
}

export interface PortfolioMapDrawing {
  /** The Kingdom's outline, the country the map is about. */
  readonly home: string;
  /** The other countries in view: the one a project is in drawn as such. */
  readonly countries: readonly { readonly path: string; readonly worked: boolean }[];
  readonly marks: readonly MapMark[];
}

/** What the build says of a project's point that it left off the map, or nothing. */
export type MapWarning = (project: MapProject, message: string) => void;

/** Where a project is marked: its point when it lies in its place's country, else the seat. */
function markedAt(
  project: MapProject & { region: Place },
  warn: MapWarning,
): { at: Point; located: boolean } {
  const [lng, lat] = PLACES[project.region].seat;
  const seat = { lat, lng };
  if (project.coordinates === undefined) return { at: seat, located: false };
  if (inCountry(project.coordinates, countryOf(project.region)))
    return { at: project.coordinates, located: true };
  warn(project, `coordinates: not in the country of region ${project.region}; marked at the region's seat`);
  return { at: seat, located: false };
}

/** Moves a mark along a spiral around where it belongs until it overlaps none placed before. */
function spaced(x: number, y: number, placed: readonly { x: number; y: number }[]) {
  const free = (px: number, py: number) =>
    placed.every((mark) => Math.hypot(mark.x - px, mark.y - py) >= MARK_ROOM);
  // The golden angle: each step turns by it and reaches a little further.
  const turn = Math.PI * (3 - Math.sqrt(5));
  for (let step = 0; ; step += 1) {
    const distance = MARK_ROOM * 0.5 * Math.sqrt(step);
    const px = x + distance * Math.cos(step * turn);
    const py = y + distance * Math.sin(step * turn);
    if (free(px, py)) return { x: px, y: py };
  }
}

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * The map of `projects`: those without a usable place are left off (the list of the text
 * alternative leaves them off too). The view holds the Kingdom and every country a project is in.
 */
export function drawPortfolioMap(projects: readonly MapProject[], warn: MapWarning): PortfolioMapDrawing {
  const placed = projects.filter(
    (project): project is MapProject & { region: Place } => project.region !== undefined,
  );
  const worked = new Set<Country>([HOME_COUNTRY, ...placed.map((project) => countryOf(project.region))]);
  const workedNumbers = new Set<string>([...worked].map((country) => COUNTRY_NUMBERS[country]));
  const inView: FeatureCollection = { type: "FeatureCollection", features: [...worked].map(countryOutline) };
  const { width, height } = MAP_SIZE;
  const projection = geoMercator()
    .fitExtent(
      [
        [PADDING, PADDING],
        [width - PADDING, height - PADDING],
      ],
      inView,
    )
    .clipExtent([
      [0, 0],
      [width, height],
    ]);
  // The Kingdom to a tenth of a unit; the countries around it, background, to whole units
  // (under a pixel at any width the page gives the map): a quarter fewer bytes.
  const path = geoPath(projection).digits(1);
  const roughPath = geoPath(projection).digits(0);
  const [[west, south], [east, north]] = geoBounds(inView);
  // The countries whose box meets the view's, with some room: the rest of the world is not drawn.
  const near = (outline: Outline) => {
    const [[w, s], [e, n]] = boundsOf(outline);
    const room = Math.max(east - west, north - south);
    return e >= west - room && w <= east + room && n >= south - room && s <= north + room;
  };
  const home = countryOutline(HOME_COUNTRY);
  const countries = everyOutline()
    .filter((outline) => outline.id !== home.id && near(outline))
    .map((outline) => ({
      path: roughPath(outline) ?? "",
      worked: workedNumbers.has(String(outline.id)),
    }))
    .filter(({ path: d }) => d !== "");

  const marks: MapMark[] = [];
  // From north to south and west to east, so the marks are met in reading order of the map.
  const spots = placed
    .map((project) => {
      const { at, located } = markedAt(project, warn);
      const [x = 0, y = 0] = projection([at.lng, at.lat]) ?? [];
      return { project, x, y, located };
    })
    .sort((a, b) => a.y - b.y || a.x - b.x);
  for (const { project, x, y, located } of spots) {
    const spot = spaced(x, y, marks);
    marks.push({
      id: project.id,
      title: project.title,
      href: project.href,
      place: project.region,
      x: round(spot.x),
      y: round(spot.y),
      located,
    });
  }
  return { home: path(home) ?? "", countries, marks };
}

const escaped = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;");

/**
 * The map as a file of SVG of its own, in the site's colours as PortfolioMap.astro draws it,
 * named `name` by its title: for the company profile, where a mark is no link.
 */
export function portfolioMapSvg(drawing: PortfolioMapDrawing, name: string): string {
  const { width, height } = MAP_SIZE;
  const [sea, land, stone, home, ink, seat] = ["sea", "land", "stone", "home", "ink", "brand-text"].map(
    siteColour,
  );
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">`,
    `<title>${escaped(name)}</title>`,
    `<rect width="${width}" height="${height}" fill="${sea}"/>`,
    `<g fill="${land}" stroke="${stone}" stroke-width="0.8">`,
    ...drawing.countries.map(({ path, worked }) => `<path d="${path}"${worked ? ` fill="${stone}"` : ""}/>`),
    "</g>",
    `<path d="${drawing.home}" fill="${home}" stroke="${ink}" stroke-opacity="0.6" stroke-width="1.2"/>`,
    `<g stroke="#fff" stroke-width="2">`,
    ...drawing.marks.map(
      (mark) =>
        `<circle cx="${mark.x}" cy="${mark.y}" r="${MARK_RADIUS}" fill="${mark.located ? ink : seat}"/>`,
    ),
    "</g>",
    "</svg>",
  ].join("");
}
