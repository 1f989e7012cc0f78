/**
 * The draft preview build (SANITY_PREVIEW=1 with SANITY_READ_TOKEN), through `npm run
 * build`'s script against the Sanity-compatible server, which shows drafts only to the token:
 * drafts over published on every page, marked and unindexed, the token in no file and no log
 * line; and a public build beside it that sends no token and shows no draft.
 */
import { readdirSync, readFileSync, rmSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stegaClean } from "@sanity/client/stega";
import { PREVIEW_MARKER_FILE } from "#src/config/preview.ts";
import { BUILD_INFO_PATH } from "#src/lib/build-info.ts";
import { localeOf } from "#src/i18n/dictionary.ts";
import { splitEditInfo } from "#src/lib/content/edit-info.ts";
import { BuildRefused, buildSite } from "../publishing/build/staged-build";
import { pdfInfo, pdfText } from "./support/pdf";
import { en } from "#src/i18n/en.ts";
import { startFakeSanity, type FakeSanity } from "../tooling/fake-sanity/server";
import { fingerprint } from "./support/fingerprint";
import { runBuildScript, sampleDocuments, type BuildResult } from "../tooling/builds";

const TOKEN = "skPreviewTokenThatMustNeverLeak0123456789";
const STUDIO_URL = "https://studio.example.com";
const BUILD_TIMEOUT = 120_000;
const SAMPLE = sampleDocuments() as { _id: string; _type: string; title?: string }[];
const about = SAMPLE.find((doc) => doc._type === "aboutUs");
const DRAFTS = [
  { ...about, _id: "drafts.aboutUs-main", title: "A draft heading, not yet published" },
  {
    _id: "drafts.project-draft-only",
    _type: "ourProjects",
    title: "A project still in draft",
    category: "Industrial",
    year: 2026,
  },
];

/** Every file of a folder, as text (bytes read as latin1, so nothing is lost). */
function everyFile(dir: string): { path: string; text: string }[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const path = join(entry.parentPath, entry.name);
      return { path, text: readFileSync(path, "latin1") };
    });
}

/**
 * What a visitor's page holds: its <main>, without the ids Astro gives each island per build
 * or the hashes in script names (a preview bundles click-to-edit beside the islands).
 */
const mainOf = (html: string) =>
  (/<main[\s\S]*<\/main>/.exec(html)?.[0] ?? "")
    .replace(/ uid="[^"]*"/g, "")
    // Islands are numbered down the page: the public header's search is one more than a preview's.
    .replace(/ prefix="r\d+"/g, "")
    .replace(/(\/_astro\/[\w-]+)\.[\w-]+\.js/g, "$1.js");

/** Any run of the invisible characters edit info is written in. */
const hasEditInfo = (text: string) => splitEditInfo(text)[1] !== "";

