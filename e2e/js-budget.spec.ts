import { expect, test } from "@playwright/test";
import { BUDGETS, overBudget } from "./support/budgets";
import { measureJs, totalBytes } from "./support/js-weight";

// The JavaScript budgets of performance-budgets.json, per kind of route, at a phone's and a
// desktop's width.
for (const width of [390, 1440]) {
  test.describe(`JavaScript before interaction at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    for (const route of BUDGETS.routes) {
      test(`${route} stays within its budget`, async ({ page }) => {
        const { beforeInteraction } = await measureJs(page, route);
        const runtime = totalBytes(beforeInteraction.filter((load) => load.reactRuntime));
        const verdict = overBudget(totalBytes(beforeInteraction), runtime);
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
