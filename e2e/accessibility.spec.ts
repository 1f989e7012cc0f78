import { expect, test } from "@playwright/test";
import { projectListPath } from "#src/lib/project-path.ts";
import { axeViolations, COLOUR_RULES } from "./support/axe";
import { watchForCspViolations } from "./support/csp";
import { fixtureUrl } from "./support/fixtures";
import {
  AR_ROUTES,
  arabicPath,
  INDEXED_PAGES,
  KINDS_OF_ROUTE,
  NOT_FOUND,
  scrollThrough,
  settled,
} from "./support/routes";

// Each kind of page is scrolled through and checked by the sweep (sweep.spec.ts). Every other
// page, in both languages, is of a kind the sweep checks (a project, a position, a category's
// list) and differs from it only in its content, and none reveals or hydrates anything as it is
// scrolled: each is checked as it loads, all in one test a width: no WCAG A or AA violation,
// nothing blocked by its security policy, no wider than the screen.
const kinds = new Set<string>([...KINDS_OF_ROUTE, ...AR_ROUTES]);
const OTHER_PAGES = [...INDEXED_PAGES, ...INDEXED_PAGES.map(arabicPath)].filter((path) => !kinds.has(path));

for (const width of [1440, 390]) {
  test(`at ${width} px, the ${OTHER_PAGES.length} other pages as they load: axe, the policy, the width`, async ({
    page,
  }) => {
    test.setTimeout(OTHER_PAGES.length * 5_000);
    await page.setViewportSize({ width, height: 900 });
    const policyViolations = await watchForCspViolations(page);
    const found: Record<string, string[]> = {};
    for (const path of OTHER_PAGES) {
      await page.goto(path);
      const problems = [
        // Their colours are their kind's, checked by the sweep.
        ...(await axeViolations(page, { leaveOut: COLOUR_RULES })),
        ...(await policyViolations()).map((violation) => `blocked by the security policy: ${violation}`),
      ];
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      if (overflow > 0) problems.push(`${overflow} px wider than the screen`);
      if (problems.length > 0) found[path] = problems;
    }
    expect(found).toEqual({});
  });
}

test.describe("axe on the Arabic 404 page, in both its states", () => {
  test.use({ baseURL: fixtureUrl("live") });

  for (const width of [1440, 390]) {
    for (const path of NOT_FOUND.map(arabicPath)) {
      test(`${path} at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        await expect(page.locator("html")).toHaveAttribute("lang", "ar");
        await scrollThrough(page);
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  }
});

test.describe("axe on a page of a long list", () => {
  test.use({ baseURL: fixtureUrl("portfolio") });

  for (const width of [1440, 390]) {
    test(`${projectListPath("All Projects", 2)} at ${width} px, with its page links`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(projectListPath("All Projects", 2));
      await expect(page.getByRole("navigation", { name: "Pages of projects" })).toBeVisible();
      await scrollThrough(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test.describe("axe with the mobile menu open", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("no WCAG A or AA violations", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("banner").getByRole("link", { name: "Team" })).toBeVisible();
    await settled(page);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("landmarks and the skip link", () => {
  for (const route of [
    "/",
    "/classifications",
    "/careers",
    "/ourProjects",
    "/ourProjects/project-airport-t2",
    "/teams",
  ]) {
    test(`${route}: one main, a banner, a footer, the main navigation; Tab first reaches 'Skip to content'`, async ({
      page,
    }) => {
      await page.goto(route);
      await expect(page.getByRole("main")).toHaveCount(1);
      await expect(page.getByRole("banner")).toHaveCount(1);
      await expect(page.getByRole("contentinfo")).toHaveCount(1);
      await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(1);

      await page.keyboard.press("Tab");
      const skip = page.getByRole("link", { name: "Skip to content" });
      await expect(skip).toBeFocused();
      await expect(skip).toBeVisible();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/#main$/);
    });
  }
});
