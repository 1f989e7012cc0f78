import { afterEach, describe, expect, it, vi } from "vitest";
import { classifications } from "../../studio/schema-types/classifications.ts";
import { landingPageProjects } from "../../studio/schema-types/landing-page-projects.ts";
import { listPreview, NO_ORDER, NO_YEAR, withLanguageMark } from "../../studio/schema-types/list-preview.ts";
import { AWAITING_APPROVAL } from "../../studio/schema-types/notices.ts";
import { ourProjects } from "../../studio/schema-types/our-projects.ts";
import { schemaTypes } from "../../studio/schema-types/index.ts";
import { en } from "#src/i18n/en.ts";
import { sampleDocuments } from "../../tooling/builds.ts";
import { SAMPLE_DAY } from "../../tooling/sample-data/content.ts";

describe("a translated type's list entry", () => {
  const prepared = withLanguageMark({
    select: { title: "title", year: "year" },
    prepare: ({ title, year }) => listPreview(title, [year]),
  });
  const selected = withLanguageMark({ select: { title: "name", subtitle: "position" } });

  it("selects the document's language beside what the type selects", () => {
    expect(prepared.select).toEqual({ title: "title", year: "year", language: "language" });
  });

  it.each<[string, ReturnType<typeof withLanguageMark>, Record<string, unknown>, string]>([
    ["an Arabic project", prepared, { title: "ملعب", year: 2021, language: "ar" }, "Arabic · 2021"],
    ["an English project", prepared, { title: "Arena", year: 2021, language: "en" }, "English · 2021"],
    [
      "a project written before the site had languages",
      prepared,
      { title: "Arena", year: 2021 },
      "English · 2021",
    ],
    ["a project without a subtitle", prepared, { title: "Arena", language: "ar" }, "Arabic"],
    [
      "a member, selected without prepare",
      selected,
      { title: "Sara", subtitle: "CEO", language: "ar" },
      "Arabic · CEO",
    ],
  ])("%s reads %j", (_, preview, value, subtitle) => {
    expect(preview.prepare(value).subtitle).toBe(subtitle);
  });
});

describe("the lists' entries of what the site shows last", () => {
  const entry =
    (type: { preview?: { prepare?: (value: Record<string, unknown>) => { subtitle?: string } } }) =>
    (value: Record<string, unknown>) =>
      type.preview?.prepare?.(value).subtitle;

  it.each<[string, (value: Record<string, unknown>) => string | undefined, Record<string, unknown>, string]>([
    [
      "a project without a year",
      entry(ourProjects),
      { title: "Arena", category: "Airport" },
      `${NO_YEAR} · Airport`,
    ],
    [
      "a project with one",
      entry(ourProjects),
      { title: "Arena", year: 2021, category: "Airport" },
      "2021 · Airport",
    ],
    [
      "a project under construction",
      entry(ourProjects),
      { title: "Arena", year: 2027, category: "Airport", location: "Jeddah", status: "underConstruction" },
      `2027 · Airport · Jeddah · ${en.project.facts.statuses.underConstruction}`,
    ],
    ["a home page project without one", entry(landingPageProjects), { title: "Arena" }, NO_YEAR],
    [
      "a home page project with its project's",
      entry(landingPageProjects),
      { projectTitle: "Arena", projectYear: 2019, value: "SAR 5 Million" },
      "2019 · SAR 5 Million",
    ],
    ["a certificate without an order", entry(classifications), { title: "ISO 9001" }, NO_ORDER],
  ])("%s reads %j", (_, subtitle, value, expected) => {
    expect(subtitle(value)).toContain(expected);
  });

  it.each<[string, Record<string, unknown>]>([
    ["an Arabic project", { title: "ملعب", language: "ar" }],
    ["an Arabic home page project pointing at a project", { projectTitle: "ملعب", language: "ar" }],
  ])("%s shows its original's year on the site, so its entry claims no year", (_, value) => {
    const type = value["projectTitle"] === undefined ? ourProjects : landingPageProjects;
    expect(entry(type)(value)).not.toContain(NO_YEAR);
  });

  it.each<[string, (value: Record<string, unknown>) => string | undefined, Record<string, unknown>, string]>([
    [
      "an Arabic home page project of its own",
      entry(landingPageProjects),
      { title: "ملعب", language: "ar" },
      NO_YEAR,
    ],
  ])("%s reads %j", (_, subtitle, value, expected) => {
    expect(subtitle(value)).toContain(expected);
  });
});

/**
 * What a document list receives, as Sanity's preview store gives it: each selected path of the
 * document, `null` where the document lacks it (as a GROQ projection answers), a reference
 * followed into the document it names.
 */
function selectedFields(
  select: Record<string, string>,
  document: Record<string, unknown>,
  byId: ReadonlyMap<string, Record<string, unknown>>,
): Record<string, unknown> {
  const follow = (value: unknown, step: string): unknown => {
    const target =
      typeof value === "object" && value !== null && "_ref" in value
        ? byId.get(String((value as { _ref: unknown })._ref))
        : value;
    if (target === undefined || target === null || typeof target !== "object") return undefined;
    return (target as Record<string, unknown>)[step];
  };
  return Object.fromEntries(
    Object.entries(select).map(([name, path]) => [
      name,
      path.split(".").reduce<unknown>((value, step) => follow(value, step), document) ?? null,
    ]),
  );
}

