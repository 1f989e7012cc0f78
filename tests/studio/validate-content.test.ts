/**
 * `npm run content:validate`: the Studio's rules, run over whole dataset exports offline.
 * The sample must pass; every document of the hostile corpus that the build leaves out or
 * shows without its bad part must be an error here too, so an editor learns it before Publish.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { quoteForLog } from "#src/lib/log-quote.ts";
import { CARD_FACT_LIMIT } from "#src/config/display-limits.ts";
import type { ProjectStatus } from "#src/config/categories.ts";
import { en } from "#src/i18n/en.ts";
import { BROKEN_TRANSLATIONS } from "../fixtures/broken-translations";
import { HOSTILE_CASES, hostileDataset } from "../fixtures/hostile-content";
import { ROOT, SAMPLE_DATASET_FILE } from "../../publishing/repository-paths.ts";
import { SAMPLE_DAY } from "../../tooling/sample-data/content.ts";
import { problemLine } from "../../studio/validation/problems.ts";
import { validateDataset } from "../../studio/validation/validate-dataset.ts";

const SAMPLE = SAMPLE_DATASET_FILE;
const sample = readFileSync(SAMPLE, "utf8")
  .split("\n")
  .filter(Boolean)
  .map((line) => JSON.parse(line) as unknown);

interface Run {
  readonly code: number;
  readonly lines: string[];
}

/** Runs `npm run content:validate`'s script over `documents` (the sample without), judging certificates on `on`. */
async function runScript(documents?: readonly unknown[], on = SAMPLE_DAY): Promise<Run> {
  const args = [join(ROOT, "studio/validate-content.ts"), "--on", on];
  let dir: string | undefined;
  if (documents !== undefined) {
    dir = mkdtempSync(join(tmpdir(), "content-validate-"));
    const file = join(dir, "export.ndjson");
    writeFileSync(file, documents.map((doc) => JSON.stringify(doc)).join("\n"));
    args.push(file);
  }
  try {
    const { stdout } = await promisify(execFile)(process.execPath, args, { cwd: ROOT });
    return { code: 0, lines: stdout.trim().split("\n") };
  } catch (error) {
    const { code, stdout } = error as { code: number; stdout: string };
    return { code, lines: stdout.trim().split("\n") };
  } finally {
    if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The same check in this process, the problems printed as the script prints them: the script
 * starts the Studio's schema afresh each run (about 5 s), so only the runs that read its exit
 * code and summary line spawn it.
 */
async function validate(documents: readonly unknown[] = sample, on = SAMPLE_DAY): Promise<Run> {
  // As the script reads them: each document through JSON, so a field set to undefined is absent.
  const read = documents.map((doc) => JSON.parse(JSON.stringify(doc)) as Record<string, unknown>);
  const problems = await validateDataset(read, on);
  return {
    code: problems.some(({ level }) => level === "error") ? 1 : 0,
    lines: problems.map(problemLine),
  };
}

/** The problem lines about one document: `{level} {quoted id}  {path}  {message}`. */
const about = (run: Run, id: string, level: "error" | "warning") =>
  run.lines.filter((line) => line.startsWith(`${level.padEnd(7)} ${quoteForLog(id)}  `));

describe("content:validate", () => {
  it("passes the sample dataset: no error, and warnings only for its deliberate edge cases", async () => {
    const run = await runScript();
    expect(run.code).toBe(0);
    const warnings = run.lines.filter((line) => line.startsWith("warning"));
    expect(run.lines.at(-1)).toMatch(
      new RegExp(
        `^${sample.length} documents in .*production\\.ndjson, certificates judged on ${SAMPLE_DAY}: 0 error\\(s\\), ${warnings.length} warning\\(s\\)\\.$`,
      ),
    );
    expect(run.lines.filter((line) => line.startsWith("error"))).toEqual([]);
    expect(about(run, "project-data-centre-security", "warning")).toEqual([
      `warning "project-data-centre-security"  location  Over ${CARD_FACT_LIMIT} characters: the card shows the first ${CARD_FACT_LIMIT} and "...", the project page all of it.`,
    ]);
    expect(about(run, "landing-terminal", "warning")).toEqual([
      'warning "landing-terminal"  title  Over 50 characters: the viewer shows the first 50 and "...".',
    ]);
    expect(about(run, "career-site-engineer", "warning")).toEqual([
      'warning "career-site-engineer"  description  Over 100 characters: the card collapses the rest behind Show more.',
      'warning "career-site-engineer"  requirements  Over 3: the card shows the first 3 and counts the rest.',
    ]);
    // The same rules in both languages: an Arabic translation is held to what its English is.
    expect(about(run, "career-site-engineer-ar", "warning")).toEqual(
      about(run, "career-site-engineer", "warning").map((line) =>
        line.replace('"career-site-engineer"', '"career-site-engineer-ar"'),
      ),
    );
  }, 60_000);

  it("warns of each certificate expired or expiring within the notice on the day it is asked about, in both languages", async () => {
    const onSampleDay = await validate();
    const expiry = (run: Run) => run.lines.filter((line) => line.includes("  validUntil  "));
    expect(expiry(onSampleDay)).toEqual(
      ["iso-14001", "iso-14001-ar"]
        .map(
          (id) =>
            `warning "${id}"  validUntil  Expires in 44 days, on 2027-01-11: from the next day the site marks it expired. Add the renewed certificate's number and dates when it comes.`,
        )
        .concat(
          ["iso-41001", "iso-41001-ar"].map(
            (id) =>
              `warning "${id}"  validUntil  Expired on 2026-07-31: the site marks it expired and leaves it out of search engines' data. Add the renewed certificate's number and dates.`,
          ),
        ),
    );
    // On a tender's closing day in 2028, the classification and two more have expired.
    const later = expiry(await validate(undefined, "2028-03-20"));
    expect(later.filter((line) => line.includes("Expired on")).map((line) => line.split("  ")[0])).toEqual([
      'warning "iso-9001"',
      'warning "iso-9001-ar"',
      'warning "iso-14001"',
      'warning "iso-14001-ar"',
      'warning "iso-45001"',
      'warning "iso-45001-ar"',
      'warning "iso-41001"',
      'warning "iso-41001-ar"',
      'warning "main-classification"',
      'warning "main-classification-ar"',
    ]);
  }, 60_000);

  it("refuses a second safety record for a year, naming each", async () => {
    const record = { _type: "safetyRecord", year: 2024, hoursWorked: 1_000_000, lostTimeInjuries: 0 };
    const run = await validate([
      ...sample.filter((doc) => (doc as { _type: string })._type !== "safetyRecord"),
      { ...record, _id: "safety-2024-a" },
      { ...record, _id: "safety-2024-b" },
      { ...record, _id: "safety-2023", year: 2023 },
    ]);
    for (const id of ["safety-2024-a", "safety-2024-b"]) {
      expect(about(run, id, "error")).toEqual([
        `error   "${id}"  year  Another safety record is for 2024: the site shows one record a year, the first it reads.`,
      ]);
    }
    expect(about(run, "safety-2023", "error")).toEqual([]);
  }, 60_000);

  it("refuses a position that closes before it was posted, saying so at Closes on", async () => {
    const position = {
      _id: "career-closes-early",
      _type: "careers",
      _createdAt: "2026-03-04T08:00:00Z",
      title: "Quantity Surveyor",
      closesOn: "2026-03-01",
    };
    const run = await validate([
      ...sample,
      position,
      { ...position, _id: "career-posted-later", postedOn: "2026-02-01" },
    ]);
    expect(about(run, "career-closes-early", "error")).toEqual([
      'error   "career-closes-early"  closesOn  Closes on 2026-03-01, before this position was created (2026-03-04), the day the site gives as its posting day.',
    ]);
    expect(about(run, "career-posted-later", "error")).toEqual([]);
  }, 60_000);

  it("warns, never refuses, a year far ahead or before the founding, and refuses what is not a year", async () => {
    const sampleProject = sample.find(
      (doc) => (doc as { _id: string })._id === "project-airport-t2",
    ) as object;
    const project = { ...sampleProject, startYear: undefined, year: undefined, status: undefined };
    // 9999 is more than 15 years ahead on any day this test will run; 1979 is before 1985 on all.
    const run = await validate([
      ...sample,
      { ...project, _id: "project-far-ahead", status: "underConstruction", year: 9999 },
      { ...project, _id: "project-acquired", status: "completed", startYear: 1979, year: 1986 },
      { ...project, _id: "project-fraction", year: 2030.5 },
      { ...project, _id: "project-five-digits", startYear: 20_300 },
    ]);
    const aboutYears = (id: string, level: "error" | "warning") =>
      about(run, id, level).filter((line) => /Year|year/.test(line.split("  ")[1] ?? ""));
    expect(about(run, "project-far-ahead", "error")).toEqual([]);
    expect(aboutYears("project-far-ahead", "warning")).toEqual([
      expect.stringMatching(
        /^warning "project-far-ahead" {2}year {2}The completion year is more than 15 years ahead/,
      ),
    ]);
    expect(about(run, "project-acquired", "error")).toEqual([]);
    expect(aboutYears("project-acquired", "warning")).toEqual([
      "warning \"project-acquired\"  startYear  The start year is before the company's founding in 1985: right for an acquired firm's work, check it otherwise. The site shows it as it is.",
    ]);
    expect(about(run, "project-fraction", "error")).toEqual([
      'error   "project-fraction"  year  The completion year must be a year of four digits, e.g. 2021: the site leaves this fact out otherwise, and shows the rest of the project.',
    ]);
    expect(about(run, "project-five-digits", "error")).toEqual([
      expect.stringMatching(
        /^error {3}"project-five-digits" {2}startYear {2}The start year must be a year of four digits/,
      ),
    ]);
  }, 60_000);

  it("refuses an unknown region and a point off the globe or written as text, and warns of a point outside its country", async () => {
    const sampleProject = sample.find(
      (doc) => (doc as { _id: string })._id === "project-airport-t2",
    ) as object;
    const project = { ...sampleProject, region: undefined, coordinates: undefined };
    const point = (lat: unknown, lng: unknown) => ({ _type: "geopoint", lat, lng });
    const run = await validate([
      ...sample,
      { ...project, _id: "project-no-region", region: "SA-13" },
      { ...project, _id: "project-off-globe", region: "SA-01", coordinates: point(124.7, 46.7) },
      { ...project, _id: "project-text-point", region: "SA-01", coordinates: "24.7136, 46.6753" },
      { ...project, _id: "project-in-dubai", region: "SA-01", coordinates: point(25.2048, 55.2708) },
      { ...project, _id: "project-abroad", region: "BH", coordinates: point(26.2285, 50.586) },
    ]);
    // Sanity's own rules say it too: the list's values, and an object's type.
    expect(about(run, "project-no-region", "error")).toEqual([
      'error   "project-no-region"  region  Value "SA-13" did not match any allowed values',
      expect.stringMatching(
        /^error {3}"project-no-region" {2}region {2}The place "SA-13" is neither a region/,
      ),
    ]);
    expect(about(run, "project-off-globe", "error")).toEqual([
      'error   "project-off-globe"  coordinates  The point has a latitude of 124.7: it must be a number from -90 to 90: the site leaves this fact out otherwise, and shows the rest of the project.',
    ]);
    expect(about(run, "project-text-point", "error")).toContain(
      'error   "project-text-point"  coordinates  The point must be a latitude and a longitude, as numbers: the site leaves this fact out otherwise, and shows the rest of the project.',
    );
    expect(about(run, "project-in-dubai", "error")).toEqual([]);
    expect(about(run, "project-in-dubai", "warning")).toContain(
      "warning \"project-in-dubai\"  coordinates  The point 25.2048, 55.2708 is not in Saudi Arabia, the country of the project's region: the map marks the project at its region's seat instead, unless the point is corrected.",
    );
    expect(about(run, "project-abroad", "error")).toEqual([]);
    expect(
      about(run, "project-abroad", "warning").filter((line) => line.includes("  coordinates  ")),
    ).toEqual([]);
  }, 60_000);

  it("warns of a translation's own copy of a field the languages share, and holds the rules where it is typed", async () => {
    type Figure = { _key: string; value?: number; label: string };
    const documents = sample as {
      _id: string;
      _type: string;
      language?: string;
      area?: number;
      homeStatistics?: Figure[];
    }[];
    const english = documents.find((doc) => doc._id === "project-al-noor-hotel");
    const arabic = documents.find((doc) => doc._id === "project-al-noor-hotel-ar");
    const [firstFigure, ...otherFigures] =
      documents.find((doc) => doc._id === "siteSettings-main")?.homeStatistics ?? [];
    const run = await validate(
      documents.map((doc) => {
        // The Arabic document's own copies: another status, and an area and a period that would
        // be errors on the English, where the fields are typed.
        if (doc === arabic)
          return { ...doc, status: "underConstruction", area: -5, startYear: 2030, year: 2020 };
        // The Arabic settings' own number for a figure, and a figure the English lacks.
        if (doc._id === "siteSettings-main-ar") {
          const [first, ...others] = doc.homeStatistics ?? [];
          return {
            ...doc,
            homeStatistics: [
              { ...first, value: 1 },
              ...others.slice(0, -1),
              { _key: "cranes", value: 12, label: "رافعات" },
            ],
          };
        }
        return doc;
      }),
    );
    expect(run.code).toBe(0);
    const statusTitle = (value: unknown) => en.project.facts.statuses[value as ProjectStatus];
    const copies = (id: string) =>
      about(run, id, "warning").filter((line) => /a fact the languages share/i.test(line));
    expect(about(run, "project-al-noor-hotel-ar", "error")).toEqual([]);
    expect(copies("project-al-noor-hotel-ar")).toEqual([
      // The editor's words: the options' titles, not their stored values.
      `warning "project-al-noor-hotel-ar"  status  This translation's own copy says "${statusTitle("underConstruction")}", but the English version says "${statusTitle(english?.["status" as keyof typeof english])}": a fact the languages share is typed once, on the original, and every language's page shows "${statusTitle(english?.["status" as keyof typeof english])}".`,
      `warning "project-al-noor-hotel-ar"  startYear  This translation's own copy says 2030, but the English version says ${english?.["startYear" as keyof typeof english]}: a fact the languages share is typed once, on the original, and every language's page shows ${english?.["startYear" as keyof typeof english]}.`,
      `warning "project-al-noor-hotel-ar"  year  This translation's own copy says 2020, but the English version says ${english?.["year" as keyof typeof english]}: a fact the languages share is typed once, on the original, and every language's page shows ${english?.["year" as keyof typeof english]}.`,
      `warning "project-al-noor-hotel-ar"  area  This translation's own copy says -5, but the English version says ${english?.area}: a fact the languages share is typed once, on the original, and every language's page shows ${english?.area}.`,
    ]);
    expect(copies("project-al-noor-hotel")).toEqual([]);
    expect(about(run, "project-corniche-resort-ar", "warning")).toEqual([]);
    expect(about(run, "siteSettings-main-ar", "error")).toEqual([]);
    expect(about(run, "siteSettings-main-ar", "warning")).toEqual([
      `warning "siteSettings-main-ar"  homeStatistics[_key=="home-1"].value  This translation's own copy says 1, but the English version says ${firstFigure?.value}: a fact the languages share is typed once, on the original, and every language's page shows ${firstFigure?.value}.`,
      `warning "siteSettings-main-ar"  homeStatistics[_key=="cranes"].value  Only this translation has this item, so only its page shows 12. An item the languages share is added on the English version, where this value is typed for every language; a translation then takes it with "Add missing items".`,
    ]);

    // The same values on the English document are its errors, as is a figure without its number.
    const onOriginal = await validate(
      documents.map((doc) => {
        if (doc === english) return { ...doc, area: -5, startYear: 2030, year: 2020 };
        if (doc._id !== "siteSettings-main") return doc;
        return { ...doc, homeStatistics: [{ ...firstFigure, value: undefined }, ...otherFigures] };
      }),
    );
    expect(about(onOriginal, "project-al-noor-hotel", "error").map((line) => line.split("  ")[2])).toEqual([
      "startYear",
      "area",
    ]);
    expect(
      about(onOriginal, "siteSettings-main", "error").map((line) => line.split("  ").slice(2).join("  ")),
    ).toEqual(['homeStatistics[_key=="home-1"].value  Type the number.']);
  }, 60_000);

  describe("over the hostile corpus", async () => {
    const run = await runScript(hostileDataset(sample));

    it("exits 1", () => {
      expect(run.code).toBe(1);
    });

    const dropped = HOSTILE_CASES.filter(
      ({ doc, outcome }) => (outcome === "left out" || outcome === "warned") && typeof doc._id === "string",
    );
    it.each(dropped.map(({ doc, outcome }) => [String(doc._id), outcome]))(
      "%s (%s by the build) is an error",
      (id) => {
        expect(about(run, id, "error")).not.toEqual([]);
      },
    );

    it("names a document without a usable _id by its line", () => {
      expect(run.lines).toContainEqual(
        expect.stringMatching(/^error {3}"line \d+" {2}_id {2}12345 is not an id/),
      );
    });

    it.each([
      ["hostile-team-js", "linkedIn", "Must be an https:// address on linkedin.com"],
      ["hostile-team-email-query", "email", "Must be a plain e-mail address"],
      [
        "hostile-project-category",
        "category",
        'Value "<b data-injected>Airport</b>" did not match any allowed values',
      ],
      ["hostile-career-requirements-mixed", "requirements[1]", "Required"],
      ["hostile-project-year-string", "year", 'Expected type "Number", got "String"'],
      [
        "hostile-service-js-image",
        "image1.asset",
        'The image\'s asset "image-hostilejs-10x10-jpg" has no https URL',
      ],
      ["hostile-class-verify-js", "verifyUrl", "Must be an https:// address"],
      ["hostile-class-verify-http", "verifyUrl", "Must be an https:// address"],
      [
        "hostile-class-dates-reversed",
        "validUntil",
        "The certificate's valid until 2025-05-01 is not after issued on 2026-05-01",
      ],
      ["hostile-safety-bad-numbers", "hoursWorked", "Hours worked must be a positive number of hours"],
      ["hostile-safety-bad-numbers", "lostTimeInjuries", "Lost-time injuries must be a whole number"],
      ["project-al-noor-hotel", "_id", "Another document in this file has the same _id"],
    ])("%s: %s says what is wrong", (id, path, message) => {
      expect(about(run, id, "error")).toContainEqual(expect.stringContaining(`  ${path}  ${message}`));
    });

    it.each(["hostile-class-verify-js", "hostile-class-verify-http"])(
      "%s: one message for its wrong link, not Sanity's beside the Studio's",
      (id) => {
        expect(about(run, id, "error").filter((line) => line.includes("  verifyUrl  "))).toHaveLength(1);
      },
    );

    it.each(BROKEN_TRANSLATIONS)("warns of $name as the build does", ({ warning }) => {
      const lines = about(run, warning.id, "warning").filter((line) => line.includes(`  ${warning.field}  `));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(warning.says);
    });

    it("does not fault drafts and release versions, which the site never shows", () => {
      for (const { doc } of HOSTILE_CASES.filter(({ outcome }) => outcome === "unpublished")) {
        expect(about(run, String(doc._id), "error")).toEqual([]);
      }
    });
  });
});