describe("a draft preview build", () => {
  let server: FakeSanity;
  let previewDir: string;
  let publicDir: string;
  let sameContentDir: string;
  let preview: BuildResult;
  let published: BuildResult;
  let sameContent: BuildResult;
  let publicRequests: FakeSanity["requests"];

  beforeAll(async () => {
    server = await startFakeSanity({ production: [...SAMPLE, ...DRAFTS] }, { token: TOKEN });
    previewDir = mkdtempSync(join(tmpdir(), "site-preview-"));
    publicDir = mkdtempSync(join(tmpdir(), "site-public-"));
    sameContentDir = mkdtempSync(join(tmpdir(), "site-preview-no-drafts-"));
    const env = {
      PUBLIC_SANITY_PROJECT_ID: "abc123",
      SANITY_API_HOST: server.origin,
      SANITY_READ_TOKEN: TOKEN,
      SANITY_STUDIO_URL: STUDIO_URL,
    };
    preview = await runBuildScript(previewDir, { ...env, SANITY_PREVIEW: "1" });
    const before = server.requests.length;
    // The token in the environment of a public build too: it must not be used.
    published = await runBuildScript(publicDir, env);
    publicRequests = server.requests.slice(before);
    // A preview of the same content as the public site: no drafts.
    const publishedOnly = await startFakeSanity({ production: [...SAMPLE] }, { token: TOKEN });
    sameContent = await runBuildScript(sameContentDir, {
      ...env,
      SANITY_API_HOST: publishedOnly.origin,
      SANITY_PREVIEW: "1",
    });
    await publishedOnly.close();
  }, 3 * BUILD_TIMEOUT);

  afterAll(async () => {
    await server.close();
    rmSync(previewDir, { recursive: true, force: true });
    rmSync(publicDir, { recursive: true, force: true });
    rmSync(sameContentDir, { recursive: true, force: true });
  });

  it("reads drafts over published with the token, and shows them", () => {
    expect(preview.status, preview.output).toBe(0);
    const asked = server.requests.filter((request) => !publicRequests.includes(request));
    for (const request of asked) {
      expect(request.url.searchParams.get("perspective")).toBe("drafts");
      expect(request.headers.authorization).toBe(`Bearer ${TOKEN}`);
    }
    expect(readFileSync(join(previewDir, "index.html"), "utf8")).toContain(DRAFTS[0]?.title);
    const draftPage = readFileSync(join(previewDir, "ourProjects/project-draft-only/index.html"), "utf8");
    expect(draftPage).toContain("A project still in draft");
  });

  it("says it is a preview on every page, is never indexed, and is marked as no public site", () => {
    // Every page but the moved pages', which only send the browser on.
    const pages = everyFile(previewDir).filter(
      (file) => file.path.endsWith(".html") && !file.text.includes('<meta http-equiv="refresh"'),
    );
    expect(pages.length).toBeGreaterThan(20);
    for (const { path, text } of pages) {
      // Read as latin1 (everyFile): the page's language's label, as its UTF-8 bytes read so.
      const lang = /<html lang="([^"]+)"/.exec(text)?.[1];
      const label = Buffer.from(localeOf(lang).words.preview.label, "utf8").toString("latin1");
      expect(text, path).toContain(`aria-label="${label}"`);
      expect(text, path).toContain('<meta name="robots" content="noindex"');
      // Nothing of a draft is loaded ahead (src/config/speculation.ts).
      expect(text, path).not.toContain('type="speculationrules"');
    }
    expect(readFileSync(join(previewDir, "robots.txt"), "utf8")).toBe("User-agent: *\nDisallow: /\n");
    expect(readdirSync(previewDir).filter((name) => name.startsWith("sitemap"))).toEqual([]);
    expect(readdirSync(previewDir)).toContain(PREVIEW_MARKER_FILE);
    // No build record: the Studio's live status is the public site's.
    expect(readdirSync(previewDir)).not.toContain(BUILD_INFO_PATH.slice(1));
  });

  it("makes its own company profile, from the drafts, marked as a draft on every page", () => {
    const file = join(previewDir, "company-profile.pdf");
    const pages = Number(pdfInfo(file)["Pages"]);
    expect(pages).toBeGreaterThan(3);
    expect(pdfText(file).split(en.profile.draft)).toHaveLength(pages + 1);
    expect(pdfText(join(publicDir, "company-profile.pdf"))).not.toContain(en.profile.draft);
  });

  it("has the token in no file and no line of its log", () => {
    const leaks = everyFile(previewDir).filter((file) => file.text.includes(TOKEN));
    expect(leaks.map((file) => file.path)).toEqual([]);
    expect(preview.output).not.toContain(TOKEN);
    expect(published.output).not.toContain(TOKEN);
  });

  it("leaves the public build as it was: no token sent, no draft, no bar, a sitemap", () => {
    expect(published.status, published.output).toBe(0);
    for (const request of publicRequests) {
      expect(request.url.searchParams.get("perspective")).toBe("published");
      expect(request.headers.authorization).toBeUndefined();
    }
    const home = readFileSync(join(publicDir, "index.html"), "utf8");
    expect(home.includes("Building the region&#39;s landmarks since 1985")).toBe(true);
    expect(home.includes(DRAFTS[0]?.title ?? "")).toBe(false);
    expect(home.includes("Draft preview")).toBe(false);
    const files = readdirSync(publicDir);
    expect(files).toContain("sitemap-index.xml");
    expect(files).not.toContain(PREVIEW_MARKER_FILE);
    expect(readdirSync(join(publicDir, "ourProjects"))).not.toContain("project-draft-only");
  });

  it("links its texts to the Studio, loads click-to-edit, and lets the Studio frame it", () => {
    const home = readFileSync(join(previewDir, "index.html"), "utf8");
    expect(hasEditInfo(home)).toBe(true);
    expect(
      readdirSync(join(previewDir, "_astro")).some((name) => name.startsWith("renderVisualEditing")),
    ).toBe(true);
    const headers = readFileSync(join(previewDir, "_headers"), "utf8");
    expect(headers).toContain(`frame-ancestors 'self' ${STUDIO_URL};`);
    expect(headers).not.toContain("X-Frame-Options");
    // Every file private and unindexed, the company profile too (tests/publishing/host-headers.test.ts).
    expect(headers).toContain("  Cache-Control: private, no-store\n  X-Robots-Tag: noindex\n");
    expect(headers.match(/Cache-Control: .*/g)).toEqual(["Cache-Control: private, no-store"]);
    expect(readFileSync(join(previewDir, PREVIEW_MARKER_FILE), "utf8")).toMatch(/^Built \d{4}-\d\d-\d\dT/m);
  });

  it("keeps its edit info to the page's text: none in a page's head or structured data", () => {
    const pages = everyFile(previewDir).filter((file) => file.path.endsWith(".html"));
    const utf8 = (file: { text: string }) => Buffer.from(file.text, "latin1").toString("utf8");
    const headOf = (html: string) => /<head>[\s\S]*<\/head>/.exec(html)?.[0] ?? "";
    const structuredData = (html: string) =>
      [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
        (found) => found[1] ?? "",
      );
    expect(pages.filter((file) => hasEditInfo(utf8(file))).length).toBeGreaterThan(20);
    expect(pages.filter((file) => hasEditInfo(headOf(utf8(file)))).map((file) => file.path)).toEqual([]);
    expect(
      pages.filter((file) => structuredData(utf8(file)).some(hasEditInfo)).map((file) => file.path),
    ).toEqual([]);
    expect(pages.filter((file) => structuredData(utf8(file)).length > 0).length).toBeGreaterThan(5);
  });

  it("has no edit info, no click-to-edit code and no framing in the public build", () => {
    const files = everyFile(publicDir);
    expect(
      files
        .filter((file) => hasEditInfo(Buffer.from(file.text, "latin1").toString("utf8")))
        .map((file) => file.path),
    ).toEqual([]);
    expect(
      files
        .filter((file) => /visual-editing|renderVisualEditing|enableVisualEditing/.test(file.text))
        .map((file) => file.path),
    ).toEqual([]);
    const headers = readFileSync(join(publicDir, "_headers"), "utf8");
    expect(headers).toContain("frame-ancestors 'none'");
    expect(headers).toContain("X-Frame-Options: DENY");
  });

  it("shows, filters, counts, orders and links exactly as the public site, its edit info and profile aside", () => {
    expect(sameContent.status, sameContent.output).toBe(0);
    // Not the 404 pages: a preview never looks up a late project from the browser, which
    // would need the token (live-source.ts), so its page has no template for one.
    const pages = everyFile(publicDir).filter(
      (file) => file.path.endsWith(".html") && !/\/404(\.html|\/index\.html)$/.test(file.path),
    );
    expect(pages.length).toBeGreaterThan(20);
    // The company profile's links aside too: a preview's own file, marked as a draft on every
    // page, is not the public one's size.
    const withoutProfileSize = (html: string) =>
      html.replaceAll(/(<a [^>]*type="application\/pdf"[^>]*>)[^<]*<\/a>/g, "$1</a>");
    for (const page of pages) {
      const previewPage = readFileSync(page.path.replace(publicDir, sameContentDir), "utf8");
      const publicPage = readFileSync(page.path, "utf8");
      expect
        .soft(withoutProfileSize(stegaClean(mainOf(previewPage))), page.path)
        .toBe(withoutProfileSize(mainOf(publicPage)));
    }
  });

  it(
    "is refused, before it is built, as the public site's folder, which stays as it was",
    async () => {
      const before = fingerprint(publicDir);
      const env = {
        ...process.env,
        PUBLIC_SANITY_PROJECT_ID: "abc123",
        SANITY_API_HOST: server.origin,
        SANITY_READ_TOKEN: TOKEN,
        SANITY_STUDIO_URL: STUDIO_URL,
        SANITY_PREVIEW: "1",
      };
      const attempt = buildSite(publicDir, { env, publicDir, quiet: true });
      await expect(attempt).rejects.toThrow(BuildRefused);
      await expect(attempt).rejects.toThrow("this build is a draft preview build");
      expect(fingerprint(publicDir)).toEqual(before);
    },
    BUILD_TIMEOUT,
  );
});
