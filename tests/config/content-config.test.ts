import { describe, expect, it } from "vitest";
import { ContentConfigError, readContentConfig, readPreviewToken } from "#src/config/content-config.ts";

/** What a preview build needs besides the project: the token and the Studio it links to. */
const PREVIEW = {
  SANITY_PREVIEW: "1",
  SANITY_READ_TOKEN: "sk123",
  SANITY_STUDIO_URL: "https://studio.example.com/",
};

describe("readContentConfig", () => {
  it.each<[string, Record<string, string | undefined>, unknown]>([
    [
      "no project id: the sample",
      {},
      { source: "sample", projectId: "sample", dataset: "production", imageBaseUrl: "/sample-cdn" },
    ],
    [
      "blank project id: the sample",
      { PUBLIC_SANITY_PROJECT_ID: "  " },
      { source: "sample", file: undefined },
    ],
    [
      "a sample from a file, for benches",
      { SAMPLE_DATASET_FILE: "/tmp/portfolio.ndjson" },
      { source: "sample", file: "/tmp/portfolio.ndjson" },
    ],
    [
      "sample ignores the dataset",
      { PUBLIC_SANITY_DATASET: "staging" },
      { source: "sample", dataset: "production" },
    ],
    [
      "project id: Sanity, production dataset, hosted API, Sanity's CDN for images",
      { PUBLIC_SANITY_PROJECT_ID: "ab12cd34" },
      {
        source: "sanity",
        projectId: "ab12cd34",
        dataset: "production",
        apiHost: undefined,
        timeoutMs: 300_000,
        imageBaseUrl: "https://cdn.sanity.io",
      },
    ],
    [
      "a request timeout in seconds",
      { PUBLIC_SANITY_PROJECT_ID: "ab12cd34", SANITY_TIMEOUT_SECONDS: "2.5" },
      { timeoutMs: 2500 },
    ],
    [
      "another dataset",
      { PUBLIC_SANITY_PROJECT_ID: "ab12cd34", PUBLIC_SANITY_DATASET: "staging" },
      { dataset: "staging" },
    ],
    [
      "an API host, trailing slash dropped",
      { PUBLIC_SANITY_PROJECT_ID: "ab12cd34", SANITY_API_HOST: "http://127.0.0.1:7777/" },
      { apiHost: "http://127.0.0.1:7777", imageBaseUrl: "https://cdn.sanity.io" },
    ],
    [
      "an API host with a path prefix",
      { PUBLIC_SANITY_PROJECT_ID: "ab12cd34", SANITY_API_HOST: "https://proxy.example.com/sanity" },
      { apiHost: "https://proxy.example.com/sanity" },
    ],
    ["a public build", { PUBLIC_SANITY_PROJECT_ID: "ab12cd34" }, { preview: false }],
    [
      "a preview: SANITY_PREVIEW with a token and the Studio's URL",
      { PUBLIC_SANITY_PROJECT_ID: "ab12cd34", ...PREVIEW },
      { source: "sanity", preview: true, studioUrl: "https://studio.example.com" },
    ],
    [
      "a Studio URL with a path, trailing slash dropped",
      { PUBLIC_SANITY_PROJECT_ID: "ab12cd34", ...PREVIEW, SANITY_STUDIO_URL: "https://example.com/studio/" },
      { studioUrl: "https://example.com/studio" },
    ],
    [
      "a Studio URL outside a preview is not read",
      { PUBLIC_SANITY_PROJECT_ID: "ab12cd34", SANITY_STUDIO_URL: "not a URL" },
      { preview: false, studioUrl: undefined },
    ],
    [
      "a token alone makes no preview",
      { PUBLIC_SANITY_PROJECT_ID: "ab12cd34", SANITY_READ_TOKEN: "sk123" },
      { preview: false },
    ],
    [
      "blank API host is unset",
      { PUBLIC_SANITY_PROJECT_ID: "ab12cd34", SANITY_API_HOST: "" },
      { apiHost: undefined },
    ],
  ])("%s", (_, env, expected) => {
    expect(readContentConfig(env)).toMatchObject(expected as object);
  });

  it.each<[string, Record<string, string>, RegExp]>([
    ["upper-case project id", { PUBLIC_SANITY_PROJECT_ID: "AB12" }, /PUBLIC_SANITY_PROJECT_ID "AB12"/],
    ["project id with a slash", { PUBLIC_SANITY_PROJECT_ID: "ab/12" }, /PUBLIC_SANITY_PROJECT_ID/],
    [
      "dataset with spaces",
      { PUBLIC_SANITY_PROJECT_ID: "ab12", PUBLIC_SANITY_DATASET: "my data" },
      /PUBLIC_SANITY_DATASET "my data"/,
    ],
    [
      "API host that is not a URL",
      { PUBLIC_SANITY_PROJECT_ID: "ab12", SANITY_API_HOST: "127.0.0.1:7777" },
      /SANITY_API_HOST "127.0.0.1:7777"/,
    ],
    [
      "API host on another protocol",
      { PUBLIC_SANITY_PROJECT_ID: "ab12", SANITY_API_HOST: "ftp://example.com" },
      /must use http or https/,
    ],
    [
      "a timeout of 0",
      { PUBLIC_SANITY_PROJECT_ID: "ab12", SANITY_TIMEOUT_SECONDS: "0" },
      /SANITY_TIMEOUT_SECONDS "0"/,
    ],
    [
      "a preview without a project",
      { SANITY_PREVIEW: "1", SANITY_READ_TOKEN: "sk123" },
      /SANITY_PREVIEW is set but PUBLIC_SANITY_PROJECT_ID is not/,
    ],
    [
      "a preview without a token",
      { PUBLIC_SANITY_PROJECT_ID: "ab12", SANITY_PREVIEW: "true" },
      /SANITY_PREVIEW is set but SANITY_READ_TOKEN is not/,
    ],
    [
      "a preview without the Studio's URL",
      { PUBLIC_SANITY_PROJECT_ID: "ab12", SANITY_PREVIEW: "1", SANITY_READ_TOKEN: "sk123" },
      /SANITY_PREVIEW is set but SANITY_STUDIO_URL is not/,
    ],
    [
      "a Studio URL that is not a URL",
      { PUBLIC_SANITY_PROJECT_ID: "ab12", ...PREVIEW, SANITY_STUDIO_URL: "studio.example.com" },
      /SANITY_STUDIO_URL "studio.example.com"/,
    ],
    [
      "a timeout that is not a number",
      { PUBLIC_SANITY_PROJECT_ID: "ab12", SANITY_TIMEOUT_SECONDS: "5m" },
      /SANITY_TIMEOUT_SECONDS "5m"/,
    ],
  ])("rejects %s, naming the variable", (_, env, message) => {
    expect(() => readContentConfig(env)).toThrow(ContentConfigError);
    expect(() => readContentConfig(env)).toThrow(message);
  });
});

describe("readPreviewToken: only a preview build reads with a token", () => {
  it.each<[string, Record<string, string>, string | undefined]>([
    ["a preview", { PUBLIC_SANITY_PROJECT_ID: "ab12", ...PREVIEW, SANITY_READ_TOKEN: " sk123 " }, "sk123"],
    [
      "a public build with a token in its environment",
      { PUBLIC_SANITY_PROJECT_ID: "ab12", SANITY_READ_TOKEN: "sk123" },
      undefined,
    ],
    ["the sample", { SANITY_READ_TOKEN: "sk123" }, undefined],
  ])("%s", (_, env, token) => {
    expect(readPreviewToken(env)).toBe(token);
  });

  it("is never part of the configuration pages may serialize", () => {
    const env = { PUBLIC_SANITY_PROJECT_ID: "ab12", ...PREVIEW, SANITY_READ_TOKEN: "sk-secret-123" };
    expect(JSON.stringify(readContentConfig(env))).not.toContain("sk-secret-123");
  });
});
