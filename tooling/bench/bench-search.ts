/**
 * `npm run bench:search`: what search costs a visitor and the build (docs/search.md), on the
 * sample and on a portfolio of generated projects (default 10,000), each in English and Arabic:
 *
 * - the bytes a first search fetches, as sent (Pagefind's index comes compressed from the
 *   build; scripts and styles Brotli, as a CDN sends them), Pagefind's and the site's own;
 * - the time from the last keystroke to the results' last change, with the processor slowed 4
 *   times as Lighthouse's mobile test does: the first search, just after the dialog opened,
 *   and later ones (median over the queries);
 * - the time Pagefind takes to index the built site (median of 3), beside the whole build's.
 *
 * Builds through the real @sanity/client path against the Sanity-compatible test server on
 * 127.0.0.1; writes reports/search.json and reports/search.md.
 *
 *   npm run bench:search
 *   npm run bench:search -- 2000
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Browser } from "@playwright/test";
import { SEARCH_INDEX_DIR } from "#src/config/search.ts";
import { ar } from "#src/i18n/ar.ts";
import { en } from "#src/i18n/en.ts";
import { startFakeSanity } from "../fake-sanity/server.ts";
import { findChromium, systemProbe } from "../find-chromium.ts";
import { runBuildScript, sampleDocuments } from "../builds.ts";
import { withGeneratedProjects } from "../sample-data/generated-projects.ts";
import { serveStatic } from "../serve/static-server.ts";
import { median } from "./statistics.ts";
import { writeSearchIndex } from "../../publishing/build/search-index.ts";
import { REPORTS_DIR } from "../../publishing/repository-paths.ts";

type Doc = { _id: string; _type: string; [key: string]: unknown };

const sizes = process.argv.slice(2).map(Number);
const portfolio = sizes.length > 0 ? sizes : [10_000];
if (portfolio.some((n) => !Number.isInteger(n) || n < 1)) throw new Error(`Not project counts: ${sizes}`);

/** What a visitor types, one after another, in each language: a place, a kind of building, a trade. */
const QUERIES = {
  en: { root: "/", words: en.search, terms: ["Riyadh", "hospital", "MEP", "Jeddah", "tower"] },
  ar: { root: "/ar", words: ar.search, terms: ["الرياض", "مستشفى", "جدة", "برج", "فندق"] },
} as const;
const CPU_SLOWDOWN = 4;
const INDEX_RUNS = 3;

interface LanguageFigures {
  readonly pagefindKB: number;
  readonly siteCodeKB: number;
  readonly firstSearchMs: number;
  readonly laterSearchMs: number;
}

const kb = (bytes: number) => bytes / 1024;

/** A first search and the later ones in one language, as a visitor on a slowed phone makes them. */
async function measureLanguage(
  browser: Browser,
  origin: string,
  language: keyof typeof QUERIES,
): Promise<LanguageFigures> {
  const { root, words, terms } = QUERIES[language];
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  try {
    await page.goto(`${origin}${root}`, { waitUntil: "networkidle" });
    const sizes: Promise<{ path: string; bytes: number }>[] = [];
    page.on("requestfinished", (request) => {
      sizes.push(
        request.sizes().then(({ responseBodySize }) => ({
          path: new URL(request.url()).pathname,
          bytes: responseBodySize,
        })),
      );
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    // The time of the last key pressed, and of the last change the dialog made after it.
    await page.evaluate(() => {
      const marks = { key: 0, change: 0 };
      (window as unknown as { __search: typeof marks }).__search = marks;
      addEventListener("keydown", () => (marks.key = performance.now()), true);
      new MutationObserver(() => (marks.change = performance.now())).observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
      });
    });
    const timeToResults = async (term: string) => {
      const field = page.getByRole("searchbox", { name: words.field });
      await field.fill("");
      await page.waitForTimeout(500);
      await field.pressSequentially(term, { delay: 80 });
      // Long enough for any search to have landed, on a slowed processor.
      await page.waitForTimeout(3000);
      return page.evaluate(() => {
        const { key, change } = (window as unknown as { __search: { key: number; change: number } }).__search;
        return change - key;
      });
    };

    await page.getByRole("button", { name: words.open, exact: true }).click();
    const [first = "", ...later] = terms;
    const firstSearchMs = await timeToResults(first);
    const fetched = await Promise.all(sizes);
    const laterTimes: number[] = [];
    for (const term of later) laterTimes.push(await timeToResults(term));
    const pagefind = fetched.filter(({ path }) => path.startsWith(`/${SEARCH_INDEX_DIR}/`));
    const siteCode = fetched.filter(({ path }) =>
      /\/_astro\/(SiteSearch|SearchDialog|search|en|ar)[.-]/.test(path),
    );
    return {
      pagefindKB: kb(pagefind.reduce((sum, { bytes }) => sum + bytes, 0)),
      siteCodeKB: kb(siteCode.reduce((sum, { bytes }) => sum + bytes, 0)),
      firstSearchMs,
      laterSearchMs: median(laterTimes),
    };
  } finally {
    await page.close();
  }
}

