/**
 * `npm run bench:search`: what search costs a visitor and the build (docs/search.md), on the
 * sample and on a portfolio of generated projects (default 10,000), each in English and Arabic:
 *
 * - the bytes a first search fetches, as sent (Pagefind's index comes compressed from the
 *   build; scripts and styles Brotli, as a CDN sends them), Pagefind's and the site's own;
 * - the time from the last keystroke to the results' last change, with the processor slowed 4
 *   times as Lighthouse's mobile test does: the first search, just after the dialog opened,
 *   and the later ones (median). DevTools slows only the page's thread, not Pagefind's worker,
 *   so these are measured with the worker refused: all of search's work on the slowed thread,
 *   as a phone slows all of it;
 * - the page thread's longest task while searching, with the worker as visitors have it;
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
type Language = keyof typeof QUERIES;
const CPU_SLOWDOWN = 4;
const INDEX_RUNS = 3;

interface Session {
  readonly pagefindKB: number;
  readonly siteCodeKB: number;
  readonly firstSearchMs: number;
  readonly laterSearchMs: number;
  readonly longestTaskMs: number;
}

const kb = (bytes: number) => bytes / 1024;

/** A visitor's searches in one language on a slowed phone: the first, then the later ones. */
async function searchSession(browser: Browser, origin: string, language: Language, worker: boolean) {
  const { root, words, terms } = QUERIES[language];
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  // Refused, the worker leaves Pagefind on the page's thread (src/lib/search/pagefind.ts).
  if (!worker) await page.route(`**/${SEARCH_INDEX_DIR}/pagefind-worker.js`, (route) => route.abort());
  try {
    await page.goto(`${origin}${root}`, { waitUntil: "networkidle" });
    const sizes: Promise<{ path: string; bytes: number }>[] = [];
    // As sent: the length the server gave, since Chromium reports no body size for a worker's script.
    page.on("requestfinished", (request) => {
      sizes.push(
        Promise.all([request.response(), request.sizes()]).then(([response, { responseBodySize }]) => ({
          path: new URL(request.url()).pathname,
          bytes: Number(response?.headers()["content-length"] ?? responseBodySize),
        })),
      );
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    // The last keystroke (its input: Arabic letters arrive as text, without a key event), the
    // page's last change after it, and the page thread's longest task.
    await page.evaluate(() => {
      const marks = { key: 0, change: 0, longestTask: 0 };
      (window as unknown as { __search: typeof marks }).__search = marks;
      addEventListener("input", () => (marks.key = performance.now()), true);
      new MutationObserver(() => (marks.change = performance.now())).observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
      });
      new PerformanceObserver((list) => {
        for (const task of list.getEntries()) marks.longestTask = Math.max(marks.longestTask, task.duration);
      }).observe({ type: "longtask" });
    });
    const marks = () =>
      page.evaluate(
        () =>
          (window as unknown as { __search: { key: number; change: number; longestTask: number } }).__search,
      );
    const timeToResults = async (term: string) => {
      const field = page.getByRole("searchbox", { name: words.field });
      await field.fill("");
      await page.waitForTimeout(500);
      await field.pressSequentially(term, { delay: 80 });
      // Long enough for any search to have landed, on a slowed processor.
      await page.waitForTimeout(3000);
      const { key, change } = await marks();
      return change - key;
    };

    await page.getByRole("button", { name: words.open, exact: true }).click();
    const [first = "", ...later] = terms;
    const firstSearchMs = await timeToResults(first);
    const fetched = await Promise.all(sizes);
    const laterTimes: number[] = [];
    for (const term of later) laterTimes.push(await timeToResults(term));
    const bytesOf = (files: { bytes: number }[]) => kb(files.reduce((sum, { bytes }) => sum + bytes, 0));
    return {
      pagefindKB: bytesOf(fetched.filter(({ path }) => path.startsWith(`/${SEARCH_INDEX_DIR}/`))),
      siteCodeKB: bytesOf(
        fetched.filter(({ path }) =>
          /\/_astro\/(SiteSearch|SearchDialog|search|search-dialog|en|ar)\./.test(path),
        ),
      ),
      firstSearchMs,
      laterSearchMs: median(laterTimes),
      longestTaskMs: (await marks()).longestTask,
    } satisfies Session;
  } finally {
    await page.close();
  }
}

interface LanguageFigures extends Omit<Session, "longestTaskMs"> {
  /** The page thread's longest task while searching, with Pagefind's worker and without. */
  readonly longestTaskMs: { readonly worker: number; readonly noWorker: number };
}

/** Bytes as visitors fetch them, with the worker; times with all of the work slowed, without. */
async function measureLanguage(
  browser: Browser,
  origin: string,
  language: Language,
): Promise<LanguageFigures> {
  const asVisited = await searchSession(browser, origin, language, true);
  const slowed = await searchSession(browser, origin, language, false);
  return {
    pagefindKB: asVisited.pagefindKB,
    siteCodeKB: asVisited.siteCodeKB,
    firstSearchMs: slowed.firstSearchMs,
    laterSearchMs: slowed.laterSearchMs,
    longestTaskMs: { worker: asVisited.longestTaskMs, noWorker: slowed.longestTaskMs },
  };
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
    const samples = sampleDocuments() as Doc[];
    const documents = count === undefined ? samples : withGeneratedProjects(samples, count);
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

const ms = (value: number) => `${value.toFixed(0)} ms`;
const cells = ({ pagefindKB, siteCodeKB, firstSearchMs, laterSearchMs, longestTaskMs }: LanguageFigures) =>
  [
    `${pagefindKB.toFixed(1)} KB`,
    `${siteCodeKB.toFixed(1)} KB`,
    ms(firstSearchMs),
    ms(laterSearchMs),
    `${ms(longestTaskMs.worker)} (${ms(longestTaskMs.noWorker)})`,
  ].join(" | ");
const table = [
  `Budgets: a first search fetches at most 100 KB of Pagefind's on the sample and 300 KB at 10,000 projects; results within 300 ms of the last keystroke at a ${CPU_SLOWDOWN}× slowdown; indexing at most half the build's time.`,
  "",
  `Times from the last keystroke to the results' last change (the first search just after the dialog opened; later: median of ${QUERIES.en.terms.length - 1} queries), at 390 px on loopback, with all of search's work on the slowed thread: Pagefind's worker refused, since DevTools does not slow a worker and a phone does. The page thread's longest task while searching, with the worker as visitors have it (and without). The site's code: the button, the dialog, its stylesheet and words, beside React (shared with the other islands).`,
  "",
  "| Site | Pages | Build (indexing included) | Indexing | Language | Pagefind's bytes | The site's search code | First search | Later searches | Longest task, with worker (without) |",
  "| --- | ---: | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: |",
  ...rows.flatMap((row) => [
    `| ${row.site} | ${row.pages} | ${row.buildSeconds.toFixed(1)} s | ${row.indexSeconds.toFixed(2)} s | English | ${cells(row.en)} |`,
    `| | | | | Arabic | ${cells(row.ar)} |`,
  ]),
].join("\n");

mkdirSync(REPORTS_DIR, { recursive: true });
writeFileSync(join(REPORTS_DIR, "search.json"), `${JSON.stringify(rows, null, 2)}\n`);
writeFileSync(join(REPORTS_DIR, "search.md"), `${table}\n`);
console.log(table);
