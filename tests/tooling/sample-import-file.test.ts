/**
 * The sample dataset imports into a new Sanity project with its images: the import form of
 * tooling/sample-data/sample-import-file.ts is run through @sanity/import, the library `sanity dataset
 * import` calls, with the options that command passes for a file in sample-data/, against the
 * Sanity-compatible test server. What arrives must be the sample, document for document.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Readable } from "node:stream";
import { createClient } from "@sanity/client";
import { sanityImport } from "@sanity/import";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_DATASET_FILE } from "../../publishing/repository-paths";
import { parseNdjson, toImportForm, toNdjson } from "../../tooling/sample-data/sample-import-file";
import { startFakeSanity, type FakeSanity } from "../../tooling/fake-sanity/server";

const TOKEN = "sk-import-test";
const sample = parseNdjson(readFileSync(SAMPLE_DATASET_FILE, "utf8"));
const ASSET = "sanity.imageAsset";

/** What `sanity dataset import file production` does, with the server as the project's API. */
function importInto(server: FakeSanity, ndjson: string, options: { assetsBase?: string } = {}) {
  const client = createClient({
    projectId: "newproject",
    dataset: "production",
    apiHost: server.origin,
    useProjectHostname: false,
    apiVersion: "v2025-02-19",
    useCdn: false,
    token: TOKEN,
  });
  return sanityImport(Readable.from([ndjson]), {
    client,
    operation: "create",
    releasesOperation: "fail",
    targetDataset: "production",
    targetProjectId: "newproject",
    tag: "sanity.import",
    onProgress: () => undefined,
    ...options,
  });
}

describe("toImportForm", () => {
  const asset = { _id: "image-abc-10x20-jpg", _type: ASSET, path: "images/sample/production/abc-10x20.jpg" };
  const image = { _type: "image", asset: { _type: "reference", _ref: "image-abc-10x20-jpg" } };

  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    [
      "a single image",
      { image },
      { image: { _type: "image", _sanityAsset: "image@file://./images/abc-10x20.jpg" } },
    ],
    [
      "a list image keeps its key, hotspot and alternative text",
      { images: [{ ...image, _key: "k1", alt: "A tower", hotspot: { x: 0.4 } }] },
      {
        images: [
          {
            _type: "image",
            _key: "k1",
            alt: "A tower",
            hotspot: { x: 0.4 },
            _sanityAsset: "image@file://./images/abc-10x20.jpg",
          },
        ],
      },
    ],
    [
      "fields without images are untouched",
      { title: "T", order: 2, tags: ["a"] },
      { title: "T", order: 2, tags: ["a"] },
    ],
  ])("%s", (_, fields, expected) => {
    expect(toImportForm([asset, { _id: "d", _type: "t", ...fields }] as never)).toEqual([
      { _id: "d", _type: "t", ...expected },
    ]);
  });

  it("names the document that uses an asset the file does not hold", () => {
    expect(() => toImportForm([{ _id: "doc-1", _type: "t", image } as never])).toThrow(
      '"doc-1" uses image-abc-10x20-jpg, which the file does not hold',
    );
  });
});

describe("sanity dataset import of the sample's import form", () => {
  let server: FakeSanity;
  const dataset: unknown[] = [];

  beforeAll(async () => {
    server = await startFakeSanity({ production: dataset }, { token: TOKEN, projectId: "newproject" });
    // What the command passes for a file in sample-data/: its folder, where ./images/ is.
    await importInto(server, toNdjson(toImportForm(sample)), { assetsBase: join(SAMPLE_DATASET_FILE, "..") });
  }, 60_000);
  afterAll(() => server.close());

  it("refuses the raw export form, whose assets belong to the sample project", async () => {
    const other = await startFakeSanity({ production: [] }, { token: TOKEN, projectId: "newproject" });
    await expect(importInto(other, readFileSync(SAMPLE_DATASET_FILE, "utf8"))).rejects.toThrow(
      "references a different project ID",
    );
    await other.close();
  });

  /** The server keeps what it is sent; Sanity would set a new revision and update time. */
  const withoutRevision = (doc: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(doc).filter(([key]) => key !== "_rev" && key !== "_updatedAt"));
  const imported = () => dataset as Record<string, unknown>[];

  it("creates every document as it is in the sample, image references included", () => {
    const documents = sample.filter((doc) => doc._type !== ASSET);
    const byId = new Map(imported().map((doc) => [doc["_id"], doc]));
    for (const doc of documents) {
      expect(withoutRevision(byId.get(doc._id) ?? {}), doc._id).toEqual(withoutRevision(doc));
    }
  });

  it("uploads every image once, to an asset of the same id and size in the new project", () => {
    const assets = sample.filter((doc) => doc._type === ASSET);
    const uploaded = imported().filter((doc) => doc["_type"] === ASSET);
    expect(uploaded.map((doc) => doc["_id"]).toSorted()).toEqual(assets.map((doc) => doc._id).toSorted());
    for (const asset of uploaded) {
      expect(asset["url"]).toMatch(/^https:\/\/cdn\.sanity\.io\/images\/newproject\/production\//);
    }
    expect(
      server.requests.filter((request) => request.url.pathname.includes("/assets/images/")),
    ).toHaveLength(assets.length);
  });

  it("writes with the token it was given, and the server refuses writes without one", async () => {
    const writes = server.requests.filter((request) => request.method === "POST");
    expect(writes.length).toBeGreaterThan(0);
    for (const request of writes) expect(request.headers.authorization).toBe(`Bearer ${TOKEN}`);
    const response = await fetch(`${server.origin}/v2025-02-19/data/mutate/production`, {
      method: "POST",
      body: JSON.stringify({ mutations: [{ delete: { id: "aboutUs-main" } }] }),
    });
    expect(response.status).toBe(401);
    expect(imported().some((doc) => doc["_id"] === "aboutUs-main")).toBe(true);
  });
});
