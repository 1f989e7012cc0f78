import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ClientPerspective } from "@sanity/client";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createContentSource, type ContentSource } from "#src/lib/content/content-source.ts";
import { readContentConfig } from "#src/config/content-config.ts";
import { ContentQueryError, createContentLoader } from "#src/lib/content/loaders.ts";
import { ABOUT_US_QUERY } from "#src/lib/content/documents/about-us.ts";
import {
  PROJECT_BY_ID_QUERY,
  PROJECTS_QUERY,
  projects as projectType,
} from "#src/lib/content/documents/our-projects.ts";
import { team } from "#src/lib/content/documents/team.ts";
import type { PROJECT_BY_ID_QUERY_RESULT } from "#src/lib/content/sanity.types.ts";
import {
  deadOrigin,
  startFakeSanity,
  type FakeSanity,
  type Fault,
} from "../../../tooling/fake-sanity/server";
import { explainFailure } from "../../../publishing/failure-reason.ts";

const ASSET = {
  _id: "image-aaaa-800x600-jpg",
  _type: "sanity.imageAsset",
  url: "https://cdn.sanity.io/images/proj1/production/aaaa-800x600.jpg",
};
const project = (id: string, title: string, year: number) => ({
  _id: id,
  _type: "ourProjects",
  title,
  year,
  category: "Airport",
  images: [{ _key: "a", _type: "image", asset: { _type: "reference", _ref: ASSET._id } }],
});
const DATASETS = {
  production: [
    ASSET,
    { _id: "about", _type: "aboutUs", title: "About", image: { asset: { _ref: ASSET._id } } },
    project("p-old", "Old terminal", 2001),
    project("p-new", "New terminal", 2024),
  ],
  staging: [project("p-staging", "Staging only", 2026)],
};

const fastRetries = { retryDelay: () => 5 };
const noWarnings = (message: string) => {
  throw new Error(`unexpected warning: ${message}`);
};

function sanitySource(origin: string, dataset?: string, timeoutSeconds?: string): ContentSource {
  const env = {
    PUBLIC_SANITY_PROJECT_ID: "proj1",
    SANITY_API_HOST: origin,
    PUBLIC_SANITY_DATASET: dataset,
    SANITY_TIMEOUT_SECONDS: timeoutSeconds,
  };
  return createContentSource(readContentConfig(env), fastRetries);
}

