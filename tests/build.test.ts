/**
 * Whole builds (`npm run build`'s script) against a Sanity-compatible server on 127.0.0.1:
 * the real client path from environment variables to HTML, the failures a deploy must never
 * get past, and the previous output left exactly as it was when a build fails.
 */
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTENT_TYPES } from "#src/lib/content/documents/index.ts";
import { translationMetadata } from "#src/lib/content/documents/translation-metadata.ts";
import { ar } from "#src/i18n/ar.ts";
import { en } from "#src/i18n/en.ts";
import { format, localDigits } from "#src/i18n/format.ts";
import { BUILD_INFO_PATH, parseBuildInfo } from "#src/lib/build-info.ts";
import { BROKEN_TRANSLATIONS } from "./fixtures/broken-translations";
import { HOSTILE_CASES, TYPST_SYNTAX } from "./fixtures/hostile-content";
import { deadOrigin, startFakeSanity, type FakeSanity } from "../tooling/fake-sanity/server";
import { fingerprint } from "./support/fingerprint";
import { pdfAltTexts, pdfFonts, pdfInfo, pdfText } from "./support/pdf";
import { runBuildScript, sampleDocuments, type BuildResult, type SharedBuild } from "../tooling/builds";
import { hostileSite } from "./fixtures/hostile-site";
import { SAMPLE_DAY } from "../tooling/sample-data/content";
import { PROJECT_CATEGORY_OPTIONS } from "#src/config/categories.ts";
import { projectListPath } from "#src/lib/listing/project-path.ts";

const SAMPLE = sampleDocuments();
/** A position whose closing day has passed: on no page, in no list, not in the sitemap. */
const CLOSED_POSITION = {
  _id: "career-closed",
  _type: "careers",
  _createdAt: "2026-01-05T09:00:00Z",
  title: "Closed Position Of Planning Engineer",
  closesOn: "2026-01-31",
  requirements: [],
};
const BUILD_TIMEOUT = 120_000;

/** The site settings as an editor changed them: the English ones, and no Arabic ones at all. */
const SETTINGS = "siteSettings-main";
const ARABIC_SETTINGS = `${SETTINGS}-ar`;
const CHANGED = {
  heroHeadline: "Forty years of building what lasts",
  homeStatistics: [{ _key: "years", _type: "statistic", value: 45, suffix: "", label: "Years of building" }],
  classificationGrades: ["1ST GRADE ROADS AND BRIDGES"],
  contactEmail: "tenders@example.com",
  socialLinks: [
    { _key: "in", _type: "socialLink", network: "LinkedIn", url: "https://www.linkedin.com/company/x" },
  ],
};
const EDITED_SAMPLE = (SAMPLE as Record<string, unknown>[])
  .filter((doc) => doc["_id"] !== ARABIC_SETTINGS)
  .map((doc) => (doc["_id"] === SETTINGS ? { ...doc, ...CHANGED } : doc));

