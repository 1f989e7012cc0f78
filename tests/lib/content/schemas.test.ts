import { describe, expect, it } from "vitest";
import type * as z from "zod/mini";
import { image as imageObjectSchema } from "#src/lib/content/fields.ts";
import { parseDocuments } from "#src/lib/content/parse.ts";
import { CONTENT_TYPES } from "#src/lib/content/types/index.ts";

const {
  aboutUs: { schema: aboutUsSchema },
  careers: { schema: careerSchema },
  classifications: { schema: classificationSchema },
  clientLogos: { schema: clientsSchema },
  landingProjects: { schema: landingProjectSchema },
  mainClassification: { schema: mainClassificationSchema },
  projects: { schema: projectSchema },
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
  ])("%s", (_, schema, doc, expected) => {
    const { result, warnings } = parse(schema, doc);
    expect(warnings).toEqual([]);
    expect(result).toHaveLength(1);
    expect(result[0]).toMatchObject(expected);
  });
});

describe("invalid documents are left out with a warning naming the document and the field", () => {
  it.each<[string, z.ZodMiniType, unknown, string[]]>([
    ["missing title", aboutUsSchema, { _id: "about-1", description: "x" }, ['"about-1"', "title"]],
    ["blank title", serviceSchema, { _id: "svc-2", title: "   " }, ['"svc-2"', "title", "must not be empty"]],
    [
      "image whose asset URL is not a URL",
      serviceSchema,
      { _id: "svc-3", title: "T", image1: { ...IMAGE, url: "not a url" } },
      ['"svc-3"', "image1.url"],
    ],
    [
      "image whose asset is on another protocol",
      aboutUsSchema,
      { _id: "a-4", title: "T", image: { ...IMAGE, url: "javascript:alert(1)" } },
      ['"a-4"', "image.url"],
    ],
    ["image that is a bare URL", aboutUsSchema, { _id: "a-5", title: "T", image: URL }, ['"a-5"', "image"]],
    [
      "a crop outside the image",
      teamMemberSchema,
      { _id: "team-6", name: "Sara", image: { ...IMAGE, crop: { ...CROP, left: -0.5 } } },
      ['"team-6"', "image.crop.left"],
    ],
    [
      "a hotspot that is not numbers",
      landingProjectSchema,
      { _id: "land-6", title: "T", image: { ...IMAGE, hotspot: { ...HOTSPOT, x: "left" } } },
      ['"land-6"', "image.hotspot.x"],
    ],
    [
      "year as a string",
      landingProjectSchema,
      { _id: "land-5", title: "T", year: "2020" },
      ['"land-5"', "year"],
    ],
    [
      "order as a string",
      classificationSchema,
      { _id: "iso-6", title: "T", order: "1" },
      ['"iso-6"', "order"],
    ],
    [
      "main classification without image",
      mainClassificationSchema,
      { _id: "main-7" },
      ['"main-7"', "mainClassificationImage"],
    ],
    [
      "image URL over http",
      teamMemberSchema,
      {
        _id: "team-8",
        name: "Sara",
        image: { ...IMAGE, url: "http://cdn.sanity.io/images/p/d/abc-800x600.jpg" },
      },
      ['"team-8"', "image.url", "https"],
    ],
    [
      "image URL hidden behind whitespace",
      serviceSchema,
      { _id: "svc-8", title: "T", image1: { ...IMAGE, url: "java\tscript:alert(1)" } },
      ['"svc-8"', "image1.url"],
    ],
    [
      "year with a fraction",
      projectSchema,
      { _id: "proj-8", title: "T", year: 2020.5 },
      ['"proj-8"', "year"],
    ],
    [
      "images not a list",
      projectSchema,
      { _id: "proj-9", title: "T", images: "a.jpg" },
      ['"proj-9"', "images"],
    ],
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
    for (const text of mentions) expect(warnings[0]).toContain(text);
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
