import { expect, test } from "@playwright/test";
import { projectListPath } from "#src/lib/listing/project-path.ts";
import { axeViolations } from "./support/axe";
import { watchForCspViolations } from "./support/csp";
import { fixtureUrl } from "./support/fixtures";
import {
  AR_ROUTES,
  arabicPath,
  INDEXED_PAGES,
  KINDS_OF_ROUTE,
  NOT_FOUND,
  overflow,
  scrollThrough,
  settled,
} from "./support/routes";

// Each kind of page is scrolled through and checked by the sweep (sweep.spec.ts), at both
// widths. Every other page, in both languages, is of a kind the sweep checks (a project, a
// position, a category's list) and differs from it only in its content, and none reveals or
// hydrates anything as it is scrolled. What its content can break for assistive technology (an
// image's alternative, a link's name, a language, the order of headings, the landmarks) is read
// from every page's HTML in dist/ (npm run test:html's accessibility rules, the Nu checker,
// tests/dist-pages/site-frame.test.ts), so axe runs on the kinds alone. What only a browser
// shows of the content is checked here as each page loads, all in one test: a long word breaks
// the phone's width first, and the page must keep the desktop's too; nothing is blocked by its
// security policy.
const kinds = new Set<string>([...KINDS_OF_ROUTE, ...AR_ROUTES]);
const OTHER_PAGES = [...INDEXED_PAGES, ...INDEXED_PAGES.map(arabicPath)].filter((path) => !kinds.has(path));

test(`the ${OTHER_PAGES.length} other pages as they load: the policy, the width at 390 and 1440 px`, async ({
  page,
}) => {
  test.setTimeout(OTHER_PAGES.length * 5_000);
  const policyViolations = await watchForCspViolations(page);
  const found: Record<string, string[]> = {};
  // Each page is loaded at the width the one before ended at, then checked at the other: one
  // resize a page instead of two took the test from 15.9 s to 14.1 s here.
  const widths = [390, 1440];
  await page.setViewportSize({ width: 390, height: 900 });
  for (const path of OTHER_PAGES) {
    await page.goto(path);
    const problems = (await policyViolations()).map(
      (violation) => `blocked by the security policy: ${violation}`,
    );
    for (const width of widths) {
      if (page.viewportSize()?.width !== width) await page.setViewportSize({ width, height: 900 });
      const wider = await overflow(page);
      if (wider > 0) problems.push(`${wider} px wider than the screen at ${width} px`);
    }
    widths.reverse();
    if (problems.length > 0) found[path] = problems;
  }
  expect(found).toEqual({});
});

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

// Every page's landmarks, and its skip link first of all, are read from dist/
// (tests/dist-pages/site-frame.test.ts); what Tab and Enter do with it, once, here.
test("Tab first reaches 'Skip to content', shown, and Enter takes the visitor to the main", async ({
  page,
}) => {
  await page.goto("/ourProjects/project-airport-t2");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#main$/);
});