describe("a build against a Sanity project", () => {
  let server: FakeSanity;
  let outDir: string;
  let result: BuildResult;
  let started: number;
  let ended: number;
  let unusableTemp: string;

  beforeAll(async () => {
    // The sample with its settings edited (CHANGED) and a position closed.
    server = await startFakeSanity({ production: [...EDITED_SAMPLE, CLOSED_POSITION] });
    started = Date.now();
    outDir = mkdtempSync(join(tmpdir(), "site-sanity-"));
    // The first three requests fail the ways Sanity answers when busy; the client retries them.
    server.failNext(1, 429);
    server.failNext(1, 502);
    server.failNext(1, 503);
    // No usable system temp directory, as under the documented service units (docs/publishing.md).
    unusableTemp = join(mkdtempSync(join(tmpdir(), "no-temp-")), "not-a-folder");
    writeFileSync(unusableTemp, "");
    result = await runBuildScript(outDir, {
      TMPDIR: unusableTemp,
      PUBLIC_SANITY_PROJECT_ID: "abc123",
      SANITY_API_HOST: server.origin,
      // Built on the sample's day: its certificates are valid, expiring and expired as written.
      SOURCE_DATE_EPOCH: String(Date.parse(`${SAMPLE_DAY}T09:00:00Z`) / 1000),
    });
    ended = Date.now();
  }, BUILD_TIMEOUT);

  it("publishes its record: when it began reading the content and when it ended, by the real clock", () => {
    const record = parseBuildInfo(JSON.parse(readFileSync(join(outDir, BUILD_INFO_PATH), "utf8")));
    if (record === undefined) throw new Error(`${BUILD_INFO_PATH} is not a build record`);
    const [builtAt, finishedAt] = [Date.parse(record.builtAt), Date.parse(record.finishedAt)];
    // Not the pages' fixed moment (SOURCE_DATE_EPOCH): the Studio compares it with publish times.
    expect(started).toBeLessThanOrEqual(builtAt);
    expect(builtAt).toBeLessThan(finishedAt);
    expect(finishedAt).toBeLessThanOrEqual(ended);
  });

  afterAll(async () => {
    await server.close();
    rmSync(outDir, { recursive: true, force: true });
    rmSync(dirname(unusableTemp), { recursive: true, force: true });
  });

  it("needs no system temp directory: it writes its scratch only where the service units allow", () => {
    expect(result.status, result.output).toBe(0);
    expect(existsSync(join(outDir, "company-profile.pdf"))).toBe(true);
  });

  it("succeeds after retrying a 429, a 502 and a 503, and renders every page", () => {
    expect(result.status, result.output).toBe(0);
    // Every page written is counted, and every English project has its page.
    const written = readdirSync(outDir, { recursive: true }).filter((name) => String(name).endsWith(".html"));
    const projects = (SAMPLE as { _type: string; language?: string }[]).filter(
      (doc) => doc._type === "ourProjects" && doc.language !== "ar",
    );
    expect(result.output).toMatch(
      new RegExp(`Site built into .*: ${written.length} pages \\(${projects.length} projects\\)`),
    );
    expect(existsSync(join(outDir, "careers/career-hr-officer/index.html"))).toBe(true);
    expect(existsSync(join(outDir, "ar/careers/career-hr-officer/index.html"))).toBe(true);
    expect(existsSync(join(outDir, "ourProjects/project-al-noor-hotel/index.html"))).toBe(true);
    expect(existsSync(join(outDir, "ourProjects/category/airport/index.html"))).toBe(true);
    const statuses = server.requests.length;
    // A query per content type, the translation metadata's, and the three retries.
    expect(statuses).toBe(Object.keys(CONTENT_TYPES).length + 1 + 3);
  });

  it("runs each query once for the whole build (plus the three retries)", () => {
    const asked = new Set(server.requests.map((request) => request.url.searchParams.get("query")));
    const expected = [...Object.values(CONTENT_TYPES), translationMetadata].map((type) => type.query);
    expect([...asked].toSorted()).toEqual(expected.toSorted());
  });

  it("is static: no server, adapter, or route or script of the preview server", () => {
    const files = readdirSync(outDir, { recursive: true, encoding: "utf8" });
    expect(files.filter((file) => /(^|\/)(server|\.netlify)(\/|$)|\.mjs$|^_redirects$/.test(file))).toEqual(
      [],
    );
    const texts = files.filter((file) => /\.(html|js|css|txt|xml|json)$/.test(file));
    expect(texts.length).toBeGreaterThan(40);
    const preview = texts.filter((file) =>
      /healthz|api\/draft-mode|@astrojs\/(node|netlify)|EventSource/.test(
        readFileSync(join(outDir, file), "utf8"),
      ),
    );
    expect(preview).toEqual([]);
  });

  it("leaves out a position whose closing day has passed: its page, its card, its sitemap line", () => {
    expect(existsSync(join(outDir, "careers", CLOSED_POSITION._id))).toBe(false);
    expect(readFileSync(join(outDir, "careers/index.html"), "utf8")).not.toContain(CLOSED_POSITION.title);
    expect(readFileSync(join(outDir, "sitemap-0.xml"), "utf8")).not.toContain(CLOSED_POSITION._id);
  });

  it.each([
    ["classifications/index.html", "Expired on 31 July 2026", "Valid until 11 January 2027"],
    ["ar/classifications/index.html", "منتهية في ٣١ يوليو ٢٠٢٦م", "سارية حتى ١١ يناير ٢٠٢٧م"],
  ])(
    "judges certificates on the build's day (SOURCE_DATE_EPOCH) in %s: the expired one marked, only valid ones in the Organization's hasCertification",
    (file, expired, expiring) => {
      const { document } = new JSDOM(readFileSync(join(outDir, file), "utf8")).window;
      // A validity as the build wrote it: the wording not hidden, then the day.
      const shown = [...document.querySelectorAll("[data-valid-until]")].map((element) =>
        [element.querySelector("[data-validity]:not([hidden])"), element.querySelector("time")]
          .map((part) => part?.textContent.trim())
          .join(" "),
      );
      expect(shown.filter((text) => text.startsWith(expired))).toHaveLength(1);
      expect(shown.filter((text) => text.startsWith(expiring))).toHaveLength(1);
      const graphs = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) =>
          JSON.parse(script.textContent) as { "@type": string; hasCertification?: { name: string }[] },
      );
      const held = graphs.find((graph) => graph["@type"] === "Organization")?.hasCertification ?? [];
      // The classification, ISO 9001, 14001 (expiring, still valid), 45001 and 50001; not the
      // expired 41001 nor the undated 27001.
      expect(held.map((certification) => certification.name)).toEqual([
        expect.any(String),
        "ISO 9001:2015",
        "ISO 14001:2015",
        "ISO 45001:2018",
        "ISO 50001:2018",
      ]);
    },
  );

  it("points images at Sanity's CDN for that project and dataset, and ships no sample images", () => {
    const home = readFileSync(join(outDir, "index.html"), "utf8");
    expect(home).toContain("https://cdn.sanity.io/images/abc123/production/");
    expect(home).not.toContain("/sample-cdn/");
    expect(existsSync(join(outDir, "sample-cdn"))).toBe(false);
  });

  it("lets every page's security policy load the images it points at, from Sanity's CDN", () => {
    // A sample build's images are the site's own: only a project's build shows the policy
    // lets Sanity's CDN through, as the live site needs.
    const pages = readdirSync(outDir, { recursive: true, encoding: "utf8" }).filter((file) =>
      file.endsWith(".html"),
    );
    const refused = pages.flatMap((file) => {
      const html = readFileSync(join(outDir, file), "utf8");
      const policy = /<meta http-equiv="content-security-policy" content="([^"]*)"/.exec(html)?.[1] ?? "";
      const allowed = /(?:^|;)\s*img-src ([^;]*)/.exec(policy)?.[1]?.trim().split(/\s+/) ?? [];
      const sources = [...html.matchAll(/<img [^>]*?\bsrc="(https:[^"]+)"/g)].map(
        ([, src]) => new URL(src ?? "").origin,
      );
      return [...new Set(sources)]
        .filter((origin) => !allowed.includes(origin))
        .map((origin) => `${file}: ${origin}`);
    });
    expect(refused).toEqual([]);
    const home = readFileSync(join(outDir, "index.html"), "utf8");
    expect(/img-src [^;]*https:\/\/cdn\.sanity\.io/.test(home)).toBe(true);
  });

  // The company profile (lib/profile/), made with this build from the same content.
  const certificates = (
    SAMPLE as { _type: string; language?: string; certificateNumber?: string; validUntil?: string }[]
  ).filter(
    (doc) => doc._type === "classifications" && doc.language !== "ar" && doc.certificateNumber !== undefined,
  );

  it.each([
    ["English", "", en],
    ["Arabic", "ar", ar],
  ])("is a document a buyer can file, in %s", (_, root, words) => {
    expect(result.status, result.output).toBe(0);
    const file = join(outDir, root, "company-profile.pdf");
    const info = pdfInfo(file);
    expect(info["Title"]).toBe(`Arkan Contracting: ${words.profile.title}`);
    expect(info["Author"]).toBe("Arkan Contracting");
    expect(info["Tagged"]).toBe("yes");
    // PDF/UA-1, the accessible PDF, as its metadata declares it.
    expect(readFileSync(file, "latin1")).toContain("<pdfuaid:part>1</pdfuaid:part>");
    expect(Number(info["Pages"])).toBeGreaterThanOrEqual(5);
    expect(statSync(file).size).toBeLessThanOrEqual(3_000_000);
    const fonts = pdfFonts(file);
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.filter((font) => !font.embedded || !font.subset)).toEqual([]);
    expect(fonts.map((font) => font.name.split("-")[0])).toContain(
      root === "ar" ? "NotoKufiArabic" : "Archivo",
    );

    // Headings as copied out. Poppler, as pdf.js, gives a lam-alef ligature back in the order it
    // is drawn, so no word holding one ("السلامة") is asserted here (docs/company-profile.md).
    const text = pdfText(file);
    for (const heading of [
      words.profile.title,
      words.profile.classification,
      words.profile.certificates,
      words.profile.projects,
      words.credentials.certificate.number,
    ]) {
      expect(text).toContain(heading);
    }
  });

  it.each([
    ["English", "", en],
    ["Arabic", "ar", ar],
  ])(
    "carries the map of the projects and the safety chart, named, and the projects by place as text, in %s",
    (_, root, words) => {
      const file = join(outDir, root, "company-profile.pdf");
      const years = (SAMPLE as { _type: string; year?: number }[])
        .filter((doc) => doc._type === "safetyRecord")
        .map((doc) => localDigits(String(doc.year), words.numerals))
        .sort();
      const chart = format(words.credentials.safety.chart, {
        first: years[0] ?? "",
        last: years.at(-1) ?? "",
      });
      const alternatives = pdfAltTexts(file);
      expect(alternatives).toContain(words.projects.map.label);
      expect(alternatives).toContain(chart);
      const text = pdfText(file);
      expect(text).toContain(words.projects.map.heading);
      expect(text).toContain(words.projects.map.byPlace);
      // The chart's name is its caption too; the places are named as the map's page names them.
      if (root === "") {
        expect(text).toContain(chart);
        expect(text).toMatch(/Riyadh Region .*Business Gate Office Tower/);
        expect(text).toContain("Bahrain Specialist Medical Rehabilitation Centre");
      } else {
        expect(text).toContain(words.project.facts.regions["SA-01"]);
        expect(text).toContain("البحرين");
      }
    },
  );

  it("lists the certificates valid on the build's day, and leaves the expired one out", () => {
    const text = pdfText(join(outDir, "company-profile.pdf"));
    const expired = certificates.filter((doc) => doc.validUntil !== undefined && doc.validUntil < SAMPLE_DAY);
    expect(expired.length).toBeGreaterThan(0);
    for (const doc of certificates) {
      if (expired.includes(doc)) expect(text).not.toContain(doc.certificateNumber);
      else expect(text).toContain(doc.certificateNumber);
    }
  });

  it("leaves out a picture it cannot fetch, with a warning, and is written all the same", () => {
    expect(result.output).toMatch(/\[profile\] picture of ".+" left out of the company profile: /);
    expect(existsSync(join(outDir, "company-profile.pdf"))).toBe(true);
  });

  it("shows the site settings an editor wrote; a page whose language has no settings keeps its own words", () => {
    const page = (path: string) =>
      new JSDOM(readFileSync(join(outDir, path, "index.html"), "utf8")).window.document;
    const home = page("");
    expect(home.querySelector("h1")?.textContent?.trim()).toBe(CHANGED.heroHeadline);
    const figures = [...home.querySelectorAll("#stats-heading ~ div dl > div")].map((figure) =>
      figure.textContent?.replace(/\s+/g, " ").trim(),
    );
    expect(figures).toEqual(["Years of building45"]);
    // Untouched fields keep the specification's words.
    expect(home.body.textContent).toContain(en.hero.subtext);
    expect(home.body.textContent).toContain(en.homeStatistics.teamLine);
    const grades = page("classifications").querySelectorAll("main ol")[0]?.textContent;
    expect(grades?.replace(/\s+/g, " ").trim()).toBe(CHANGED.classificationGrades[0]);
    expect(page("ar").querySelector("h1")?.textContent?.trim()).toBe(ar.hero.headline);

    // The address and pages, wherever the site gives them: the footer, Apply Now, the company's data.
    const footer = home.querySelector("footer");
    expect(footer?.querySelector("a[href^='mailto:']")?.getAttribute("href")).toBe(
      `mailto:${CHANGED.contactEmail}`,
    );
    expect(
      [...(footer?.querySelectorAll("li a[target='_blank']") ?? [])].map((link) => link.getAttribute("href")),
    ).toEqual(["https://www.linkedin.com/company/x"]);
    const position = page("careers/career-site-engineer");
    expect(position.querySelector("main a[href^='mailto:']")?.getAttribute("href")).toMatch(
      new RegExp(`^mailto:${CHANGED.contactEmail}\\?subject=`),
    );
    const company = [...home.querySelectorAll("script[type='application/ld+json']")]
      .map((script) => JSON.parse(script.textContent ?? "null") as Record<string, unknown>)
      .find((data) => data["@type"] === "Organization");
    expect(company).toMatchObject({
      email: CHANGED.contactEmail,
      sameAs: ["https://www.linkedin.com/company/x"],
    });
  });
});

