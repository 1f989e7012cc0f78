/**
 * One Studio page for a worker's Studio tests, as an editor keeps one tab open: the 9 MB Studio
 * starts once, and each test goes where it needs to as an editor's click does, by the Studio's
 * own router, not by loading the Studio again. A test that fails restarts the worker, so the
 * next one starts on a fresh page.
 *
 *   import { test, visit } from "./support/studio-page.ts";
 *   test("…", async ({ page }) => { await visit(page, "/structure/team"); … });
 *
 * What a test changes on the page stays for the next one: a test that fixes the clock or routes
 * a request takes a page of its own (`freshPage`), or undoes the route before it ends.
 */
import { test as base, expect, type Locator, type Page } from "@playwright/test";
import { STUDIO_WAIT_MS, studioUrl } from "./fixtures.ts";

/** The Studio's viewport: a desk with room for three panes. */
const VIEWPORT = { width: 1440, height: 900 };

export const test = base.extend<{ freshPage: Page }, { studioPage: Page }>({
  studioPage: [
    async ({ browser }, use) => {
      // The test server's certificate is made for the run; the Studio's API is https, as Sanity's is.
      const context = await browser.newContext({ ignoreHTTPSErrors: true, viewport: VIEWPORT });
      await use(await context.newPage());
      await context.close();
    },
    { scope: "worker" },
  ],
  page: async ({ studioPage }, use) => {
    await use(studioPage);
  },
  freshPage: async ({ browser }, use) => {
    const context = await browser.newContext({ ignoreHTTPSErrors: true, viewport: VIEWPORT });
    await use(await context.newPage());
    await context.close();
  },
});

/**
 * Opens a path of the Studio: the first time by loading it, then as a link inside the Studio
 * does, by the history its router listens to. A menu or dialog left open is closed first.
 * Presentation at a given page (`?preview=`) is loaded afresh: opened by the router once a
 * page had been framed, it now and then kept that page, or went back to it, instead (in two
 * CI runs of three, each time after an earlier test had framed another page).
 */
export async function visit(page: Page, path: string) {
  const url = studioUrl(path);
  if (!page.url().startsWith(studioUrl("/")) || /[?&]preview=/.test(path)) {
    await page.goto(url);
    return;
  }
  await page.keyboard.press("Escape");
  await page.evaluate((href) => {
    history.pushState(null, "", href);
    dispatchEvent(new PopStateEvent("popstate", { state: null }));
  }, url);
}

/**
 * Types `value` into a field of a document's form, then presses `press` if given, again if the
 * form let go of it: a form still settling renders its inputs afresh, and once, with the page
 * kept from the test before, a field was empty a minute after a date was typed into it, and
 * nothing was saved.
 */
export const fillKept = (field: Locator, value: string, { press }: { press?: string } = {}) =>
  expect(async () => {
    await field.fill(value);
    if (press) await field.press(press);
    await expect(field).toHaveValue(value, { timeout: 5_000 });
  }).toPass({ timeout: STUDIO_WAIT_MS });
