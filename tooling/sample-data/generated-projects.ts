/**
 * A larger portfolio for benches: the sample dataset with generated projects added, as a
 * contractor's list grows. Titles, descriptions and values vary in length as real ones do;
 * categories cycle through all of them (and a few projects have none); images are the
 * sample projects' own, so the sample's image files serve them. Each is in both languages as
 * its template is: in Arabic with its template's Arabic texts, joined by a translation.metadata
 * document; the template the sample leaves in English leaves its copies in English too.
 * Deterministic: the same count gives the same dataset.
 */
import { PROJECT_CATEGORY_OPTIONS } from "#src/config/categories.ts";
import { FOUNDING_YEAR } from "#src/config/company.ts";
import { ARABIC_SAMPLE, withTranslation } from "./arabic.ts";

type Doc = { readonly _id: string; readonly _type: string; readonly [field: string]: unknown };

const PLACES = [
  "Al Noor",
  "Rawdah",
  "Corniche",
  "King Fahd",
  "Al Safa",
  "Wadi Hanifa",
  "Al Olaya",
  "Diriyah",
  "Qurtubah",
  "Al Malqa",
  "Eastern Ring",
  "Al Khobar",
  "Jubail",
  "Tabuk",
  "Abha",
  "Najran",
];
/** What a generated project of each category is called; every category has its kinds. */
const KINDS: Readonly<Record<(typeof PROJECT_CATEGORY_OPTIONS)[number], readonly string[]>> = {
  Hospitality: ["Hotel", "Resort & Spa", "Serviced Apartments and Conference Centre"],
  Residential: ["Villas", "Apartments", "Residential Community, Phase 2"],
  Commercial: ["Office Tower", "Business Park", "Mall Extension and Multi-Storey Car Park"],
  Cultural: ["Museum", "Library", "Performing Arts Centre and Public Gardens"],
  "Government & Royal": ["Ministry Headquarters", "Guest Palace Renovation", "Municipal Services Centre"],
  Industrial: ["Warehouses", "Manufacturing Hall", "Logistics Hub with Cold Store"],
  Airport: ["Terminal Extension", "Apron Works", "Air Traffic Control Tower and Fire Station"],
  Educational: ["Primary School", "University Faculty", "Technical College Campus"],
  "Sports & Recreational": ["Arena", "Sports Hall", "Stadium Roof Replacement"],
  "Infrastructure & Urban": ["Bridge", "Interchange", "Stormwater Tunnel and Pump Station"],
  "Specialized & Security": ["Data Centre", "Secure Archive", "Emergency Operations Centre"],
  "Charitable & Community": ["Community Centre", "Charity Hospital Wing", "Orphanage and School"],
  "Religious & Heritage": ["Mosque", "Grand Mosque Restoration", "Historic Souq Restoration"],
};
const SENTENCES = [
  "Delivered on a live site with the building kept open throughout.",
  "Structure in post-tensioned concrete, façades in glass-fibre reinforced concrete and glazing.",
  "Phased around the client's operations, with every handover on the date agreed at tender.",
  "Includes the mechanical, electrical and plumbing works, commissioning and two years of maintenance.",
  "Over 1.2 million hours worked without a lost-time injury.",
  "The foundations went 30 m down to rock through a high water table.",
  "Designed and built under one contract, with the design team in-house.",
];

/** A small, fixed pseudo-random sequence (mulberry32), so a count always gives one dataset. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The sample's documents, with generated projects added until it has `total` projects in
 * English (the site's project pages; the Arabic ones are their translations).
 */
export function withGeneratedProjects(sample: readonly Doc[], total: number): Doc[] {
  const templates = sample.filter((doc) => doc._type === "ourProjects" && doc["language"] !== "ar");
  if (total < templates.length) {
    throw new Error(`The sample already has ${templates.length} projects; ask for at least that many.`);
  }
  const next = random(total);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const generated = Array.from({ length: total - templates.length }, (_, i): Doc[] => {
    const template = templates[i % templates.length] as Doc;
    // One project in fifty without a category: it shows under "All Projects" only.
    const category = i % 50 === 49 ? undefined : PROJECT_CATEGORY_OPTIONS[i % PROJECT_CATEGORY_OPTIONS.length];
    const kind = pick(KINDS[category ?? "Commercial"]);
    const sentences = Array.from({ length: 1 + Math.floor(next() * 4) }, () => pick(SENTENCES));
    const amount = Math.round(5 + next() * 1500);
    const title = `${pick(PLACES)} ${kind}`;
    const year = FOUNDING_YEAR + Math.floor(next() * 42);
    const english: Doc = {
      ...template,
      _id: `generated-project-${String(i + 1).padStart(5, "0")}`,
      title,
      category,
      description: [...new Set(sentences)].join(" "),
      value: amount >= 1000 ? `SAR ${(amount / 1000).toFixed(1)} Billion` : `SAR ${amount} Million`,
      year,
      // Its template's facts, with a start that comes before its own completion.
      startYear: template["startYear"] === undefined ? undefined : Math.max(FOUNDING_YEAR, year - 3),
    };
    const arabic = ARABIC_SAMPLE[template._id];
    return arabic === undefined ? [english] : withTranslation(english, arabic);
  });
  return [...sample, ...generated.flat()];
}
