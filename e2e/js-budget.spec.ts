import { expect, test } from "@playwright/test";
import { BUDGETS, overBudget } from "../tooling/bench/budgets";
import { measureJs, totalBytes } from "../tooling/bench/js-weight";

// The JavaScript budgets of performance-budgets.json, per kind of route, at a phone's and a
// desktop's width.
for (const width of [390, 1440]) {
  test.describe(`JavaScript before interaction at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    for (const route of BUDGETS.routes) {
      test(`${route} stays within its budget`, async ({ page }) => {
        const { beforeInteraction } = await measureJs(page, route);
        const runtime = totalBytes(beforeInteraction.filter((load) => load.reactRuntime));
        const verdict = overBudget(route, totalBytes(beforeInteraction), runtime);
        const loaded = beforeInteraction.map((load) => `${load.url} ${load.gzipBytes} B`).join(", ");
        expect(verdict, loaded).toBeUndefined();
      });
    }
  });
}

test.describe("the mobile menu", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("loads no JavaScript until the visitor reaches for it", async ({ page }) => {
    const { beforeInteraction, afterScroll } = await measureJs(page, "/teams");
    expect([...beforeInteraction, ...afterScroll].map((load) => load.url)).toEqual([]);
    const panel = page.waitForResponse((response) => response.url().includes("MobileMenuPanel"));
    await page.getByRole("button", { name: "Open menu" }).tap();
    await panel;
    await expect(page.getByRole("banner").getByRole("link", { name: "Careers" })).toBeVisible();
  });

  test("opens on the first tap even while its code is still on the way", async ({ page }) => {
    await page.goto("/teams");
    // Hold every script back: the tap lands long before the island can hydrate.
    await page.route("**/_astro/*.js", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.getByRole("button", { name: "Open menu" }).tap();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("banner").getByRole("link", { name: "Careers" })).toBeVisible();
  });
});

test.describe("the project gallery", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("loads no JavaScript until the visitor reaches for it or presses an arrow key", async ({ page }) => {
    const { beforeInteraction, afterScroll } = await measureJs(page, "/ourProjects/project-al-noor-hotel");
    expect(afterScroll.filter((load) => load.reactRuntime)).toEqual([]);
    expect(afterScroll.length).toBe(beforeInteraction.length);
    await expect(
      page.locator("astro-island[ssr][client='interaction'] [aria-roledescription='carousel']"),
    ).toHaveCount(1);
    await page.keyboard.press("ArrowRight");
    await expect(page.locator("[aria-roledescription='carousel'] [aria-live='polite']")).toHaveText(/^2 \//);
  });
});

// The careers board hydrates with client:settled: above the fold, complete as server-rendered HTML.
test.describe("the careers board waits for the page to settle", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("/careers asks for no script until its images and fonts are in", async ({ page }) => {
    await page.goto("/careers");
    await expect(page.locator("astro-island[client='settled']:not([ssr])")).toHaveCount(1);
    const { loadEnd, islandStarts } = await page.evaluate(() => {
      const island = document.querySelector("astro-island[client='settled']");
      const files = ["component-url", "renderer-url"].map((name) => island?.getAttribute(name));
      return {
        loadEnd: performance.getEntriesByType("navigation")[0]?.toJSON().loadEventEnd as number,
        islandStarts: performance
          .getEntriesByType("resource")
          .filter((entry) => files.includes(new URL(entry.name).pathname))
          .map((entry) => entry.startTime),
      };
    });
    expect(islandStarts).toHaveLength(2);
    expect(Math.min(...islandStarts)).toBeGreaterThanOrEqual(loadEnd);
  });

  test("a Show more or a chip tapped before the board has hydrated still works", async ({ page }) => {
    // Hold every script back: the taps land long before the island can hydrate.
    await page.route("**/_astro/*.js", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto("/careers");
    // A card's button is built HTML that the board works (CareersBoard.tsx).
    const fold = page.locator("article", { hasText: "HR Officer" }).getByRole("button");
    await fold.tap();
    await expect(fold).toHaveAttribute("aria-expanded", "true");
    await expect(fold).toHaveAccessibleName("Show less");
    const engineering = page.getByRole("group", { name: "Career categories" }).getByRole("button", {
      name: "Engineering",
    });
    await engineering.tap();
    await expect(engineering).toHaveAttribute("aria-pressed", "true");
    await expect(page).toHaveURL(/\?category=Engineering$/);
  });
});