describe("the @sanity/client path, against a Sanity-compatible server", () => {
  let server: FakeSanity;
  beforeAll(async () => {
    server = await startFakeSanity(DATASETS);
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
  });

  it("asks {host}/v2024-01-01/data/query/{dataset} for published content, without a token", async () => {
    const result = await sanitySource(server.origin).fetch(ABOUT_US_QUERY);

    expect(result).toEqual([
      {
        _id: "about",
        language: null,
        title: "About",
        description: null,
        image: { asset: { _ref: ASSET._id }, crop: null, hotspot: null, url: ASSET.url },
      },
    ]);
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request?.method).toBe("GET");
    expect(request?.url.pathname).toBe("/v2024-01-01/data/query/production");
    expect(request?.url.searchParams.get("query")).toBe(ABOUT_US_QUERY);
    expect(request?.url.searchParams.get("perspective")).toBe("published");
    expect(request?.headers.authorization).toBeUndefined();
  });

  it("sends query parameters", async () => {
    const result = (await sanitySource(server.origin).fetch(PROJECT_BY_ID_QUERY, {
      id: "p-new",
    })) as PROJECT_BY_ID_QUERY_RESULT;
    expect(result.documents).toMatchObject([{ _id: "p-new", title: "New terminal" }]);
    expect(server.requests[0]?.url.searchParams.get("$id")).toBe('"p-new"');
  });

  it("builds a project from a non-default dataset", async () => {
    const load = createContentLoader(sanitySource(server.origin, "staging"), noWarnings);
    const { content: projects } = await load(projectType, "en");

    expect(projects.map((p) => p.title)).toEqual(["Staging only"]);
    expect(server.requests[0]?.url.pathname).toBe("/v2024-01-01/data/query/staging");
  });

  it.each([429, 502, 503])("retries a %i and succeeds", async (status) => {
    server.failNext(2, status);
    const load = createContentLoader(sanitySource(server.origin), noWarnings);
    const { content: projects } = await load(projectType, "en");

    expect(projects.map((p) => p._id)).toEqual(["p-new", "p-old"]);
    expect(server.requests).toHaveLength(3);
  });

  it("never returns a draft, even from a server that holds one", async () => {
    const drafts = await startFakeSanity({
      production: [project("p-1", "Published", 2020), project("drafts.p-1", "Unpublished edit", 2020)],
    });
    try {
      const { content: projects } = await createContentLoader(sanitySource(drafts.origin), noWarnings)(
        projectType,
        "en",
      );
      expect(projects.map((p) => p.title)).toEqual(["Published"]);
    } finally {
      await drafts.close();
    }
  });

  // The build fails with this error, and its record keeps the reason (publishing/failure-reason.ts);
  // one whole build that fails so is in tests/build.test.ts.
  it.each<[string, Fault, number, RegExp, string]>([
    ["a 500", 500, 1, /scripted 500/, "got 500"],
    [
      "a body that is not JSON",
      "malformed-json",
      1,
      /not a list/,
      "failed: the answer is undefined, not a list of results",
    ],
    ["no answer within the timeout", "hang", 1, /timed? ?out|timeout|abort/i, "timed out"],
  ])("fails with the query named on %s, its reason one line", async (_, fault, attempts, cause, reason) => {
    server.failNext(Infinity, fault);
    try {
      const load = createContentLoader(sanitySource(server.origin, undefined, "0.2"), noWarnings);
      const failure = load(projectType, "en");
      await expect(failure).rejects.toThrow(
        /^Content query "ourProjects" failed against Sanity project "proj1"/,
      );
      await expect(failure).rejects.toThrow(cause);
      const message = await failure.then(
        () => "",
        (error: unknown) => String(error),
      );
      expect(explainFailure(message)).toBe(
        `The content service did not answer: query \`ourProjects\` ${reason}`,
      );
      expect(server.requests).toHaveLength(attempts);
    } finally {
      server.recover();
    }
  });

  it("does not retry a query the server rejects", async () => {
    await expect(sanitySource(server.origin).fetch("*[_type == ")).rejects.toThrow();
    expect(server.requests).toHaveLength(1);
  });

  it.each<[string, ClientPerspective | undefined, string, boolean]>([
    ["a preview build", undefined, "drafts", true],
    ["a preview server outside draft mode", "published", "published", false],
    ["a preview server in draft mode", "drafts", "drafts", true],
    ["a release stacked on drafts", ["rSpring", "drafts"], "rSpring,drafts", true],
  ])(
    "reads %s in its perspective, with the token and edit info only for drafts",
    async (_, perspective, asked, drafts) => {
      const config = readContentConfig({
        PUBLIC_SANITY_PROJECT_ID: "proj1",
        SANITY_API_HOST: server.origin,
        SANITY_PREVIEW: "1",
        SANITY_READ_TOKEN: "sk-reader",
        SANITY_STUDIO_URL: "https://studio.example",
      });
      const source = createContentSource(config, { ...fastRetries, token: "sk-reader", perspective });
      await source.fetch(ABOUT_US_QUERY);

      const [request] = server.requests;
      expect(request?.url.searchParams.get("perspective")).toBe(asked);
      expect(request?.headers.authorization).toBe(drafts ? "Bearer sk-reader" : undefined);
      expect(request?.url.searchParams.has("resultSourceMap")).toBe(drafts);
    },
  );

  it("fails with the query named when the service keeps failing", async () => {
    server.failNext(Infinity, 503);
    const load = createContentLoader(sanitySource(server.origin), noWarnings);
    const failure = load(projectType, "en");

    await expect(failure).rejects.toThrow(ContentQueryError);
    await expect(failure).rejects.toThrow(
      /^Content query "ourProjects" failed against Sanity project "proj1"/,
    );
    expect(server.requests).toHaveLength(6);
    server.recover();
  });
});

describe("an unreachable content service", () => {
  it("fails with the query and the cause named, after the client's retries", async () => {
    const origin = await deadOrigin();
    const load = createContentLoader(sanitySource(origin), noWarnings);
    const error = await load(team, "en").then(
      () => undefined,
      (reason: unknown) => reason,
    );

    expect(error).toBeInstanceOf(ContentQueryError);
    expect((error as ContentQueryError).queryName).toBe("team");
    expect((error as Error).message).toMatch(
      new RegExp(`^Content query "team" failed against .* at ${origin}: .*ECONNREFUSED`),
    );
  });
});

describe("the embedded sample source", () => {
  const ndjson = [
    JSON.stringify(ASSET),
    JSON.stringify(project("p-1", "Published", 2020)),
    JSON.stringify({ ...project("drafts.p-1", "Draft edit", 2020) }),
    "",
  ].join("\n");
  const source = createContentSource(readContentConfig({}), { sampleNdjson: async () => ndjson });

  it("evaluates the same GROQ in-process, published documents only", async () => {
    const result = (await source.fetch(PROJECTS_QUERY)) as { _id: string }[];
    expect(result.map((doc) => doc._id)).toEqual(["p-1"]);
  });

  it("dereferences image assets to their URL", async () => {
    const result = await source.fetch(`*[_type == "ourProjects"][0].images[0].asset->url`);
    expect(result).toBe(ASSET.url);
  });

  it("says where the content came from", () => {
    expect(source.description).toBe("the embedded sample dataset");
  });
});

describe("a sample dataset from a file (SAMPLE_DATASET_FILE)", () => {
  it("is read instead of the embedded one, and named", async () => {
    const dir = mkdtempSync(join(tmpdir(), "sample-file-"));
    const file = join(dir, "dataset.ndjson");
    writeFileSync(
      file,
      [ASSET, project("p-file", "From a file", 2021)].map((doc) => JSON.stringify(doc)).join("\n"),
    );
    try {
      const source = createContentSource(readContentConfig({ SAMPLE_DATASET_FILE: file }));
      expect(source.description).toBe(`the sample dataset in ${file}`);
      const result = (await source.fetch(PROJECTS_QUERY)) as { _id: string }[];
      expect(result.map((doc) => doc._id)).toEqual(["p-file"]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
