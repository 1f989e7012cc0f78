import { expect, test } from "@playwright/test";
import { FONT_FAMILIES } from "../tooling/fonts/font-families";
import { routeLanguage, routesInEveryLanguage } from "../tooling/bench/budgets";
import { layoutShiftReport, readAndPainted, watchLayoutShift } from "./support/layout-shift";
import { frames } from "../tooling/page-waits";

/** The face each language's text is set in (global.css). */
const TEXT_FACE: Record<string, string> = { en: FONT_FAMILIES.text, ar: FONT_FAMILIES.arabic };

/** Each route in each language, the 404 page too: the test server serves each language's own, as the hosts do. */
const PHONE_ROUTES = routesInEveryLanguage();

// font-display: swap with metric-matched fallbacks (src/styles/fonts.css): a font that arrives
// late must not move the page (Arabic's face is `optional`: a late one is not swapped in), and
// a page needs only its language's preloaded faces. Each route in each language at a phone's
// width, where lines are shortest, so a fallback whose metrics miss its face's moves the most
// lines; and the home page at a desktop's, with the header's links in a row and the headline
// on one line. The faces are the same at any width.
const DESKTOP_ROUTES = ["/"];
for (const width of [390, 1440]) {
  test.describe(`fonts at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    for (const route of width === 390 ? PHONE_ROUTES : DESKTOP_ROUTES) {
      const family = TEXT_FACE[routeLanguage(route).code] ?? "";
      test(`${route}: a late font moves nothing, and only the preloaded faces load`, async ({ page }) => {
        // The web fonts are held back until the fallback has been seen: text paints in the
        // fallback first, then swaps, however long the page takes to show.
        const fonts: string[] = [];
        let release = () => {};
        const released = new Promise<void>((resolve) => (release = resolve));
        await page.route("**/*.woff2", async (request) => {
          fonts.push(new URL(request.request().url()).pathname);
          await released;
          await request.continue();
        });
        const layoutShift = await watchLayoutShift(page);
        const textFace = () =>
          page.evaluate(
            (name) => [...document.fonts].filter((face) => face.family === name).map((face) => face.status),
            family,
          );
        // Not waiting for "load": the preloaded font holds that back.
        await page.goto(route, { waitUntil: "commit" });
        // Text is on screen in the fallback before the font arrives.
        await expect(page.locator("h1").first()).toBeVisible();
        expect(await textFace()).toContain("loading");
        // Only what moves once the font is let in is the font's doing: the page is read to its
        // end first, since a page painted while its HTML is still being read can move as the
        // rest comes in (docs/performance.md, "Largest paint targets").
        const read = await readAndPainted(page);

        release();
        await expect.poll(textFace, { timeout: 10_000 }).toContain("loaded");
        // The face's swap is laid out in the next frame, and its shift reported after it.
        await frames(page);
        expect(await layoutShift(read), await layoutShiftReport(page)).toBeLessThan(0.01);
        const preloaded = await page
          .locator('link[rel="preload"][as="font"]')
          .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
        expect(preloaded).toHaveLength(2);
        expect(fonts.toSorted()).toEqual(preloaded.toSorted());
      });
    }
  });
}
