import { expect, test } from "@playwright/test";
import { BUDGETS } from "../tooling/bench/budgets";

// font-display: swap with metric-matched fallbacks (src/styles/fonts.css): a font that arrives
// late must not move the page, and a page of English copy needs only the two preloaded faces.
for (const width of [390, 1440]) {
  test.describe(`fonts at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    for (const route of BUDGETS.routes) {
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
        await page.addInitScript(() => {
          const state = window as unknown as { __shift: number };
          state.__shift = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
            })[]) {
              if (!entry.hadRecentInput) state.__shift += entry.value;
            }
          }).observe({ type: "layout-shift", buffered: true });
        });
        const archivo = () =>
          page.evaluate(() =>
            [...document.fonts].filter((face) => face.family === "Archivo").map((face) => face.status),
          );
        // Not waiting for "load": the preloaded font holds that back.
        await page.goto(route, { waitUntil: "commit" });
        // Text is on screen in the fallback before the font arrives.
        await expect(page.locator("h1").first()).toBeVisible();
        expect(await archivo()).toContain("loading");

        release();
        await expect.poll(archivo, { timeout: 10_000 }).toContain("loaded");
        await page.waitForTimeout(300);
        expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBeLessThan(
          0.01,
        );
        expect(fonts.map((path) => path.replace(/\.[\w-]+\.woff2$/, ".woff2")).sort()).toEqual([
          "/_astro/archivo-core.woff2",
          "/_astro/archivo-display.woff2",
        ]);
      });
    }
  });
}
