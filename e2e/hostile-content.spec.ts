import { expect, test } from "@playwright/test";
import { HOSTILE_CASES } from "../tests/fixtures/hostile-content";
import { fixtureUrl } from "./support/fixtures";
import { overflow, scrollThrough } from "./support/routes";

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

// What content runs, it runs at any width: each page is loaded, scrolled through and opened at the
// phone's width, where a long word breaks the page's width first, then laid out at the desktop's,
// whose width it must keep too.
test.describe("hostile content", () => {
  test.use({ viewport: { width: 390, height: 900 } });

  for (const route of ROUTES) {
    test(`${route}: no content runs as script, and the page keeps its width at 390 and 1440 px`, async ({
      page,
    }) => {
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
      for (const width of [390, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        expect(await overflow(page), `the page scrolls sideways at ${width} px`).toBe(0);
      }
    });
  }
});

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
