import { describe, expect, it } from "vitest";
import { createImageResolver, imageDimensions, type ImageSource } from "#src/lib/content/image-url.ts";

const IMAGE: ImageSource = { asset: { _ref: "image-0123abcd-1600x900-jpg" } };
const BASE = "https://cdn.sanity.io/images/prod123/production/0123abcd-1600x900.jpg";
/** A quarter off the left, a tenth off top and bottom: 1200 × 720 remain, from (400, 90). */
const CROP = { top: 0.1, bottom: 0.1, left: 0.25, right: 0 };
/** The hotspot an editor sets: its centre and size, as fractions of the uncropped image. */
const HOTSPOT = { x: 0.625, y: 0.3, width: 0.2, height: 0.2 };

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
    ["an image", IMAGE, { width: 1600, height: 900 }],
    ["a PNG", { asset: { _ref: "image-ff00-200x80-png" } }, { width: 200, height: 80 }],
    ["a crop takes its share off each side", { ...IMAGE, crop: CROP }, { width: 1200, height: 720 }],
    [
      "a crop of nothing",
      { ...IMAGE, crop: { top: 0, bottom: 0, left: 0, right: 0 } },
      { width: 1600, height: 900 },
    ],
    ["a reference that is not an image", { asset: { _ref: "file-abc-pdf" } }, undefined],
  ])("%s", (_, source, expected) => {
    expect(imageDimensions(source)).toEqual(expected);
  });
});

describe("fixed width", () => {
  it("client logo at width 200 from Sanity's CDN, keeping the aspect ratio", () => {
    expect(sanity.fixed({ asset: { _ref: "image-ff00-600x240-png" } }, 200)).toEqual({
      src: "https://cdn.sanity.io/images/prod123/production/ff00-600x240.png?w=200&auto=format",
      width: 200,
      height: 80,
    });
  });

  it("the editor's crop is in the URL and in the height", () => {
    expect(sanity.fixed({ ...IMAGE, crop: CROP }, 1200)).toEqual({
      src: `${BASE}?rect=400,90,1200,720&w=1200&auto=format`,
      width: 1200,
      height: 720,
    });
  });

  it("the gallery's 16:9 frame: cut by the CDN inside the crop, around the hotspot", () => {
    expect(sanity.fixed({ ...IMAGE, crop: CROP, hotspot: HOTSPOT }, 1200, 16 / 9)).toEqual({
      src: `${BASE}?rect=400,90,1200,675&w=1200&h=675&fit=crop&auto=format`,
      width: 1200,
      height: 675,
    });
  });

  it("sample images come from the site's own /sample-cdn at the CDN's path shape", () => {
    expect(sample.fixed(IMAGE, 200)?.src).toBe(
      "/sample-cdn/images/sample/production/0123abcd-1600x900.jpg?w=200&auto=format",
    );
  });

  it.each<[string, ImageSource | undefined]>([
    ["no image", undefined],
    ["not an image asset", { asset: { _ref: "file-abc-pdf" } }],
  ])("%s: undefined, so the placeholder shows", (_, source) => {
    expect(sanity.fixed(source, 200)).toBeUndefined();
  });
});

describe("responsive", () => {
  it("offers every width up to the image's own, with auto=format, src at the largest", () => {
    expect(sanity.responsive(IMAGE)).toEqual({
      src: `${BASE}?w=1600&auto=format`,
      srcset: [400, 800, 1200, 1600].map((w) => `${BASE}?w=${w}&auto=format ${w}w`).join(", "),
      width: 1600,
      height: 900,
    });
  });

  it("a cropped image offers the widths of what is left, each URL cropped", () => {
    const rect = "rect=400,90,1200,720";
    expect(sanity.responsive({ ...IMAGE, crop: CROP })).toEqual({
      src: `${BASE}?${rect}&w=1200&auto=format`,
      srcset: [400, 800, 1200].map((w) => `${BASE}?${rect}&w=${w}&auto=format ${w}w`).join(", "),
      width: 1200,
      height: 720,
    });
  });

  it.each<[string, ImageSource, number, string, readonly number[], { width: number; height: number }]>([
    // The crop leaves 1200 × 720; its 4:3 part is 960 × 720, centred on the hotspot's x (1000 px).
    [
      "a 4:3 card inside the crop, at the hotspot",
      { ...IMAGE, crop: CROP, hotspot: HOTSPOT },
      4 / 3,
      "rect=520,90,960,720",
      [400, 800],
      { width: 800, height: 600 },
    ],
    // A 4:5 portrait of a 1600 × 900 image: 720 × 900, centred on the hotspot.
    [
      "a 4:5 portrait at the hotspot",
      { ...IMAGE, hotspot: HOTSPOT },
      4 / 5,
      "rect=640,0,720,900",
      [400],
      { width: 400, height: 500 },
    ],
    [
      "a 4:5 portrait without a hotspot: the centre",
      IMAGE,
      4 / 5,
      "rect=440,0,720,900",
      [400],
      { width: 400, height: 500 },
    ],
  ])("%s", (_, source, aspect, rect, widths, size) => {
    const url = (w: number) => `${BASE}?${rect}&w=${w}&h=${Math.round(w / aspect)}&fit=crop&auto=format`;
    expect(sanity.responsive(source, { widths: [400, 800, 1200], aspect })).toEqual({
      src: url(size.width),
      srcset: widths.map((w) => `${url(w)} ${w}w`).join(", "),
      ...size,
    });
  });

  it("an image smaller than every width gets one candidate at its own width", () => {
    const image = sanity.responsive({ asset: { _ref: "image-ab-300x200-jpg" } }, { widths: [400, 800] });
    expect(image?.srcset).toBe(
      "https://cdn.sanity.io/images/prod123/production/ab-300x200.jpg?w=300&auto=format 300w",
    );
  });

  it("missing image: undefined", () => {
    expect(sanity.responsive(undefined)).toBeUndefined();
  });
});

describe("share: a link preview cut to 1200 × 630 by the CDN", () => {
  it.each<[string, ImageSource, string]>([
    ["centred without a hotspot", IMAGE, `${BASE}?rect=0,30,1600,840&w=1200&h=630&fit=crop&auto=format`],
    [
      "around the hotspot, within the crop",
      { ...IMAGE, crop: CROP, hotspot: HOTSPOT },
      `${BASE}?rect=400,90,1200,630&w=1200&h=630&fit=crop&auto=format`,
    ],
  ])("%s", (_, source, expected) => {
    expect(sanity.share(source)).toBe(expected);
  });

  it("no image: undefined, so the site's default share image is used", () => {
    expect(sanity.share(undefined)).toBeUndefined();
  });
});
