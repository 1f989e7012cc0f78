/**
 * One sweep a kind of page, language and width: in one page load, what only a browser shows of it,
 * met as a visitor meets it (scrolled through to its foot, every island woken, every reveal
 * finished; on a phone, the menu and search opened too):
 * - the security policy enforced: nothing it blocks, from the first byte on;
 * - axe's WCAG 2.2 A and AA rules;
 * - the page keeps its width, before its lazily laid out sections are laid out and after
 *   (a right-to-left page wider than its screen starts scrolled sideways); on the pages with
 *   such sections, nothing moves as they are laid out;
 * - each page links one stylesheet of its own (publishing/build/page-stylesheets.ts), and every
 *   class on the page is one it names, and on a position's page also with the menu open and
 *   search's results shown (at 390 px: the stylesheet is the same at either width).
 * Each kind of page in each language. The other pages differ from their kind only in their
 * content: what their HTML says (each page's policy, stylesheet and classes) is read from
 * dist/ (tests/dist-pages/), and each is checked as it loads (accessibility.spec.ts).
 */
import { expect, test, type Page } from "@playwright/test";
import { ar } from "#src/i18n/ar.ts";
import { en } from "#src/i18n/en.ts";
import { axeViolations } from "./support/axe";
import { watchForCspViolations } from "./support/csp";
import { layoutShiftReport, readAndPainted, watchLayoutShift } from "./support/layout-shift";
import { AR_ROUTES, arabicPath, KINDS_OF_ROUTE, overflow, scrollThrough } from "./support/routes";

/** The pages whose sections below the first screen are laid out only as they come near. */
const LAZILY_LAID_OUT = ["/careers", "/classifications"].flatMap((path) => [path, arabicPath(path)]);

/** Where the menu and search are opened: a position's page, its stylesheet the smallest. */
const MENU_AND_SEARCH_OPENED = KINDS_OF_ROUTE.filter((path) => path.startsWith("/careers/")).flatMap(
  (path) => [path, arabicPath(path)],
);

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

for (const width of [1440, 390]) {
  test.describe(`the sweep at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    // Each kind of page once in each language.
    for (const path of [...KINDS_OF_ROUTE, ...AR_ROUTES]) {
      test(path, async ({ page }) => {
        const words = path === "/ar" || path.startsWith("/ar/") ? ar : en;
        const policyViolations = await watchForCspViolations(page);
        const layoutShift = await watchLayoutShift(page);
        await page.goto(path);
        const read = await readAndPainted(page);

        const stylesheets = await page
          .locator('link[rel="stylesheet"]')
          .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
        expect(stylesheets, "one stylesheet of the page's own").toEqual([
          expect.stringMatching(/^\/_astro\/[\w-]+\.[0-9a-f]{10}\.css$/),
        ]);
        expect(await overflow(page), "wider than the screen as it is first laid out").toBe(0);

        await scrollThrough(page);
        expect(await overflow(page), "wider than the screen once scrolled through").toBe(0);
        if (LAZILY_LAID_OUT.includes(path)) {
          expect(await layoutShift(read), await layoutShiftReport(page)).toBeLessThan(0.01);
        }
        expect(await axeViolations(page)).toEqual([]);
        expect(await unstyledClasses(page), "once every island has woken").toEqual([]);

        // The menu and search's results, at the phone's width, which shows both. Every page
        // loads the same menu and search, and its stylesheet keeps every class their scripts
        // name (publishing/build/page-stylesheets.ts): they are opened on the kind of page
        // whose stylesheet keeps the fewest, in each language (each kind of page until now).
        // Back at the top, where a visitor opens the menu: once (on CI, /classifications at
        // 390 px) its button never came to rest for a click made from the page's foot. A click
        // waits for its target to take it, so neither the menu's opening nor its closing is
        // waited for.
        if (width === 390 && MENU_AND_SEARCH_OPENED.includes(path)) {
          await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
          const menu = page.getByRole("button", { name: words.menu.open });
          const panel = page.locator(`#${await menu.getAttribute("aria-controls")}`);
          await menu.click();
          await expect(panel.getByRole("link").first()).toBeVisible();
          expect(await unstyledClasses(page), "with the menu open").toEqual([]);
          await page.keyboard.press("Escape");
          await page.getByRole("button", { name: words.search.open, exact: true }).click();
          await page.getByRole("searchbox", { name: words.search.field }).fill("ISO");
          await expect(page.locator("dialog[open] li a").first()).toBeVisible();
          expect(await unstyledClasses(page), "with search's results").toEqual([]);
        }

        expect(await policyViolations(), "blocked by the security policy").toEqual([]);
      });
    }
  });
}
