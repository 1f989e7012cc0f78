import { expect, test } from "@playwright/test";
import { BUDGETS, overBudget } from "./support/budgets";
import { measureJs, totalBytes } from "./support/js-weight";

// The JavaScript budgets of performance-budgets.json, per kind of route, at a phone's and a
// desktop's width (the mobile menu's island hydrates only below 1024 px).
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

test("the mobile menu loads its animation only when first used", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { beforeInteraction } = await measureJs(page, "/teams");
  expect(beforeInteraction.map((load) => load.url)).not.toContainEqual(
    expect.stringContaining("MobileMenuPanel"),
  );
  const panel = page.waitForResponse((response) => response.url().includes("MobileMenuPanel"));
  await page.getByRole("button", { name: "Open menu" }).click();
  await panel;
  await expect(page.getByRole("banner").getByRole("link", { name: "Careers" })).toBeVisible();
});
