/**
 * The outlines of the countries a project can be in (config/places.ts), from Natural Earth's
 * 1:50 million map as the `world-atlas` package ships it, and whether a point lies in one. Read
 * at build time by the map, and by the Studio's warning on a project's coordinates, which
 * loads this module only when it checks a point: the outlines are 0.7 MB.
 */
import { geoBounds, geoContains } from "d3-geo";
import type { Feature, MultiPolygon, Polygon } from "geojson";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import atlas from "world-atlas/countries-50m.json" with { type: "json" };
import { COUNTRY_NUMBERS, type Country } from "#src/config/places.ts";
import type { Point } from "#src/lib/content/project-place.ts";

export type Outline = Feature<Polygon | MultiPolygon>;

const topology = atlas as unknown as Topology<{ countries: GeometryCollection; land: GeometryCollection }>;
const outlines = new Map<string, Outline>();

/** A country's outline, by its ISO 3166-1 numeric code as Natural Earth names it. */
function outlineByNumber(number: string): Outline | undefined {
  if (!outlines.has(number)) {
    const geometry = topology.objects.countries.geometries.find((country) => country.id === number);
    if (geometry === undefined) return undefined;
    outlines.set(number, feature(topology, geometry) as Outline);
  }
  return outlines.get(number);
}

/** A country's outline, by its ISO 3166-1 alpha-2 code. */
export function countryOutline(country: Country): Outline {
  const outline = outlineByNumber(COUNTRY_NUMBERS[country]);
  if (outline === undefined) throw new Error(`Natural Earth has no outline for ${country}`);
  return outline;
}

const bounds = new WeakMap<Outline, ReturnType<typeof geoBounds>>();

/** An outline's box, [[west, south], [east, north]]: worked out once per build, not per map. */
export function boundsOf(outline: Outline): ReturnType<typeof geoBounds> {
  let box = bounds.get(outline);
  if (box === undefined) bounds.set(outline, (box = geoBounds(outline)));
  return box;
}

/** Every country's outline, for the map's background. */
export function everyOutline(): Outline[] {
  return topology.objects.countries.geometries.flatMap((geometry) => {
    const outline = geometry.id === undefined ? undefined : outlineByNumber(String(geometry.id));
    return outline === undefined ? [] : [outline];
  });
}

/**
 * How far off a country's outline a point may lie and still count as in it: about 11 km, the
 * generalisation of a 1:50 million coastline, so a site on the shore is not warned of.
 */
const COAST_TOLERANCE_DEGREES = 0.1;
const BEARINGS = 8;

/** Whether a point lies in a country, or within COAST_TOLERANCE_DEGREES of its outline. */
export function inCountry(point: Point, country: Country): boolean {
  const outline = countryOutline(country);
  const at: [number, number] = [point.lng, point.lat];
  if (geoContains(outline, at)) return true;
  // Eight points around it at the tolerance's distance: one inside is close enough.
  const lat = (point.lat * Math.PI) / 180;
  return Array.from({ length: BEARINGS }, (_, i) => (2 * Math.PI * i) / BEARINGS).some((bearing) => {
    const around: [number, number] = [
      point.lng + (COAST_TOLERANCE_DEGREES * Math.sin(bearing)) / Math.max(Math.cos(lat), 0.01),
      point.lat + COAST_TOLERANCE_DEGREES * Math.cos(bearing),
    ];
    return geoContains(outline, around);
  });
}

/**
 * What the Studio and the build say of a point outside its place's country, or undefined when
 * it lies in it.
 */
export function pointOutsideCountry(point: Point, country: Country): string | undefined {
  if (inCountry(point, country)) return undefined;
  const name = new Intl.DisplayNames(["en"], { type: "region" }).of(country) ?? country;
  return `The point ${point.lat}, ${point.lng} is not in ${name}, the country of the project's region`;
}
