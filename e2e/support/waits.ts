import type { Page } from "@playwright/test";

/**
 * Waits until the page has loaded and the browser has then been idle: what the page does by
 * itself (a scroll, a fetch, a navigation a click began, an island that wakes on load or when
 * idle) has begun by then, and what waits for the visitor's hand or eye has not. A test that a
 * thing does not happen on its own waits for this, never for a time.
 */
export async function idle(page: Page) {
  await page.waitForLoadState("load");
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(undefined))));
}

/**
 * Waits for `count` frames to be rendered: what a change sets off in the next frame (an
 * observer's report, a layout shift's entry, an animation's step) has been done, or reported.
 */
export async function frames(page: Page, count = 2) {
  await page.evaluate(
    (left) =>
      new Promise((resolve) => {
        const step = (n: number) => (n === 0 ? resolve(undefined) : requestAnimationFrame(() => step(n - 1)));
        step(left);
      }),
    count,
  );
}
