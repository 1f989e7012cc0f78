import { describe, expect, it } from "vitest";
import { createImageResolver, imageDimensions, type ImageSource } from "../../../src/lib/content/image-url";

const ASSET = "image-0123abcd-1600x900-jpg";
const CDN_URL = "https://cdn.sanity.io/images/prod123/production/0123abcd-1600x900.jpg";
const IMAGE = { _key: "k", asset: { _ref: ASSET }, crop: undefined, hotspot: undefined };

const sanity = createImageResolver({
  projectId: "prod123",
  dataset: "production",
  imageBaseUrl: "https://cdn.sanity.io",
});
const sample = createImageResolver({
  projectId: "sample",
  dataset: "production",
  imageBaseUrl: "/sample-cdn",
});

describe("imageDimensions", () => {
  it.each<[string, ImageSource, { width: number; height: number } | undefined]>([
    ["an asset URL", CDN_URL, { width: 1600, height: 900 }],
    ["an asset URL with a query", `${CDN_URL}?w=10`, { width: 1600, height: 900 }],
    ["an image object", IMAGE, { width: 1600, height: 900 }],
    ["a PNG", "https://cdn.sanity.io/images/p/d/ff00-200x80.png", { width: 200, height: 80 }],
    ["a URL that is not an asset", "https://example.com/photo.jpg", undefined],
    ["a reference that is not an image", { ...IMAGE, asset: { _ref: "file-abc-pdf" } }, undefined],
  ])("%s", (_, source, expected) => {
    expect(imageDimensions(source)).toEqual(expected);
  });
});

describe("fixed width", () => {
  it("client logo at width 200 from Sanity's CDN, keeping the aspect ratio", () => {
    expect(sanity.fixed({ ...IMAGE, asset: { _ref: "image-ff00-600x240-png" } }, 200)).toEqual({
      src: "https://cdn.sanity.io/images/prod123/production/ff00-600x240.png?w=200&auto=format",
      width: 200,
      height: 80,
    });
  });

  it("gallery image at width 1200 built from project and dataset, not from the URL's host", () => {
    const image = sanity.fixed(
      "https://mirror.example.com/images/other/elsewhere/0123abcd-1600x900.jpg",
      1200,
    );
    expect(image?.src).toBe(
      "https://cdn.sanity.io/images/prod123/production/0123abcd-1600x900.jpg?w=1200&auto=format",
    );
    expect(image?.height).toBe(675);
  });

  it("sample images come from the site's own /sample-cdn at the CDN's path shape", () => {
    expect(sample.fixed(IMAGE, 200)?.src).toBe(
      "/sample-cdn/images/sample/production/0123abcd-1600x900.jpg?w=200&auto=format",
    );
  });

  it.each<[string, ImageSource | undefined]>([
    ["no image", undefined],
    ["not an image asset", "https://example.com/logo.png"],
  ])("%s: undefined, so the placeholder shows", (_, source) => {
    expect(sanity.fixed(source, 200)).toBeUndefined();
  });
});

describe("responsive", () => {
  it("offers every width up to the image's own, with auto=format, src at the largest", () => {
    const image = sanity.responsive(CDN_URL);
    const base = "https://cdn.sanity.io/images/prod123/production/0123abcd-1600x900.jpg";
    expect(image).toEqual({
      src: `${base}?w=1600&auto=format`,
      srcset: [400, 800, 1200, 1600].map((w) => `${base}?w=${w}&auto=format ${w}w`).join(", "),
      width: 1600,
      height: 900,
    });
  });

  it("an image smaller than every width gets one candidate at its own width", () => {
    const image = sanity.responsive("https://cdn.sanity.io/images/p/d/ab-300x200.jpg", [400, 800]);
    expect(image?.srcset).toBe(
      "https://cdn.sanity.io/images/prod123/production/ab-300x200.jpg?w=300&auto=format 300w",
    );
  });

  it("missing image: undefined", () => {
    expect(sanity.responsive(undefined)).toBeUndefined();
  });
});
