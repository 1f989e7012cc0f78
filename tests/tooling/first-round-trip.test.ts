import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  brotliBytes,
  bytesBeforePaint,
  stylesheetHrefs,
  withPlacelessIslandIds,
} from "../../tooling/bench/first-round-trip.ts";

describe("stylesheetHrefs", () => {
  it.each<[string, string, string[]]>([
    ["Astro's link", '<head><link rel="stylesheet" href="/_astro/a.css"></head>', ["/_astro/a.css"]],
    ["href first, single quotes", "<link href='/b.css' rel='stylesheet'/>", ["/b.css"]],
    ["upper case", '<LINK REL="Stylesheet" HREF="/c.css">', ["/c.css"]],
    [
      "two, in order",
      '<link rel="stylesheet" href="/1.css"><link rel="stylesheet" href="/2.css">',
      ["/1.css", "/2.css"],
    ],
    [
      "preloads, icons and fonts are not stylesheets",
      '<link rel="preload" href="/f.woff2" as="font"><link rel="preload" as="style" href="/p.css"><link rel="icon" href="/favicon.svg">',
      [],
    ],
    ["a data-rel is not a rel", '<link data-rel="stylesheet" href="/d.css">', []],
    ["a stylesheet without href", '<link rel="stylesheet">', []],
    ["no links", "<p>stylesheet</p>", []],
  ])("%s", (_, html, expected) => {
    expect(stylesheetHrefs(html)).toEqual(expected);
  });
});

describe("bytesBeforePaint", () => {
  const folder = mkdtempSync(join(tmpdir(), "first-round-trip-"));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const css = Buffer.from("body{margin:0}".repeat(50));
  writeFileSync(join(folder, "site.css"), css);
  const fileOf = (href: string) => (href === "/site.css" ? join(folder, "site.css") : undefined);

  it("adds each linked stylesheet's Brotli bytes to the page's", () => {
    const html = Buffer.from('<link rel="stylesheet" href="/site.css"><p>Hello</p>');
    expect(bytesBeforePaint(html, fileOf)).toBe(brotliBytes(html) + brotliBytes(css));
  });

  it("counts a stylesheet the site does not hold as nothing", () => {
    const html = Buffer.from('<link rel="stylesheet" href="https://elsewhere.example/x.css">');
    expect(bytesBeforePaint(html, fileOf)).toBe(brotliBytes(html));
  });
});

describe("withPlacelessIslandIds", () => {
  const page = (a: string, b: string) =>
    `<astro-island uid="${a}" prefix="r1"><button>Menu</button></astro-island><astro-island uid="${b}"></astro-island><p uid="kept">`;

  it("gives the same page built in two checkouts the same bytes", () => {
    const here = Buffer.from(page("Zfth3w", "6xetW"));
    const there = Buffer.from(page("1Qx9a", "ZOXUXt"));
    expect(brotliBytes(here)).not.toBe(brotliBytes(there));
    expect(bytesBeforePaint(here, () => undefined)).toBe(bytesBeforePaint(there, () => undefined));
  });

  it("keeps every island's id distinct and six characters long, and touches nothing else", () => {
    const ids = [...withPlacelessIslandIds(page("a", "b")).matchAll(/uid="([^"]*)"/g)].map(([, id]) => id);
    expect(ids).toHaveLength(3);
    expect(ids[0]).toMatch(/^[\w-]{6}$/);
    expect(ids[1]).toMatch(/^[\w-]{6}$/);
    expect(ids[0]).not.toBe(ids[1]);
    expect(ids[2]).toBe("kept");
  });
});

describe("brotliBytes", () => {
  it("is the size a CDN sends: far below the raw size for repetitive text", () => {
    const text = Buffer.from("<li>Project</li>".repeat(200));
    expect(brotliBytes(text)).toBeGreaterThan(0);
    expect(brotliBytes(text)).toBeLessThan(text.length / 20);
  });
});
