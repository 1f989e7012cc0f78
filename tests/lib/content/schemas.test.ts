import { describe, expect, it } from "vitest";
import type * as z from "zod/mini";
import { image as imageObjectSchema } from "#src/lib/content/fields.ts";
import { parseDocuments } from "#src/lib/content/parse.ts";
import { CONTENT_TYPES } from "#src/lib/content/documents/index.ts";

const {
  aboutUs: { schema: aboutUsSchema },
  careers: { schema: careerSchema },
  classifications: { schema: classificationSchema },
  clientLogos: { schema: clientsSchema },
  landingProjects: { schema: landingProjectSchema },
  mainClassification: { schema: mainClassificationSchema },
  projects: { schema: projectSchema },
  safetyRecord: { schema: safetyRecordSchema },
  services: { schema: serviceSchema },
  team: { schema: teamMemberSchema },
} = CONTENT_TYPES;

const URL = "https://cdn.sanity.io/images/p/d/abc-800x600.jpg";
/** An image as the queries project it: the object and its asset's URL. */
const IMAGE = { _key: "k1", asset: { _type: "reference", _ref: "image-abc-800x600-jpg" }, url: URL };
/** What the site keeps of it. */
const KEPT = { asset: { _ref: IMAGE.asset._ref }, url: URL };
const CROP = { _type: "sanity.imageCrop", top: 0, bottom: 0.1, left: 0.2, right: 0 };
const HOTSPOT = { _type: "sanity.imageHotspot", x: 0.4, y: 0.3, width: 0.5, height: 0.5 };

function parse(schema: z.ZodMiniType, doc: unknown) {
  const warnings: string[] = [];
  const result = parseDocuments("q", schema, [doc], (message) => warnings.push(message));
  return { result, warnings };
}

describe("valid documents pass, with null fields read as absent", () => {
  it.each<[string, z.ZodMiniType, unknown, Record<string, unknown>]>([
    [
      "aboutUs",
      aboutUsSchema,
      { _id: "a", title: "About", description: "Text", image: IMAGE },
      { image: KEPT },
    ],
    [
      "aboutUs with the editor's crop and hotspot",
      aboutUsSchema,
      { _id: "a", title: "About", image: { ...IMAGE, crop: CROP, hotspot: HOTSPOT } },
      {
        image: {
          ...KEPT,
          crop: { top: 0, bottom: 0.1, left: 0.2, right: 0 },
          hotspot: { x: 0.4, y: 0.3, width: 0.5, height: 0.5 },
        },
      },
    ],
    [
      "aboutUs without image",
      aboutUsSchema,
      { _id: "a", title: "About", description: null, image: null },
      { image: undefined },
    ],
    [
      "service",
      serviceSchema,
      { _id: "s", title: "GC", description: "d", image1: IMAGE, image2: null },
      { image2: undefined },
    ],
    [
      "clients",
      clientsSchema,
      { _id: "clients-1", logos: [{ ...IMAGE, crop: null, hotspot: null, alt: "Acme logo" }] },
      { logos: [{ _key: "k1", asset: { _ref: IMAGE.asset._ref }, alt: "Acme logo", crop: undefined }] },
    ],
    ["clients without logos", clientsSchema, { _id: "clients-2", logos: null }, { logos: [] }],
    [
      "landing project",
      landingProjectSchema,
      { _id: "l", title: "T", value: "SAR 1", image: IMAGE, year: 2020 },
      { year: 2020 },
    ],
    [
      "landing project without year",
      landingProjectSchema,
      { _id: "l", title: "T", year: null },
      { year: undefined },
    ],
    ["classification", classificationSchema, { _id: "c", title: "ISO", order: 2 }, { order: 2 }],
    [
      "main classification",
      mainClassificationSchema,
      { _id: "m", mainClassificationImage: IMAGE },
      { mainClassificationImage: KEPT },
    ],
    [
      "project",
      projectSchema,
      {
        _id: "p",
        title: "T",
        category: "Airport",
        image: { ...IMAGE, alt: "Departures hall" },
        images: [{ ...IMAGE, alt: null }],
        year: 2022,
      },
      { image: { ...KEPT, alt: "Departures hall" }, images: [{ _key: "k1", ...KEPT, alt: undefined }] },
    ],
    ["project without images", projectSchema, { _id: "p", title: "T", images: null }, { images: [] }],
    [
      "career",
      careerSchema,
      { _id: "j", title: "Engineer", requirements: ["a", "b"] },
      { requirements: ["a", "b"] },
    ],
    [
      "career without requirements",
      careerSchema,
      { _id: "j", title: "Engineer", requirements: null },
      { requirements: [] },
    ],
    [
      "team member",
      teamMemberSchema,
      { _id: "t", name: "Sara", email: "s@x.com", linkedIn: null, order: null },
      { linkedIn: undefined },
    ],
    [
      "main classification without image: its facts still show",
      mainClassificationSchema,
      { _id: "main-7", certificateNumber: "CC-1", mainClassificationImage: null },
      { certificateNumber: "CC-1", mainClassificationImage: undefined },
    ],
    [
      "a certificate with every fact",
      classificationSchema,
      {
        _id: "iso-1",
        title: "ISO 9001:2015",
        standard: "ISO 9001:2015",
        certificateNumber: "QMS-1",
        issuer: "BV",
        scope: "Building",
        issuedOn: "2024-02-29",
        validUntil: "2027-02-28",
        verifyUrl: "https://example.org/verify?n=QMS-1",
      },
      { issuedOn: "2024-02-29", validUntil: "2027-02-28", verifyUrl: "https://example.org/verify?n=QMS-1" },
    ],
    [
      "a safety record with no injuries, without subcontractors",
      safetyRecordSchema,
      { _id: "s", year: 2024, hoursWorked: 1_250_000.5, lostTimeInjuries: 0, includesSubcontractors: false },
      { year: 2024, hoursWorked: 1_250_000.5, lostTimeInjuries: 0, includesSubcontractors: false },
    ],
  ])("%s", (_, schema, doc, expected) => {
    const { result, warnings } = parse(schema, doc);
    expect(warnings).toEqual([]);
    expect(result).toHaveLength(1);
    expect(result[0]).toMatchObject(expected);
  });
});

