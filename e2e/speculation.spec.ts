import { join } from "node:path";
import { expect, test, type CDPSession, type Page } from "@playwright/test";
import { SPECULATION_RULES_TEXT } from "#src/config/speculation.ts";
import { PROJECT_FROM_CARD_KEY } from "#src/lib/listing/project-path.ts";
import { ROOT } from "../publishing/repository-paths.ts";
import { findChromium, systemProbe } from "../tooling/find-chromium.ts";
import { navigationProbe, openWithoutDevTools, type ProbeReport } from "../tooling/serve/navigation-probe.ts";
import { serveStatic } from "../tooling/serve/static-server.ts";
import { watchForCspViolations } from "./support/csp";
import { hydrated } from "./support/islands";
import { fixtureUrl, LATE_PROJECT } from "./support/fixtures";
import { AR_ROUTES, arabicPath, KINDS_OF_ROUTE, NOT_FOUND } from "./support/routes";
import { sampleOf } from "./support/sample";
import { frames, idle } from "../tooling/page-waits";

// Speculative loading (docs/performance.md): the rules every public page holds, what they
// leave out, and pages rendered ahead that wait for the visitor.

interface RuleSet {
  readonly sourceText: string;
  readonly errorType?: string;
  readonly errorMessage?: string;
}

/** Chromium's own account of the page's rule sets (DevTools' Preload domain), from the first byte on. */
async function watchRuleSets(page: Page): Promise<{ cdp: CDPSession; ruleSets: RuleSet[] }> {
  const cdp = await page.context().newCDPSession(page);
  const ruleSets: RuleSet[] = [];
  cdp.on("Preload.ruleSetUpdated", ({ ruleSet }: { ruleSet: RuleSet }) => ruleSets.push(ruleSet));
  await cdp.send("Preload.enable");
  return { cdp, ruleSets };
}

/** Each kind of public page in each language: every page holds the same rule (tests/dist-pages/speculation.test.ts). */
const KINDS = [...KINDS_OF_ROUTE.filter((path) => !NOT_FOUND.includes(path)), ...AR_ROUTES];

const position = sampleOf("careers")[0]?._id ?? "";
const project = sampleOf("ourProjects")[0]?._id ?? "";

test("Chromium takes the rules on each kind of page, without a policy violation", async ({ page }) => {
  test.setTimeout(KINDS.length * 5_000);
  const violations = await watchForCspViolations(page);
  const { ruleSets } = await watchRuleSets(page);
  for (const path of KINDS) {
    ruleSets.length = 0;
    await page.goto(path, { waitUntil: "domcontentloaded" });
    await expect.poll(() => ruleSets.length, { message: path }).toBeGreaterThan(0);
    expect(ruleSets, path).toEqual([expect.objectContaining({ sourceText: SPECULATION_RULES_TEXT })]);
    expect(ruleSets[0]?.errorType, `${path}: ${ruleSets[0]?.errorMessage}`).toBeUndefined();
    expect(await violations(), path).toEqual([]);
  }
});

test("a 404 page speculates nothing", async ({ page }) => {
  const { ruleSets } = await watchRuleSets(page);
  for (const path of [...NOT_FOUND, arabicPath("/no-such-page")]) {
    await page.goto(path);
    await expect(page.locator('script[type="speculationrules"]')).toHaveCount(0);
  }
  expect(ruleSets).toEqual([]);
});

