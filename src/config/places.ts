/**
 * Where a project can be (its `region` fact, lib/content/project-place.ts): one of the Kingdom's 13
 * regions by its ISO 3166-2 code, or, for work abroad, a country by its ISO 3166-1 alpha-2
 * code. Free of imports: the site, the Studio, the map and the tests read this one table.
 */

/** The company's own country, whose regions the map draws. */
export const HOME_COUNTRY = "SA";

/**
 * Each place a project can be in, with its country and its seat as [longitude, latitude]: a
 * project with a region and no point of its own is marked there. A region's seat is its capital
 * city; a country's, its capital.
 */
export const PLACES = {
  "SA-01": { country: "SA", seat: [46.72, 24.69] }, // Riyadh
  "SA-02": { country: "SA", seat: [39.83, 21.42] }, // Makkah
  "SA-03": { country: "SA", seat: [39.61, 24.47] }, // Madinah
  "SA-04": { country: "SA", seat: [50.1, 26.43] }, // Dammam
  "SA-05": { country: "SA", seat: [43.97, 26.33] }, // Buraydah
  "SA-06": { country: "SA", seat: [41.69, 27.52] }, // Ha'il
  "SA-07": { country: "SA", seat: [36.57, 28.38] }, // Tabuk
  "SA-08": { country: "SA", seat: [41.04, 30.98] }, // Arar
  "SA-09": { country: "SA", seat: [42.55, 16.89] }, // Jazan
  "SA-10": { country: "SA", seat: [44.13, 17.49] }, // Najran
  "SA-11": { country: "SA", seat: [41.47, 20.01] }, // Al-Bahah
  "SA-12": { country: "SA", seat: [40.21, 29.97] }, // Sakaka
  "SA-14": { country: "SA", seat: [42.5, 18.22] }, // Abha
  AE: { country: "AE", seat: [54.37, 24.45] }, // Abu Dhabi
  BH: { country: "BH", seat: [50.59, 26.23] }, // Manama
  EG: { country: "EG", seat: [31.24, 30.04] }, // Cairo
  IQ: { country: "IQ", seat: [44.36, 33.31] }, // Baghdad
  JO: { country: "JO", seat: [35.93, 31.95] }, // Amman
  KW: { country: "KW", seat: [47.98, 29.38] }, // Kuwait City
  LB: { country: "LB", seat: [35.5, 33.89] }, // Beirut
  OM: { country: "OM", seat: [58.41, 23.59] }, // Muscat
  QA: { country: "QA", seat: [51.53, 25.29] }, // Doha
  SD: { country: "SD", seat: [32.56, 15.5] }, // Khartoum
  YE: { country: "YE", seat: [44.19, 15.37] }, // Sana'a
} as const;

export type Place = keyof typeof PLACES;
export type Country = (typeof PLACES)[Place]["country"];
/** The Kingdom's regions: the places whose code names a region, not a country. */
export type Region = Extract<Place, `${typeof HOME_COUNTRY}-${string}`>;

/**
 * Each country's ISO 3166-1 numeric code: how Natural Earth's outlines (`world-atlas`) name
 * it, so the map and the point check find its outline.
 */
export const COUNTRY_NUMBERS = {
  SA: "682",
  AE: "784",
  BH: "048",
  EG: "818",
  IQ: "368",
  JO: "400",
  KW: "414",
  LB: "422",
  OM: "512",
  QA: "634",
  SD: "729",
  YE: "887",
} as const satisfies Record<Country, string>;