interface Row {
  readonly site: string;
  readonly pages: number;
  readonly buildSeconds: number;
  readonly indexSeconds: number;
  readonly en: LanguageFigures;
  readonly ar: LanguageFigures;
}

const rows: Row[] = [];
const work = mkdtempSync(join(tmpdir(), "bench-search-"));
const browser = await chromium.launch({ executablePath: findChromium(systemProbe()) });
try {
  for (const count of [undefined, ...portfolio]) {
    const documents =
      count === undefined
        ? (sampleDocuments() as Doc[])
        : withGeneratedProjects(sampleDocuments() as Doc[], count);
    const sanity = await startFakeSanity({ production: documents });
    const out = join(work, `site-${count ?? "sample"}`);
    const built = await runBuildScript(out, {
      PUBLIC_SANITY_PROJECT_ID: "bench",
      SANITY_API_HOST: sanity.origin,
    });
    await sanity.close();
    const census = /built into .*: (\d+) pages \(\d+ projects\) in ([\d.]+) s/.exec(built.output);
    if (built.status !== 0 || census === null)
      throw new Error(`The build failed:\n${built.output.slice(-2000)}`);

    const indexTimes: number[] = [];
    for (let run = 0; run < INDEX_RUNS; run++) {
      rmSync(join(out, SEARCH_INDEX_DIR), { recursive: true, force: true });
      const started = performance.now();
      await writeSearchIndex(out);
      indexTimes.push((performance.now() - started) / 1000);
    }

    const server = await serveStatic(out);
    try {
      rows.push({
        site: count === undefined ? "the sample" : `${count.toLocaleString("en-US")} projects`,
        pages: Number(census[1]),
        buildSeconds: Number(census[2]),
        indexSeconds: median(indexTimes),
        en: await measureLanguage(browser, server.origin, "en"),
        ar: await measureLanguage(browser, server.origin, "ar"),
      });
    } finally {
      await server.close();
    }
    rmSync(out, { recursive: true, force: true });
    console.error(`${rows.at(-1)?.site}: measured.`);
  }
} finally {
  await browser.close();
  rmSync(work, { recursive: true, force: true });
}

const cell = (figures: LanguageFigures) =>
  `${figures.pagefindKB.toFixed(1)} KB | ${figures.siteCodeKB.toFixed(1)} KB | ${figures.firstSearchMs.toFixed(0)} ms | ${figures.laterSearchMs.toFixed(0)} ms`;
const table = [
  `Budgets: a first search fetches at most 100 KB of Pagefind's on the sample and 300 KB at 10,000 projects; results within 300 ms of the last keystroke at a ${CPU_SLOWDOWN}× slowdown; indexing at most half the build's time. Times from the last keystroke to the results' last change (first search just after the dialog opened; later: median of ${QUERIES.en.terms.length - 1} queries), at 390 px, on loopback. The site's code: the button, the dialog, its stylesheet and words, beside React (shared with the other islands).`,
  "",
  "| Site | Pages | Build (indexing included) | Indexing | Language | Pagefind's bytes | The site's search code | First search | Later searches |",
  "| --- | ---: | ---: | ---: | --- | ---: | ---: | ---: | ---: |",
  ...rows.flatMap((row) => [
    `| ${row.site} | ${row.pages} | ${row.buildSeconds.toFixed(1)} s | ${row.indexSeconds.toFixed(2)} s | English | ${cell(row.en)} |`,
    `| | | | | Arabic | ${cell(row.ar)} |`,
  ]),
].join("\n");

mkdirSync(REPORTS_DIR, { recursive: true });
writeFileSync(join(REPORTS_DIR, "search.json"), `${JSON.stringify(rows, null, 2)}\n`);
writeFileSync(join(REPORTS_DIR, "search.md"), `${table}\n`);
console.log(table);
