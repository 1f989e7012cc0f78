import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { S3Client } from "@aws-sdk/client-s3";
import { deploySite } from "../../publishing/s3/ordered-upload";
import {
  checkLinks,
  contentGuard,
  refusalFor,
  pruneBuildScratch,
  takeCensus,
  type SiteCensus,
} from "../../publishing/build/staged-build";
import { PREVIEW_MARKER_FILE, PREVIEW_MARKER_TEXT } from "#src/config/preview.ts";

describe("contentGuard", () => {
  const site = (pages: number, projectPages: number): SiteCensus => ({ pages, projectPages });

  it.each<[string, SiteCensus, SiteCensus | undefined, boolean, RegExp | undefined]>([
    ["a first build", site(27, 19), undefined, false, undefined],
    ["the same size", site(27, 19), site(27, 19), false, undefined],
    ["a few pages fewer", site(20, 12), site(27, 19), false, undefined],
    ["exactly half", site(14, 6), site(28, 20), false, undefined],
    ["a first build without projects", site(8, 0), undefined, false, /no project pages/],
    ["no projects any more", site(8, 0), site(27, 19), false, /no project pages/],
    ["fewer than half the pages", site(13, 5), site(27, 19), false, /13 pages, the one it would replace 27/],
    ["2,019 projects down to 19", site(27, 19), site(2027, 2019), false, /more than half would go/],
    ["no projects, allowed", site(8, 0), site(27, 19), true, undefined],
    ["fewer than half, allowed", site(13, 5), site(27, 19), true, undefined],
  ])("%s", (_, next, previous, allowDrop, refusal) => {
    const verdict = contentGuard(next, previous, allowDrop);
    if (refusal === undefined) expect(verdict).toBeUndefined();
    else expect(verdict).toMatch(refusal);
  });
});

describe("takeCensus", () => {
  const dir = mkdtempSync(join(tmpdir(), "census-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (path: string) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), "<!doctype html>");
  };

  it("is undefined for a folder with no site in it", () => {
    expect(takeCensus(join(dir, "nothing-here"))).toBeUndefined();
  });

  it("counts HTML pages and project pages", () => {
    for (const path of [
      "index.html",
      "404.html",
      "careers/index.html",
      "ourProjects/index.html",
      "ourProjects/a/index.html",
      "ourProjects/b/index.html",
      "_astro/app.js",
    ]) {
      write(path);
    }
    expect(takeCensus(dir)).toEqual({ pages: 6, projectPages: 2 });
  });
});

describe("a draft preview build is never the public site", () => {
  const dir = mkdtempSync(join(tmpdir(), "preview-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const site = (name: string, preview: boolean) => {
    const root = join(dir, name);
    mkdirSync(root, { recursive: true });
    writeFileSync(join(root, "index.html"), "<!doctype html>");
    if (preview) writeFileSync(join(root, PREVIEW_MARKER_FILE), PREVIEW_MARKER_TEXT);
    return root;
  };

  it.each<[string, boolean, RegExp | undefined]>([
    ["a public build may be published", false, undefined],
    ["a preview build may not", true, /is a draft preview build \(it holds preview-build\.txt\)/],
  ])("%s", (name, preview, refusal) => {
    const verdict = refusalFor("public", site(name.replaceAll(" ", "-"), preview));
    if (refusal === undefined) expect(verdict).toBeUndefined();
    else expect(verdict).toMatch(refusal);
  });

  it("the S3 deploy refuses one before it asks S3 anything", async () => {
    const s3 = { send: () => Promise.reject(new Error("S3 was asked")) } as unknown as S3Client;
    await expect(
      deploySite({ dir: site("to-s3", true), bucket: "site", distributionId: undefined, graceMs: 0, s3 }),
    ).rejects.toThrow("is a draft preview build");
  });
});

describe("pruneBuildScratch", () => {
  it("removes the folders of builds whose process is gone, and leaves running builds' alone", async () => {
    const scratch = mkdtempSync(join(tmpdir(), "build-scratch-"));
    try {
      // A process that has ended: its pid names a build killed mid-way.
      const ended = spawnSync(process.execPath, ["-e", "0"]).pid;
      const killed = join(scratch, `build-${ended}-AbC123`);
      const running = join(scratch, `build-${process.pid}-XyZ789`);
      const other = join(scratch, "notes");
      for (const dir of [killed, running, other]) mkdirSync(join(dir, ".astro"), { recursive: true });
      await pruneBuildScratch(scratch);
      expect(existsSync(killed)).toBe(false);
      expect(existsSync(running)).toBe(true);
      expect(existsSync(other)).toBe(true);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});

describe("checkLinks", () => {
  const site = mkdtempSync(join(tmpdir(), "links-"));
  afterAll(() => rmSync(site, { recursive: true, force: true }));

  it("passes a site whose links all resolve, and names a missing page by its 404 and the page that links it", async () => {
    mkdirSync(join(site, "careers"));
    writeFileSync(
      join(site, "careers/index.html"),
      '<!doctype html><title>Careers</title><a href="/">Home</a>',
    );
    writeFileSync(
      join(site, "index.html"),
      '<!doctype html><title>Home</title><a href="/careers/">Careers</a>',
    );
    await expect(checkLinks(site)).resolves.toBeUndefined();

    writeFileSync(join(site, "index.html"), '<!doctype html><title>Home</title><a href="/gone/">Gone</a>');
    await expect(checkLinks(site)).rejects.toThrow(/^1 broken links: \S+\/gone\/? \(404, on \S+\)$/);
  });
});