describe("a build whose content service fails", () => {
  let server: FakeSanity;
  let outDir: string;
  let before: Record<string, string>;

  beforeAll(async () => {
    server = await startFakeSanity({ production: SAMPLE, empty: [] });
    // A good build for the failing ones not to replace: a copy of the run's shared one.
    outDir = mkdtempSync(join(tmpdir(), "site-failing-"));
    cpSync((await hostileSite()).dir, outDir, { recursive: true });
    before = fingerprint(outDir);
  }, BUILD_TIMEOUT);

  afterAll(async () => {
    await server.close();
    rmSync(outDir, { recursive: true, force: true });
  });

  // One failure is enough to see the build fail whole; how each other failure (a 500, a hang,
  // malformed JSON) reads in the record is tested on the content layer
  // (tests/lib/content/content-source.test.ts), without an Astro build each.
  it(
    "fails when it stays down: non-zero exit, the query named, the previous output byte-identical",
    async () => {
      const result = await runBuildScript(outDir, {
        PUBLIC_SANITY_PROJECT_ID: "abc123",
        SANITY_API_HOST: await deadOrigin(),
      });
      expect(result.status).not.toBe(0);
      expect(result.output).toMatch(/Content query "[\w.]+" failed against Sanity project "abc123"/);
      expect(result.output).toMatch(/ECONNREFUSED/);
      // Its reason in one line, as the build record keeps it (publishing/failure-reason.ts).
      const refused = /^Build refused: (.*)$/m.exec(result.output)?.[1] ?? "";
      expect(refused).toMatch(
        /^The content service did not answer: query `[\w.]+` could not connect \(ECONNREFUSED\)$/,
      );
      expect(result.output).toContain("was left as it was");
      expect(fingerprint(outDir)).toEqual(before);
    },
    BUILD_TIMEOUT,
  );

  it(
    "refuses a build with no projects, unless ALLOW_CONTENT_DROP is set",
    async () => {
      const env = {
        PUBLIC_SANITY_PROJECT_ID: "abc123",
        PUBLIC_SANITY_DATASET: "empty",
        SANITY_API_HOST: server.origin,
      };

      const refused = await runBuildScript(outDir, env);
      expect(refused.status).not.toBe(0);
      expect(refused.output).toContain("Build refused: the new build has no project pages");
      expect(fingerprint(outDir)).toEqual(before);

      const allowed = await runBuildScript(outDir, { ...env, ALLOW_CONTENT_DROP: "1" });
      expect(allowed.status, allowed.output).toBe(0);
      expect(existsSync(join(outDir, "ourProjects/project-al-noor-hotel"))).toBe(false);
    },
    BUILD_TIMEOUT,
  );
});