describe("every list entry reads as words", () => {
  const documents = sampleDocuments() as Record<string, unknown>[];
  const byId = new Map(documents.map((document) => [String(document["_id"]), document]));
  const previewed = schemaTypes.filter((type) => type.preview !== undefined);
  const unreadable = /\b(null|undefined|NaN)\b|\[object Object\]/;

  const cases = previewed.flatMap((type) => {
    const { select = {}, prepare } = type.preview as {
      select?: Record<string, string>;
      prepare?: (value: Record<string, unknown>) => { title?: unknown; subtitle?: unknown };
    };
    const entry = (value: Record<string, unknown>) => prepare?.(value) ?? value;
    const nothing = Object.fromEntries(Object.keys(select).map((name) => [name, null]));
    return [
      [`${type.name} with nothing filled`, () => entry(nothing)] as const,
      [`${type.name} with nothing selected`, () => entry({})] as const,
      ...documents
        .filter((document) => document["_type"] === type.name)
        .map(
          (document) =>
            [
              `${type.name} "${String(document["_id"])}"`,
              () => entry(selectedFields(select, document, byId)),
            ] as const,
        ),
    ];
  });

  it("covers every type the Studio lists, and every sample document", () => {
    expect(previewed.map((type) => type.name)).toEqual(schemaTypes.map((type) => type.name));
    expect(cases.length).toBeGreaterThan(100);
  });

  it.each(cases)("%s", (_, entry) => {
    const { title, subtitle } = entry();
    expect(typeof title).toBe("string");
    expect(String(title)).not.toMatch(unreadable);
    if (subtitle !== undefined) {
      expect(typeof subtitle).toBe("string");
      expect(String(subtitle)).not.toMatch(unreadable);
    }
  });
});

describe("entries that count", () => {
  const documents = sampleDocuments() as Record<string, unknown>[];
  const byId = new Map(documents.map((document) => [String(document["_id"]), document]));
  const entryOf = (typeName: string, document: Record<string, unknown>) => {
    const type = schemaTypes.find((candidate) => candidate.name === typeName);
    const { select = {}, prepare } = (type?.preview ?? {}) as {
      select?: Record<string, string>;
      prepare?: (value: Record<string, unknown>) => { title?: unknown; subtitle?: unknown };
    };
    return prepare?.(selectedFields(select, document, byId));
  };

  it("a Client logos entry counts its logos, and is named by the first", () => {
    const logos = Array.from({ length: 6 }, (_, n) => ({
      _key: `k${n}`,
      _type: "image",
      alt: `Client ${n} logo`,
    }));
    expect(entryOf("clients", { _type: "clients", images: logos })).toMatchObject({
      title: "Client 0 logo and 5 others",
      subtitle: "English · 6 logos",
    });
    expect(entryOf("clients", { _type: "clients", language: "ar", images: logos.slice(0, 1) })).toMatchObject(
      {
        title: "Client 0 logo",
        subtitle: "Arabic · 1 logo",
      },
    );
    expect(entryOf("clients", { _type: "clients", images: [] })).toEqual({
      title: "Client logos",
      subtitle: "English · 0 logos",
    });
    const many = Array.from({ length: 25 }, (_, n) => ({
      _key: `k${n}`,
      _type: "image",
      alt: `Client ${n} logo`,
    }));
    expect(entryOf("clients", { _type: "clients", images: many })).toMatchObject({
      title: "Client 0 logo and more",
      subtitle: "English · More than 20 logos",
    });
  });

  it("the sample's four Client logos entries have four titles", () => {
    const titles = documents
      .filter((document) => document["_type"] === "clients")
      .map((document) => entryOf("clients", document)?.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it.each(["privacyNotice", "accessibilityStatement"])(
    "a %s entry says it awaits the company's approval until it is approved",
    (type) => {
      const notice = { _type: type, title: "Notice", lastUpdated: "2026-11-28" };
      expect(entryOf(type, { ...notice, approved: false })?.subtitle).toContain(AWAITING_APPROVAL);
      expect(entryOf(type, { ...notice, approved: true })?.subtitle).not.toContain(AWAITING_APPROVAL);
    },
  );

  describe("a certificate's entry, on the company's day", () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it("says it has expired, or expires within the notice; a later one says neither", () => {
      vi.useFakeTimers({ now: new Date(`${SAMPLE_DAY}T09:00:00Z`), toFake: ["Date"] });
      const subtitleOf = (title: string) =>
        entryOf(
          "classifications",
          documents.find(
            (document) => document["_type"] === "classifications" && document["title"] === title,
          ) ?? {},
        )?.subtitle;
      expect(subtitleOf("ISO 41001:2018")).toContain("Expired on 2026-07-31");
      expect(subtitleOf("ISO 14001:2015")).toContain("Expires in 44 days, on 2027-01-11");
      expect(subtitleOf("ISO 9001:2015")).not.toContain("Expire");
    });
  });

  it.each([
    [0, "0 lost-time injuries"],
    [1, "1 lost-time injury"],
    [2, "2 lost-time injuries"],
  ])("a safety record with %i injuries says %s", (injuries, words) => {
    const entry = entryOf("safetyRecord", {
      _type: "safetyRecord",
      year: 2024,
      hoursWorked: 1_000_000,
      lostTimeInjuries: injuries,
    });
    expect(entry?.subtitle).toContain(words);
  });
});
