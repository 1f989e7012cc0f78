/**
 * A project's place (config/places.ts): its `region` fact, a region of the Kingdom or a country
 * abroad, and its `coordinates` fact, a point as Sanity's `geopoint` stores it. The rules the
 * Studio, `content:validate` and the build apply, and the place's name in a page's language.
 * Pure and small, as project-facts.ts that reads it: whether a point lies in its country needs
 * the countries' outlines, which only the build and the Studio load (lib/map/countries.ts).
 */
import { HOME_COUNTRY, PLACES, type Country, type Place, type Region } from "#src/config/places.ts";

/** Every place's code, the Kingdom's regions first, in the table's order. */
export const PLACE_CODES = Object.keys(PLACES) as Place[];

/** Whether a place is a region of the Kingdom, not a country abroad. */
export const isRegion = (place: Place): place is Region => PLACES[place].country === HOME_COUNTRY;

export const isPlace = (value: unknown): value is Place =>
  typeof value === "string" && Object.hasOwn(PLACES, value);

/** The country a place is in: a region's is the Kingdom. */
export const countryOf = (place: Place): Country => PLACES[place].country;

/** What is wrong with a place's code, or undefined when it is one of the table's. */
export function placeProblem(value: unknown): string | undefined {
  return isPlace(value)
    ? undefined
    : `${JSON.stringify(value)} is neither a region of the Kingdom (SA-01 to SA-14) nor a country the site knows (${PLACE_CODES.filter(
        (code) => !isRegion(code),
      ).join(", ")})`;
}

/** A point on the globe, as Sanity's `geopoint` holds it. */
export interface Point {
  readonly lat: number;
  readonly lng: number;
  /** The geopoint's altitude: the Studio does not offer it, and the map has no use for it. */
  readonly alt?: number;
}

const inRange = (value: unknown, limit: number): value is number =>
  typeof value === "number" && Number.isFinite(value) && Math.abs(value) <= limit;

/** What is wrong with a point, or undefined when it is one on the globe. */
export function pointProblem(value: unknown): string | undefined {
  if (typeof value !== "object" || value === null) return "must be a latitude and a longitude, as numbers";
  const { lat, lng } = value as Record<string, unknown>;
  if (!inRange(lat, 90))
    return `has a latitude of ${JSON.stringify(lat)}: it must be a number from -90 to 90`;
  if (!inRange(lng, 180))
    return `has a longitude of ${JSON.stringify(lng)}: it must be a number from -180 to 180`;
  return undefined;
}

/** The words a place is named in: the dictionary's regions, and its language for countries. */
export interface PlaceWords {
  /** The language of the page, as Intl names countries in it ("en", "ar"). */
  readonly language: string;
  readonly facts: { readonly regions: Readonly<Record<Region, string>> };
}

/** A place's name in the page's language: a region's the dictionary's, a country's Intl's. */
export function placeName(place: Place, words: PlaceWords): string {
  if (isRegion(place)) return words.facts.regions[place];
  return new Intl.DisplayNames([words.language], { type: "region" }).of(place) ?? place;
}

/**
 * `projects` by place, in PLACE_CODES's order (the Kingdom's regions, then the countries
 * abroad), each place named in the page's language; a project without a place is in none.
 */
export function projectsByPlace<Project extends { readonly region?: Place | undefined }>(
  projects: readonly Project[],
  words: PlaceWords,
): { place: Place; name: string; projects: Project[] }[] {
  return PLACE_CODES.flatMap((place) => {
    const here = projects.filter((project) => project.region === place);
    return here.length === 0 ? [] : [{ place, name: placeName(place, words), projects: here }];
  });
}
