import { describe, expect, it } from "vitest";
import { readContentConfig } from "#src/config/content-config.ts";
import { liveSourceFor } from "#src/lib/content/live-source.ts";
import { contentSecurityPolicy } from "#src/security/content-security-policy.ts";

describe("liveSourceFor, and the policy's connect-src", () => {
  it.each<[string, Record<string, string>, string | undefined, string]>([
    ["sample mode asks nobody", {}, undefined, "connect-src 'self'"],
    [
      "a Sanity project: its API CDN",
      { PUBLIC_SANITY_PROJECT_ID: "ab12cd34" },
      "https://ab12cd34.apicdn.sanity.io/v2024-01-01/data/query/production",
      "connect-src 'self' https://ab12cd34.apicdn.sanity.io",
    ],
    [
      "another dataset",
      { PUBLIC_SANITY_PROJECT_ID: "ab12cd34", PUBLIC_SANITY_DATASET: "staging" },
      "https://ab12cd34.apicdn.sanity.io/v2024-01-01/data/query/staging",
      "connect-src 'self' https://ab12cd34.apicdn.sanity.io",
    ],
    [
      "SANITY_API_HOST, with a path",
      { PUBLIC_SANITY_PROJECT_ID: "ab12cd34", SANITY_API_HOST: "https://proxy.example.com/sanity" },
      "https://proxy.example.com/sanity/v2024-01-01/data/query/production",
      "connect-src 'self' https://proxy.example.com",
    ],
    [
      "a draft preview asks nobody: drafts need the token a browser must never get",
      {
        PUBLIC_SANITY_PROJECT_ID: "ab12cd34",
        SANITY_PREVIEW: "1",
        SANITY_READ_TOKEN: "sk123",
        SANITY_STUDIO_URL: "https://studio.example.com",
      },
      undefined,
      "connect-src 'self'",
    ],
  ])("%s", (_, env, queryUrl, connectSrc) => {
    const config = readContentConfig(env);
    const source = liveSourceFor(config);
    expect(source?.queryUrl).toBe(queryUrl);
    const policy = contentSecurityPolicy({
      imageBaseUrl: config.imageBaseUrl,
      heroVideoUrls: ["/media/hero.mp4"],
      liveQueryUrl: source?.queryUrl,
    });
    expect(policy.directives).toContain(connectSrc);
  });
});
