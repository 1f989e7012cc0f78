import { expect, test } from "@playwright/test";
import { HOSTILE_CASES } from "../tests/fixtures/hostile-content";
import { PROJECT_CATEGORY_OPTIONS } from "#src/config/categories.ts";
import { projectListPath } from "#src/lib/project-path.ts";
import { fixtureUrl } from "./support/fixtures";
import { scrollThrough } from "./support/routes";

// The site built through @sanity/client from the sample dataset plus the hostile corpus.
test.use({ baseURL: fixtureUrl("hostile") });

const ROUTES = [
  "/",
  "/ourProjects",
  "/classifications",
  "/careers",
  "/teams",
  ...HOSTILE_CASES.filter(({ doc, outcome }) => doc._type === "ourProjects" && outcome === "kept").map(
    ({ doc }) => `/ourProjects/${String(doc._id)}`,
  ),
];

for (const width of [1440, 390]) {
  test.describe(`hostile content at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const route of ROUTES) {
      test(`${route}: no content runs as script, and the page keeps its width`, async ({ page }) => {
        const dialogs: string[] = [];
        page.on("dialog", (dialog) => {
          dialogs.push(`${dialog.type()}: ${dialog.message()}`);
          void dialog.dismiss();
        });
        await page.goto(route);
        await scrollThrough(page);
        // Open what folds, so every text is rendered at least once.
        const showMore = page.getByRole("button", { name: /show more/i });
        for (let opened = 0; opened < 20 && (await showMore.count()) > 0; opened++) {
          await showMore.first().click();
        }

        expect(dialogs).toEqual([]);
        expect(
          await page.evaluate(() => (window as unknown as { __canary?: unknown }).__canary),
        ).toBeUndefined();
        const { scrollWidth, clientWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          clientWidth: document.documentElement.clientWidth,
        }));
        expect(scrollWidth, "the page scrolls sideways").toBeLessThanOrEqual(clientWidth);
      });
    }
  });
}

test("markup in content is shown as text", async ({ page }) => {
  await page.goto("/ourProjects/hostile-project-markup");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "<script>window.__canary='script'</script> Tower",
  );
  await expect(page.getByText(`"><svg onload=alert('attribute')>`).first()).toBeVisible();
});

test("a team member with an unsafe link keeps their card, without the link", async ({ page }) => {
  await page.goto("/teams");
  const card = page.getByRole("listitem").filter({ hasText: "Fixture Member" }).first();
  await expect(card).toBeVisible();
  const hrefs = await page
    .locator("main a[href]")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(hrefs.filter((href) => !/^(https:|mailto:|\/)/.test(href ?? ""))).toEqual([]);
});

test("a project outside the categories is listed only under 'All Projects'", async ({ page }) => {
  // Its category is "<b data-injected>Airport</b>": the page must not read it as Airport.
  const card = page.locator('a[href="/ourProjects/hostile-project-category"]');
  await page.goto("/ourProjects");
  await expect(card).toBeVisible();
  for (const category of PROJECT_CATEGORY_OPTIONS) {
    await page.goto(projectListPath(category));
    await expect(page.getByRole("heading", { level: 2, name: category })).toBeVisible();
    await expect(card).toHaveCount(0);
  }
});
