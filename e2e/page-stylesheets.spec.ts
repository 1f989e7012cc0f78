/**
 * Each page links its own stylesheet, with only the utilities the page and its scripts name
 * (publishing/build/page-stylesheets.ts). What that could break is a class an island or a
 * script puts on the page later, styled by nothing: so each kind of page is looked at after
 * every island has woken, the menu is opened and a search shows its results, and every class
 * on the page must then be one its stylesheets know.
 */
import { expect, test, type Page } from "@playwright/test";
import { ar } from "#src/i18n/ar.ts";
import { en } from "#src/i18n/en.ts";
import { AR_ROUTES, KINDS_OF_ROUTE, scrollThrough } from "./support/routes";

/** The classes on the page that no rule of its stylesheets names, not even inside `:where()`. */
const unstyledClasses = (page: Page) =>
  page.evaluate(() => {
    const named = new Set<string>();
    const walk = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule) {
          for (const [, name = ""] of rule.selectorText.matchAll(/\.((?:\\.|[\w-])+)/g)) {
            named.add(name.replace(/\\(.)/g, "$1"));
          }
        }
        if ("cssRules" in rule) walk(rule.cssRules as CSSRuleList);
      }
    };
    for (const sheet of document.styleSheets) walk(sheet.cssRules);
    const used = new Set(
      [...document.querySelectorAll("[class]")].flatMap((element) => [...element.classList]),
    );
    return [...used].filter((name) => !named.has(name)).sort();
  });

/**
 * Every kind of page in both languages on a phone, where the menu opens too; a page's classes
 * are the same at every width but for what an island draws by width, looked at on the pages
 * with the most islands.
 */
const PAGES_BY_WIDTH = [
  [390, [...KINDS_OF_ROUTE, ...AR_ROUTES]],
  [1440, ["/", "/classifications", "/ar", "/ar/classifications"]],
] as const;

for (const [width, paths] of PAGES_BY_WIDTH) {
  test.describe(`each page's own stylesheet at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const path of paths) {
      test(`styles every class on ${path} once its islands have woken`, async ({ page }) => {
        const words = path === "/ar" || path.startsWith("/ar/") ? ar : en;
        await page.goto(path);
        const stylesheets = await page
          .locator('link[rel="stylesheet"]')
          .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
        expect(stylesheets, "one stylesheet of the page's own").toEqual([
          expect.stringMatching(/^\/_astro\/[\w-]+\.[0-9a-f]{10}\.css$/),
        ]);
        await scrollThrough(page, 300);
        expect(await unstyledClasses(page), "once every island has woken").toEqual([]);

        // Back at the top, where a visitor opens the menu: once (on CI, /classifications at
        // 390 px) its button never came to rest for a click made from the page's foot.
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
        const menu = page.getByRole("button", { name: words.menu.open });
        if (await menu.isVisible()) {
          const panel = page.locator(`#${await menu.getAttribute("aria-controls")}`);
          await menu.click();
          await expect(panel.getByRole("link").first()).toBeVisible();
          expect(await unstyledClasses(page), "with the menu open").toEqual([]);
          await page.keyboard.press("Escape");
        }
        const search = page.getByRole("button", { name: words.search.open, exact: true });
        if (await search.isVisible()) {
          await search.click();
          await page.getByRole("searchbox", { name: words.search.field }).fill("ISO");
          await expect(page.locator("dialog[open] li a").first()).toBeVisible();
          expect(await unstyledClasses(page), "with search's results").toEqual([]);
        }
      });
    }
  });
}