describe("a build of hostile and malformed content", () => {
  let outDir: string;
  let result: SharedBuild;
  let pages: { path: string; document: Document }[];

  beforeAll(async () => {
    result = await hostileSite();
    outDir = result.dir;
    pages = readdirSync(outDir, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".html"))
      .map((path) => ({
        path,
        document: new JSDOM(readFileSync(join(outDir, path), "utf8")).window.document,
      }));
  }, BUILD_TIMEOUT);

  afterAll(() => result.dispose());

  it("succeeds", () => {
    expect(result.status, result.output).toBe(0);
  });

  it("prints the typesetter's own syntax in the company profile as written, and runs none of it", () => {
    const text = pdfText(join(outDir, "company-profile.pdf"));
    // Each piece on its own: a title may wrap anywhere between them.
    for (const piece of TYPST_SYNTAX.split(" ")) expect(text).toContain(piece);
    expect(text).toContain("= Not a heading");
    expect(text).not.toMatch(/root:x?:0:0/);
    // Marked for the profile with no facts at all: its title and its category all the same.
    expect(text).toContain("Profile without facts");
    expect(text).toContain(en.projects.categories.Airport);
  });

  it("names each bad document in exactly one warning, and no other", () => {
    const warnings = result.output.split("\n").filter((line) => line.includes("[content] "));
    for (const { doc, outcome, warningName = JSON.stringify(doc._id) } of HOSTILE_CASES) {
      const naming = warnings.filter((line) => line.includes(` ${warningName} `));
      expect(naming, `${warningName} (${outcome})`).toHaveLength(
        outcome === "left out" || outcome === "warned" ? 1 : 0,
      );
    }
    const expected = HOSTILE_CASES.filter(
      ({ outcome }) => outcome === "left out" || outcome === "warned",
    ).length;
    // The sample dataset itself warns about nothing.
    expect(warnings).toHaveLength(expected);
  });

  describe.each(BROKEN_TRANSLATIONS)("with $name", ({ documents, warning, pages: expected }) => {
    it("warns once, naming the ids", () => {
      const warnings = result.output.split("\n").filter((line) => line.includes("[translations] "));
      const naming = warnings.filter((line) =>
        line.includes(`[translations] "${warning.id}" ${warning.field}: `),
      );
      expect(naming).toHaveLength(1);
      expect(naming[0]).toMatch(warning.says);
    });

    it("builds each of its pages once, showing the document it should", () => {
      const ids = documents.map((doc) => doc._id.replace(/^drafts\./, ""));
      const built = pages
        .map(({ path }) => `/${path.replace(/\/?index\.html$/, "")}`)
        .filter((path) => ids.some((id) => path.endsWith(`/${id}`)));
      expect(built.toSorted()).toEqual(Object.keys(expected).toSorted());
      for (const [path, title] of Object.entries(expected)) {
        const page = pages.find((each) => `/${each.path}` === `${path}/index.html`);
        expect(page?.document.querySelector("h1")?.textContent?.trim(), path).toBe(title);
      }
    });
  });

  it("builds a page for each project kept, and none for a project left out or unpublished", () => {
    for (const { doc, outcome } of HOSTILE_CASES.filter(({ doc }) => doc._type === "ourProjects")) {
      if (typeof doc._id !== "string" || doc._id.includes("/")) continue;
      const page = join(outDir, "ourProjects", doc._id, "index.html");
      expect(existsSync(page), `${doc._id} (${outcome})`).toBe(outcome === "kept" || outcome === "warned");
    }
    expect(existsSync(join(outDir, "etc"))).toBe(false);
    const duplicate = readFileSync(join(outDir, "ourProjects/project-al-noor-hotel/index.html"), "utf8");
    expect(duplicate).not.toContain("Impostor");
  });

  it("lists a project outside the categories only under 'All Projects'", () => {
    // Its category is "<b data-injected>Airport</b>": no list may read it as Airport.
    const lists = (path: string) => {
      const list = pages.find((page) => `/${page.path}` === `${path}/index.html`)?.document;
      expect(list, `the page ${path}`).toBeDefined();
      return list?.querySelector('a[href="/ourProjects/hostile-project-category"]') != null;
    };
    expect(lists("/ourProjects")).toBe(true);
    for (const category of PROJECT_CATEGORY_OPTIONS)
      expect(lists(projectListPath(category)), category).toBe(false);
  });

  it("links and loads nothing outside https:, mailto: and the site's own paths", () => {
    const offending: string[] = [];
    for (const { path, document } of pages) {
      for (const element of document.querySelectorAll(
        "[href], [src], [srcset], [poster], [action], [formaction]",
      )) {
        // Candidates are separated by a comma and whitespace; a URL has no whitespace but may
        // hold commas (a CDN's `rect=0,30,1600,840`).
        const srcset = (element.getAttribute("srcset") ?? "").split(/,\s+/);
        const urls = [
          ...["href", "src", "poster", "action", "formaction"].map((name) => element.getAttribute(name)),
          ...srcset.map((entry) => entry.trim().split(/\s+/)[0]),
        ];
        for (const url of urls) {
          if (!url) continue;
          // What a browser would do: strip surrounding whitespace and any tab or line break inside.
          const cleaned = url.trim().replace(/[\t\n\r]/g, "");
          const safe =
            /^(https:|mailto:|#)/i.test(cleaned) || (cleaned.startsWith("/") && !cleaned.startsWith("//"));
          if (!safe) offending.push(`${path}: <${element.localName}> ${JSON.stringify(url)}`);
        }
      }
    }
    expect(offending).toEqual([]);
  });

  it("renders content as text: no injected element, attribute or script", () => {
    const injected: string[] = [];
    for (const { path, document } of pages) {
      for (const element of document.querySelectorAll("*")) {
        for (const { name } of element.attributes) {
          if (/^on/i.test(name) || name === "data-injected")
            injected.push(`${path}: <${element.localName} ${name}>`);
        }
        if (element.localName === "svg" && element.closest("[data-injected]")) injected.push(`${path}: svg`);
      }
      for (const script of document.querySelectorAll("script")) {
        const code = script.textContent ?? "";
        if (script.type === "application/ld+json") {
          expect(() => JSON.parse(code), `${path}: JSON-LD that is not JSON`).not.toThrow();
          if (code.includes("</")) injected.push(`${path}: a JSON-LD block a closing tag could leave`);
        } else if (/__canary|alert\(/.test(code)) {
          injected.push(`${path}: a script running content`);
        }
      }
      if (document.querySelector("img[src='x']")) injected.push(`${path}: <img src=x>`);
    }
    expect(injected).toEqual([]);
    // The payloads are there, as text.
    const project = pages.find(({ path }) => path.includes("hostile-project-markup"))?.document;
    expect(project?.querySelector("h1")?.textContent).toContain(
      "<script>window.__canary='script'</script> Tower",
    );
  });

  it("puts a line break or ?&# from a job title into the mailto: subject only percent-encoded", () => {
    const careers = pages.find(({ path }) => path === "careers/index.html")?.document;
    const applyLinks = [...(careers?.querySelectorAll("a[href^='mailto:']") ?? [])].map((link) =>
      link.getAttribute("href"),
    );
    expect(applyLinks).toContain(
      "mailto:info@arkan-contracting.com?subject=Application%20for%20Foreman%0D%0ABcc%3A%20spy%40evil.example%3F%26%23cc%3Dx%26body%3D%250D%250A",
    );
  });

  it("gives every link that opens a new tab rel=noopener noreferrer", () => {
    const bare = pages.flatMap(({ path, document }) =>
      [...document.querySelectorAll("a[target=_blank]")]
        .filter(
          (link) =>
            !/\bnoopener\b/.test(link.getAttribute("rel") ?? "") ||
            !/\bnoreferrer\b/.test(link.getAttribute("rel") ?? ""),
        )
        .map((link) => `${path}: ${link.getAttribute("href")}`),
    );
    expect(
      pages.flatMap(({ document }) => [...document.querySelectorAll("a[target=_blank]")]).length,
    ).toBeGreaterThan(0);
    expect(bare).toEqual([]);
  });
});
