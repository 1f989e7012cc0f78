import { expect, test } from "@playwright/test";
import { layoutShiftReport, readAndPainted, watchLayoutShift } from "./support/layout-shift";
import { arabicPath, scrollThrough } from "./support/routes";

// The careers cards and the credentials below the first screen are laid out only as they come near
// (content-visibility, the `lazy-layout-*` utility), and counted at an estimated height until
// then: never wider than the screen, in either direction (a right-to-left page wider than its
// screen starts scrolled sideways), and nothing moves as they are laid out.
for (const width of [1440, 390]) {
  test.describe(`cards laid out only when near, at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const [route, card] of [
      ["/careers", "article"],
      ["/classifications", "#register-heading"],
    ] as const) {
      for (const path of [route, arabicPath(route)]) {
        test(`${path} keeps its width and moves nothing`, async ({ page }) => {
          const layoutShift = await watchLayoutShift(page);
          const overflow = () =>
            page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          await page.goto(path);
          await expect(page.locator(card).first()).toBeAttached();
          const read = await readAndPainted(page);
          expect(await overflow(), "wider than the screen before the cards are laid out").toBe(0);
          await scrollThrough(page, 300);
          expect(await overflow(), "wider than the screen once they are").toBe(0);
          expect(await layoutShift(read), await layoutShiftReport(page)).toBeLessThan(0.01);
        });
      }
    }
  });
}