test.describe("what the rules load ahead", () => {
  /**
   * Watches the links Chromium would render ahead (its candidates), leaving out the page's own
   * address, which it lists but never loads.
   */
  function watchCandidates(page: Page, cdp: CDPSession) {
    let latest: { action: string; url: string }[] = [];
    cdp.on(
      "Preload.preloadingAttemptSourcesUpdated",
      ({
        preloadingAttemptSources,
      }: {
        preloadingAttemptSources: { key: { action: string; url: string } }[];
      }) => {
        latest = preloadingAttemptSources.map(({ key }) => key);
      },
    );
    const by = (action: string) =>
      [
        ...new Set(
          latest.filter((key) => key.action === action && key.url !== page.url()).map((key) => key.url),
        ),
      ].sort();
    return { prerender: () => by("Prerender") };
  }

  /**
   * Every link of the page to another of the site's pages (not its files), but the language
   * switch, as Chromium takes them: once laid out. The footer is laid out only as it comes near
   * (its `content-visibility`), and its links to the notices are in no other part of the page.
   */
  const sameSiteLinks = (page: Page) =>
    page.evaluate(() => {
      const here = new URL(location.href);
      here.hash = "";
      return [...document.querySelectorAll<HTMLAnchorElement>("a[href]:not([hreflang])")]
        .filter((link) => link.checkVisibility({ contentVisibilityAuto: true }))
        .map((link) => new URL(link.href))
        .filter((url) => url.origin === location.origin && url.href.replace(/#.*/, "") !== here.href)
        .filter((url) => !url.pathname.endsWith(".pdf"))
        .map((url) => url.href);
    });

  for (const path of ["/", `/careers/${position}`, arabicPath("/teams"), `/ourProjects/${project}`]) {
    test(`${path}: every link to the site's pages but the language switch, and nothing else`, async ({
      page,
    }) => {
      const { cdp } = await watchRuleSets(page);
      const loaded = watchCandidates(page, cdp);
      await page.goto(path);
      const switchLinks = await page
        .locator("a[hreflang]")
        .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
      expect(switchLinks).toHaveLength(1);
      const expected = [...new Set(await sameSiteLinks(page))].sort();
      expect(expected.length).toBeGreaterThan(3);
      // mailto:, the social networks' and LinkedIn's links are on these pages too.
      expect(await page.locator('a[href^="mailto:"], a[href^="https:"]').count()).toBeGreaterThan(0);
      await expect.poll(loaded.prerender).toEqual(expected);
      expect(loaded.prerender()).not.toContain(switchLinks[0]);
    });
  }

  test("a moved page, another site, an address and a language switch written into content are left out", async ({
    page,
  }) => {
    const { cdp } = await watchRuleSets(page);
    const loaded = watchCandidates(page, cdp);
    await page.goto("/classifications");
    const before = await sameSiteLinks(page);
    const origin = new URL(page.url()).origin;
    await page.evaluate(() => {
      const main = document.querySelector("main");
      for (const [href, hreflang] of [
        ["/team", ""],
        ["https://example.com/projects", ""],
        ["mailto:someone@example.com", ""],
        ["/ar/careers", "ar"],
        ["/careers?from=content", ""],
      ]) {
        const link = Object.assign(document.createElement("a"), { href, textContent: href });
        if (hreflang) link.hreflang = hreflang;
        main?.append(link);
      }
    });
    const expected = [...new Set([...before, `${origin}/careers?from=content`])].sort();
    await expect.poll(loaded.prerender).toEqual(expected);
  });
});

test.describe("a page rendered ahead", () => {
  // Chromium renders nothing ahead while DevTools is attached to the page that asks, so these
  // run a Chromium of their own with none, and read what the pages report to their server
  // (tooling/serve/navigation-probe.ts).
  test.setTimeout(90_000);

  type State = Extract<ProbeReport, { kind: "state" }>;

  /**
   * Renders `to` ahead from a page of the probe's, opens it, and waits for a report from the
   * page once shown that passes `shown` (what must come once the page is shown).
   */
  async function renderAhead(
    to: string,
    options: { before?: string; height: number; shown: (state: State) => boolean },
  ) {
    const probe = navigationProbe();
    const server = await serveStatic(join(ROOT, "dist"), {
      routes: probe.routes,
      rewriteHtml: probe.rewriteHtml,
    });
    const chromium = openWithoutDevTools(
      findChromium(systemProbe()),
      server.origin + probe.launchUrl(to, options.before),
      {
        width: 1280,
        height: options.height,
      },
    );
    try {
      const arrived = await probe.next("arrived", to, 60_000);
      const later = await probe.next("state", to, 15_000, options.shown).catch(() => undefined);
      const ahead = probe
        .reports()
        .find(
          (report): report is Extract<ProbeReport, { kind: "prerendered" }> =>
            report.kind === "prerendered" && report.path === to,
        );
      return { ahead, arrived, later };
    } finally {
      await chromium.close();
      await server.close();
    }
  }

  test("home: the video plays and the islands hydrate only once it is shown", async () => {
    // A window taller than the page: every island is in view while it is rendered ahead.
    const { ahead, arrived, later } = await renderAhead("/", {
      height: 8000,
      shown: (state) => state.hydrated.includes("StatCounters") && state.video?.paused === false,
    });
    expect(ahead).toMatchObject({ prerendering: true, hydrated: [], video: { paused: true, time: 0 } });
    expect(arrived.activationStart).toBeGreaterThan(0);
    expect(later, "the counters hydrated and the video played once shown").toBeDefined();
  });

  test("careers: the board, hydrated once the browser idles, waits to be shown", async () => {
    const { ahead, later } = await renderAhead("/careers", {
      height: 900,
      shown: (state) => state.hydrated.includes("CareersBoard"),
    });
    expect(ahead).toMatchObject({ prerendering: true, hydrated: [] });
    expect(later, "the board hydrated once shown").toBeDefined();
  });

  test("a project opened from a card brings its details into view once shown", async () => {
    const path = `/ourProjects/${project}`;
    const { ahead, arrived, later } = await renderAhead(path, {
      // What the list's card does as it is clicked (scripts/project-list.ts).
      before: `sessionStorage.setItem(${JSON.stringify(PROJECT_FROM_CARD_KEY)}, ${JSON.stringify(path)});`,
      height: 900,
      shown: (state) => state.scrollY > 300,
    });
    expect(ahead?.scrollY).toBe(0);
    expect(arrived.activationStart).toBeGreaterThan(0);
    expect(later, "the details scrolled into view once shown").toBeDefined();
  });
});

/** Marks the page as rendered ahead, as Chromium does, until the test calls `show()`. */
async function renderedAhead(page: Page) {
  await page.addInitScript(() => {
    let prerendering = true;
    Object.defineProperty(Document.prototype, "prerendering", {
      configurable: true,
      get: () => prerendering,
    });
    (window as unknown as { show: () => void }).show = () => {
      prerendering = false;
      document.dispatchEvent(new Event("prerenderingchange"));
    };
  });
  return () => page.evaluate(() => (window as unknown as { show: () => void }).show());
}

test("the home counters count up once the page is shown and they are in view, not before", async ({
  page,
}) => {
  // Chromium observes no intersection in a page it renders ahead (Astro's client:visible did
  // not hydrate there either); another browser may. Marked as rendered ahead, the counters are
  // brought into view.
  const show = await renderedAhead(page);
  await page.goto("/");
  const counters = page.locator('astro-island[component-url*="StatCounters"]');
  const first = counters.locator("dd").first();
  const final = await first.textContent();
  await first.scrollIntoViewIfNeeded();
  await idle(page);
  await frames(page);
  await expect(counters).toHaveAttribute("ssr");
  await expect(first).toHaveText(final ?? "");

  // Shown, then scrolled down as a visitor does: the counters come near, then into view.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await show();
  await first.evaluate((counter) => {
    const justBelow = counter.getBoundingClientRect().top + window.scrollY - window.innerHeight - 100;
    window.scrollTo({ top: justBelow, behavior: "instant" });
  });
  await hydrated(first);
  await first.scrollIntoViewIfNeeded();
  // Counted up from zero: a value below the final one shows on the way.
  await expect.poll(() => first.textContent(), { intervals: [50] }).not.toBe(final);
  await expect(first).toHaveText(final ?? "");
});

test.describe("the 404 page rendered ahead", () => {
  test.use({ baseURL: fixtureUrl("live") });

  test("asks the content service for a late project only once shown", async ({ page }) => {
    // Chromium does not render a 404 page ahead, but a host may answer one with 200: the page
    // holds the look-up back all the same. Marked as rendered ahead, as Chromium marks it.
    const show = await renderedAhead(page);
    const asked: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/data/query/")) asked.push(request.url());
    });
    await page.goto(`/ourProjects/${LATE_PROJECT._id}`, { waitUntil: "load" });
    await idle(page);
    expect(asked).toEqual([]);
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(LATE_PROJECT.title);

    await show();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(LATE_PROJECT.title);
    expect(asked).toHaveLength(1);
  });
});
