/**
 * Click-to-edit in a draft preview: @sanity/client's stega, as the preview build configures
 * it (content-source.ts, edit-info.ts), over the whole sample through the Sanity-compatible server's
 * content source maps. Displayed text carries edit info naming its document and field; what
 * the site compares, validates or links stays plain; cleaned, a preview's answer is the
 * public one.
 */
import { stegaClean } from "@sanity/client/stega";
import { vercelStegaCombine, vercelStegaDecode } from "@vercel/stega";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createContentSource } from "#src/lib/content/content-source.ts";
import { readContentConfig } from "#src/config/content-config.ts";
import { PLAIN_FIELDS, splitEditInfo, withoutEditInfo } from "#src/lib/content/edit-info.ts";
import { CONTENT_TYPES } from "#src/lib/content/documents/index.ts";
import { startFakeSanity, type FakeSanity } from "../../../tooling/fake-sanity/server";
import { sampleDocuments } from "../../../tooling/builds";

const TOKEN = "sk-edit-info-test";
const STUDIO_URL = "https://studio.example.com";
const QUERIES = Object.values(CONTENT_TYPES).map((type) => [type.documentType, type.query] as const);

/** Every string of a value, with the name of the field it is in. */
function* strings(value: unknown, field = ""): Generator<[string, string]> {
  if (typeof value === "string") yield [field, value];
  else if (Array.isArray(value)) for (const item of value) yield* strings(item, field);
  else if (typeof value === "object" && value !== null) {
    for (const [key, item] of Object.entries(value)) yield* strings(item, key);
  }
}

describe("edit info in a draft preview's answers", () => {
  let server: FakeSanity;
  const preview = new Map<string, unknown>();
  const published = new Map<string, unknown>();

  beforeAll(async () => {
    server = await startFakeSanity({ production: sampleDocuments() }, { token: TOKEN });
    const env = { PUBLIC_SANITY_PROJECT_ID: "proj1", SANITY_API_HOST: server.origin };
    const previewSource = createContentSource(
      readContentConfig({
        ...env,
        SANITY_PREVIEW: "1",
        SANITY_READ_TOKEN: TOKEN,
        SANITY_STUDIO_URL: STUDIO_URL,
      }),
      { token: TOKEN },
    );
    const publicSource = createContentSource(readContentConfig(env));
    for (const [name, query] of QUERIES) {
      preview.set(name, await previewSource.fetch(query));
      published.set(name, await publicSource.fetch(query));
    }
  });
  afterAll(() => server.close());

  it("is carried by the text a visitor reads, and names its document and field in the Studio", () => {
    const encoded = [...preview.values()].flatMap((result) =>
      [...strings(result)].filter(([, text]) => splitEditInfo(text)[1] !== ""),
    );
    const fields = new Set(encoded.map(([field]) => field));
    const texts = [
      "title",
      "description",
      "name",
      "position",
      "value",
      "requirements",
      "location",
      "client",
      "scope",
      "standard",
      "certificateNumber",
      "issuer",
      "crNumber",
      "heroHeadline",
      "heroSubtext",
      "label",
      "teamLine",
      "classificationGrades",
    ];
    for (const field of texts) {
      expect(fields, field).toContain(field);
    }
    const projects = preview.get("ourProjects") as { _id: string; title: string }[];
    const [first] = projects;
    const decoded = vercelStegaDecode(first?.title ?? "") as { href: string; origin: string };
    expect(decoded.origin).toBe("sanity.io");
    expect(decoded.href).toMatch(
      new RegExp(`^${STUDIO_URL}/intent/edit/mode=presentation;id=${first?._id};type=ourProjects;path=title`),
    );
  });

  it("is never carried by ids, keys, categories, statuses, URLs, asset references, e-mails or links", () => {
    for (const [name, result] of preview) {
      for (const [field, text] of strings(result)) {
        if (field.startsWith("_") || field === "url" || PLAIN_FIELDS.has(field)) {
          expect(splitEditInfo(text)[1], `${name} ${field} ${JSON.stringify(text)}`).toBe("");
        }
      }
    }
    expect([...PLAIN_FIELDS]).toEqual(
      expect.arrayContaining([
        "category",
        "status",
        "email",
        "linkedIn",
        "issuedOn",
        "validUntil",
        "verifyUrl",
        "suffix",
      ]),
    );
  });

  it.each(QUERIES.map(([name]) => name))("%s: cleaned, is the public answer", (name) => {
    expect(stegaClean(preview.get(name))).toEqual(published.get(name));
  });
});

describe("splitEditInfo", () => {
  it.each<[string, string]>([
    ["plain text", "Al Noor Grand Hotel"],
    ["an empty string", ""],
    ["a zero-width joiner inside an emoji", "👷‍♀️ Site engineer"],
  ])("leaves %s whole", (_, text) => {
    expect(splitEditInfo(text)).toEqual([text, ""]);
  });
});

describe("withoutEditInfo", () => {
  const marked = (text: string) => vercelStegaCombine(text, { origin: "sanity.io", href: "/intent/edit" });
  it.each<[string, string, string]>([
    ["plain text", "Al Noor Grand Hotel", "Al Noor Grand Hotel"],
    ["a zero-width joiner inside an emoji", "👷‍♀️ Site engineer", "👷‍♀️ Site engineer"],
    ["one text's edit info", marked("Al Noor Grand Hotel"), "Al Noor Grand Hotel"],
    [
      "the edit info of each text joined into one",
      `<p>${marked("Leads the site.")}</p><ul><li>${marked("Ten years")}</li></ul>`,
      "<p>Leads the site.</p><ul><li>Ten years</li></ul>",
    ],
  ])("%s", (_, text, expected) => {
    expect(withoutEditInfo(text)).toBe(expected);
  });
});