describe("a document that cannot be shown is left out, with a warning naming it and the field", () => {
  it.each<[string, z.ZodMiniType, unknown, string[]]>([
    ["missing title", aboutUsSchema, { _id: "about-1", description: "x" }, ['"about-1"', "title"]],
    ["blank title", serviceSchema, { _id: "svc-2", title: "   " }, ['"svc-2"', "title", "must not be empty"]],
    [
      "a title that is not text, beside a bad year",
      projectSchema,
      { _id: "proj-2", title: 42, year: 2020.5 },
      ['"proj-2"', "title", "year"],
    ],
    ["a safety record without its year", safetyRecordSchema, { _id: "safety-x", hoursWorked: 10 }, ["year"]],
    [
      "id with a slash",
      projectSchema,
      { _id: "a/../b", title: "T" },
      ['"a/../b"', "_id", "not a Sanity document id"],
    ],
    ["id with a space", projectSchema, { _id: "a b", title: "T" }, ['"a b"', "_id"]],
    ["id starting with a dot", projectSchema, { _id: "..", title: "T" }, ['".."', "_id"]],
    ["id of 129 characters", projectSchema, { _id: "a".repeat(129), title: "T" }, ["_id"]],
    ["a draft", projectSchema, { _id: "drafts.proj-1", title: "T" }, ['"drafts.proj-1"', "draft"]],
    ["a release version", careerSchema, { _id: "versions.r1.job-1", title: "T" }, ["release version"]],
    [
      "a language that is not a code",
      projectSchema,
      { _id: "p-lang", title: "T", language: 7 },
      ["language"],
    ],
    [
      "a line break in the id cannot forge a log line",
      careerSchema,
      { _id: "x\n[build] Complete!", title: "T" },
      ['"x\\n[build] Complete!"'],
    ],
    ["member without name", teamMemberSchema, { _id: "team-11", position: "CEO" }, ['"team-11"', "name"]],
    ["missing _id", teamMemberSchema, { name: "Sara" }, ["#1", "_id"]],
    ["logo without asset, named by key", imageObjectSchema, { _key: "logo-12" }, ['_key "logo-12"', "asset"]],
    ["a document that is not an object", aboutUsSchema, "oops", ["#1", "(document)"]],
  ])("%s", (_, schema, doc, mentions) => {
    const { result, warnings } = parse(schema, doc);
    expect(result).toEqual([]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain("[content] q ");
    expect(warnings[0]).toContain(" left out: ");
    for (const text of mentions) expect(warnings[0]).toContain(text);
  });
});

describe("a field that breaks its rule is left out alone: the document is kept, with one warning naming both", () => {
  it.each<[string, z.ZodMiniType, Record<string, unknown>, [string, ...string[]]]>([
    ["a year with a fraction", projectSchema, { year: 2020.5 }, ["year"]],
    ["a year written as text", landingProjectSchema, { year: "2020" }, ["year"]],
    ["a year of five digits", projectSchema, { year: 20_300 }, ["year"]],
    ["a start year written as text", projectSchema, { startYear: "2019" }, ["startYear"]],
    ["a start after the completion", projectSchema, { startYear: 2024, year: 2021 }, ["startYear"]],
    ["a negative area", projectSchema, { area: -12_500 }, ["area"]],
    ["an area of none", projectSchema, { area: 0 }, ["area"]],
    ["an area that is not a number", projectSchema, { area: "12,500 m²" }, ["area"]],
    ["an unknown status", projectSchema, { status: "cancelled" }, ["status"]],
    ["order as a string", classificationSchema, { order: "1" }, ["order"]],
    ["a cover image that is a bare URL", projectSchema, { image: URL }, ["image"]],
    [
      "a cover image on another protocol",
      aboutUsSchema,
      { image: { ...IMAGE, url: "javascript:alert(1)" } },
      ["image"],
    ],
    [
      "an image whose asset URL is not a URL",
      serviceSchema,
      { image1: { ...IMAGE, url: "not a url" } },
      ["image1"],
    ],
    [
      "an image URL hidden behind whitespace",
      serviceSchema,
      { image1: { ...IMAGE, url: "java\tscript:alert(1)" } },
      ["image1"],
    ],
    [
      "an image URL over http",
      teamMemberSchema,
      { image: { ...IMAGE, url: "http://cdn.sanity.io/images/p/d/abc-800x600.jpg" } },
      ["image", "https"],
    ],
    [
      "a crop outside the image",
      teamMemberSchema,
      { image: { ...IMAGE, crop: { ...CROP, left: -0.5 } } },
      ["image.crop.left"],
    ],
    [
      "a hotspot that is not numbers",
      landingProjectSchema,
      { image: { ...IMAGE, hotspot: { ...HOTSPOT, x: "left" } } },
      ["image.hotspot.x"],
    ],
    ["gallery images that are not a list", projectSchema, { images: "a.jpg" }, ["images"]],
    ["a description that is not text", careerSchema, { description: { text: "x" } }, ["description"]],
    [
      "a verify address over http",
      classificationSchema,
      { verifyUrl: "http://example.org/v" },
      ["verifyUrl"],
    ],
    [
      "a javascript: verify address",
      mainClassificationSchema,
      { verifyUrl: "javascript:alert(1)" },
      ["verifyUrl", "https"],
    ],
    ["a day that is not in the calendar", classificationSchema, { validUntil: "2026-02-30" }, ["validUntil"]],
    ["a date written another way", mainClassificationSchema, { issuedOn: "15/03/2025" }, ["issuedOn"]],
    [
      "a validity that ends before the issue: the issue date goes",
      classificationSchema,
      { issuedOn: "2026-05-01", validUntil: "2025-05-01" },
      ["issuedOn", "is not after"],
    ],
    [
      "a certificate number that is not text",
      classificationSchema,
      { certificateNumber: 4417 },
      ["certificateNumber"],
    ],
    ["hours worked of none", safetyRecordSchema, { hoursWorked: 0 }, ["hoursWorked"]],
    ["negative hours worked", safetyRecordSchema, { hoursWorked: -5 }, ["hoursWorked"]],
    ["a fraction of an injury", safetyRecordSchema, { lostTimeInjuries: 1.5 }, ["lostTimeInjuries"]],
    ["negative injuries", safetyRecordSchema, { lostTimeInjuries: -1 }, ["lostTimeInjuries"]],
    [
      "subcontractors as text",
      safetyRecordSchema,
      { includesSubcontractors: "yes" },
      ["includesSubcontractors"],
    ],
  ])("%s", (_, schema, fields, mentions) => {
    const isMember = schema === teamMemberSchema;
    const named = isMember
      ? { name: "Sara" }
      : schema === safetyRecordSchema
        ? { year: 2024 }
        : { title: "T" };
    const doc = { _id: "doc-1", ...named, ...fields };
    const { result, warnings } = parse(schema, doc);
    expect(result).toHaveLength(1);
    // The first mention names the field that goes; a list goes as an empty one.
    const [dropped = ""] = mentions[0].split(".");
    if (dropped === "images") expect(result[0]).toHaveProperty("images", []);
    else expect((result[0] as Record<string, unknown>)[dropped]).toBeUndefined();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('[content] q "doc-1" kept without what breaks a rule: ');
    for (const text of mentions) expect(warnings[0]).toContain(text);
  });

  it("keeps the fields that pass: a start after the completion keeps the completion", () => {
    const { result } = parse(projectSchema, {
      _id: "p",
      title: "T",
      status: "completed",
      startYear: 2024,
      year: 2021,
    });
    expect(result[0]).toMatchObject({ status: "completed", year: 2021 });
    expect(result[0]).not.toHaveProperty("startYear", 2024);
  });
});

describe("a planned project is shown whatever its years, with no warning", () => {
  it.each<[string, Record<string, unknown>]>([
    ["completing in 2030", { status: "underConstruction", startYear: 2025, year: 2030 }],
    ["completing in 2034", { status: "underConstruction", year: 2034 }],
    [
      "started before the founding (an acquired firm's work)",
      { status: "completed", startYear: 1979, year: 1986 },
    ],
  ])("%s", (_, facts) => {
    const { result, warnings } = parse(projectSchema, { _id: "p", title: "T", ...facts });
    expect(warnings).toEqual([]);
    expect(result).toEqual([expect.objectContaining(facts)]);
  });
});

describe("bad items of a document's lists are left out, and the document kept", () => {
  it.each<[string, z.ZodMiniType, unknown, Record<string, unknown>, string[]]>([
    [
      "a gallery image without an asset",
      projectSchema,
      { _id: "proj-8", title: "T", images: [{ _key: "x" }, IMAGE] },
      { images: [{ _key: "k1", ...KEPT }] },
      ['"proj-8"', "images.0.asset"],
    ],
    [
      "a gallery image with a malformed asset reference, and one that is null",
      projectSchema,
      { _id: "proj-9", title: "T", images: [IMAGE, { asset: { _ref: "image-../../x" }, url: URL }, null] },
      { images: [{ _key: "k1", ...KEPT }] },
      ["images.1.asset._ref", "images.2"],
    ],
    [
      "a client logo with a crop that is not an object",
      clientsSchema,
      { _id: "clients-3", logos: [IMAGE, { ...IMAGE, _key: "k2", crop: "yes" }] },
      { logos: [{ _key: "k1" }] },
      ['"clients-3"', "logos.1.crop"],
    ],
    [
      "a client logo whose asset is not on https",
      clientsSchema,
      { _id: "clients-4", logos: [{ ...IMAGE, _key: "k0", url: "data:image/svg+xml,x" }, IMAGE] },
      { logos: [{ _key: "k1" }] },
      ['"clients-4"', "logos.0.url"],
    ],
    [
      "requirements that are not text",
      careerSchema,
      { _id: "job-10", title: "T", requirements: ["ok", 3, null, "fine"] },
      { requirements: ["ok", "fine"] },
      ['"job-10"', "requirements.1", "requirements.2"],
    ],
  ])("%s", (_, schema, doc, expected, mentions) => {
    const { result, warnings } = parse(schema, doc);
    expect(result).toHaveLength(1);
    expect(result[0]).toMatchObject(expected);
    expect(warnings).toHaveLength(1);
    for (const text of mentions) expect(warnings[0]).toContain(text);
  });

  it("still leaves the document out when it has a problem of its own too", () => {
    const { result, warnings } = parse(careerSchema, { _id: "job-11", requirements: ["ok", 3] });
    expect(result).toEqual([]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('"job-11" left out: ');
    expect(warnings[0]).toContain("title");
  });
});

describe("parseDocuments", () => {
  it("keeps the first of two documents with one _id and names the second", () => {
    const warnings: string[] = [];
    const docs = [
      { _id: "p1", title: "First" },
      { _id: "p1", title: "Second" },
    ];
    const result = parseDocuments("ourProjects", projectSchema, docs, (message) => warnings.push(message));
    expect(result.map((project) => project.title)).toEqual(["First"]);
    expect(warnings).toEqual(['[content] ourProjects "p1" left out: a document with this _id came earlier']);
  });

  it("keeps the valid documents of a mixed list, in order", () => {
    const warnings: string[] = [];
    const docs = [{ _id: "a", name: "A" }, { _id: "b" }, { _id: "c", name: "C" }];
    const result = parseDocuments("team", teamMemberSchema, docs, (message) => warnings.push(message));
    expect(result.map((member) => member._id)).toEqual(["a", "c"]);
    expect(warnings).toEqual([expect.stringContaining('team "b" left out: name:')]);
  });

  it("throws when a query returns something other than a list", () => {
    expect(() => parseDocuments("team", teamMemberSchema, { result: [] }, () => undefined)).toThrow(
      "the answer is object, not a list of results",
    );
  });
});
