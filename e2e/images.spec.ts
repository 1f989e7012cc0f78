import { expect, test, type Page } from "@playwright/test";
import { BUDGETS } from "../tooling/bench/budgets";
import { frames, idle } from "../tooling/page-waits";

interface ImageFacts {
  readonly src: string;
  readonly width: string | null;
  readonly height: string | null;
  readonly loading: string | null;
  readonly fetchPriority: string | null;
  readonly srcset: boolean;
  readonly sizes: string | null;
  readonly onFirstScreen: boolean;
  readonly largestPaint: boolean;
}

// Every image reserves its space, offers sizes when it has a srcset, waits when it is below the
// fold, and the image that is the largest paint is fetched first.
for (const width of [390, 1440]) {
  test.describe(`images at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    for (const route of BUDGETS.routes) {
      test(`${route}`, async ({ page }) => {
        await page.addInitScript(() => {
          const state = window as unknown as { __largest: Element | null };
          state.__largest = null;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries())
              state.__largest = (entry as PerformanceEntry & { element: Element | null }).element;
          }).observe({ type: "largest-contentful-paint", buffered: true });
        });
        await page.goto(route, { waitUntil: "load" });
        await idle(page);
        // The header's logo is painted first and is the largest paint until the hero is decoded
        // and painted, which a starved machine can leave until after the browser idles. So the
        // images on the first screen are decoded, and the largest paint is reported after the
        // frame it is painted in.
        await page.evaluate(() =>
          Promise.all(
            [...document.images]
              .filter((image) => {
                const box = image.getBoundingClientRect();
                return box.width > 0 && box.top < innerHeight && box.bottom > 0;
              })
              .map((image) => image.decode().catch(() => undefined)),
          ),
        );
        await frames(page);
        const images: ImageFacts[] = await page.evaluate(() => {
          const largest = (window as unknown as { __largest: Element | null }).__largest;
          return [...document.images].map((image) => {
            const box = image.getBoundingClientRect();
            return {
              src: image.currentSrc || image.src,
              width: image.getAttribute("width"),
              height: image.getAttribute("height"),
              loading: image.getAttribute("loading"),
              fetchPriority: image.getAttribute("fetchpriority"),
              srcset: image.hasAttribute("srcset"),
              sizes: image.getAttribute("sizes"),
              onFirstScreen: box.width > 0 && box.top < innerHeight && box.bottom > 0,
              largestPaint: image === largest,
            };
          });
        });
        const faults = images.flatMap((image) => [
          ...(image.width && image.height ? [] : [`${image.src}: no width and height`]),
          ...(image.srcset && !image.sizes ? [`${image.src}: a srcset without sizes`] : []),
          ...(!image.onFirstScreen && image.loading !== "lazy"
            ? [`${image.src}: below the fold, not lazy`]
            : []),
          ...(image.largestPaint && image.fetchPriority !== "high"
            ? [`${image.src}: the largest paint, not fetchpriority=high`]
            : []),
        ]);
        expect(faults).toEqual([]);
      });
    }
  });
}

// The page hero is the largest paint on a phone. The page's Content-Security-Policy <meta>
// stops Chromium's preload scanner, so without its preload the image would be asked for only
// once the stylesheet is in.
test.describe("page heroes at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const route of ["/ourProjects", "/careers", "/teams"]) {
    test(`${route}: the hero is asked for beside the stylesheet, once`, async ({ page }) => {
      await page.route("**/_astro/*.css", async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
      await page.goto(route, { waitUntil: "load" });
      const { hero, heroFetches, heroStart, stylesheetEnd } = await page.evaluate(() => {
        const image = document.querySelector<HTMLImageElement>("main section img");
        const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
        const heroFetches = resources.filter((entry) => /-hero\.[^/]*\.webp$/.test(entry.name));
        return {
          hero: image?.currentSrc ?? "",
          heroFetches: heroFetches.map((entry) => entry.name),
          heroStart: heroFetches[0]?.startTime ?? Infinity,
          stylesheetEnd: resources.find((entry) => entry.name.endsWith(".css"))?.responseEnd ?? 0,
        };
      });
      expect(heroFetches, "one hero file, fetched once").toEqual([hero]);
      expect(heroStart).toBeLessThan(stylesheetEnd - 1000);
    });
  }
});

test.describe("the editor's hotspot", () => {
  /** The left edge of the part of the image the CDN is asked for (`rect=left,top,width,height`). */
  const rectLeft = (src: string | null) => Number(/[?&]rect=(\d+),/.exec(src ?? "")?.[1]);
  const cardImage = (page: Page, title: string) =>
    page.locator("a[data-project-card]", { hasText: title }).getByRole("img");

  test("project cards are cut to their 4:3 frame around it, others around the centre", async ({ page }) => {
    await page.goto("/ourProjects");
    // The Al Noor tower stands left of centre and its first image has a hotspot on it.
    const focused = await cardImage(page, "Al Noor Grand Hotel").getAttribute("src");
    const centred = await cardImage(page, "Corniche Waterfront Resort").getAttribute("src");
    expect(focused).toMatch(/[?&]w=800&h=600&fit=crop&/);
    expect(centred).toMatch(/[?&]w=800&h=600&fit=crop&/);
    expect(rectLeft(focused)).toBe(0);
    expect(rectLeft(centred)).toBeGreaterThan(60);
    await expect(cardImage(page, "Al Noor Grand Hotel")).toHaveAccessibleName(
      "The hotel tower at dusk, a tower crane beside it",
    );
  });
});
