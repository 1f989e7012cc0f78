import type { Page } from "@playwright/test";

/**
 * The start of what a wait below throws when Chromium stops rendering the page: the one failure
 * the browser layer runs a test again for (e2e/support/stall-retries-reporter.ts; "Chromium's
 * frame stall" in docs/tests.md).
 */
export const FRAME_STALL = "Chromium rendered no frame";
/**
 * An island still to wake by itself: as it is seen, once the page settles, at load or when the
 * browser idles. One that wakes on the visitor's hand (`client:interaction`, `client:gesture`) waits for it.
 */
export const WAKING_ISLAND =
  "astro-island[ssr]:is([client=seen], [client=visible], [client=settled], [client=load], [client=idle])";
/** A section that slides in as it is seen, and has not begun to. */
export const UNREVEALED = "[data-reveal].reveal:not(.is-revealed)";

/** Two frames take milliseconds: ten seconds leaves a starved machine room to spare. */
const STALL_MS = 10_000;

/**
 * Waits in the page for the browser to idle (`frames` 0) or for `frames` frames, and returns
 * the moment the wait ended on the page's clock; throws FRAME_STALL's error when that has not
 * come in STALL_MS, as it never does once Chromium has stopped giving the page frames.
 */
async function rendered(page: Page, frames: number): Promise<number> {
  const at = await page.evaluate(
    ({ frames, ms }) =>
      new Promise<number | undefined>((resolve) => {
        const timer = setTimeout(() => resolve(undefined), ms);
        const done = () => {
          clearTimeout(timer);
          resolve(performance.now());
        };
        const step = (left: number) => (left === 0 ? done() : requestAnimationFrame(() => step(left - 1)));
        // Idle periods follow frames: a page that asks for none can leave Chromium with neither
        // (about one load in twenty of /teams after a wait for the network, in the headless
        // shell), and an idle callback then waits until something else asks for a frame.
        if (frames === 0) requestAnimationFrame(() => requestIdleCallback(done));
        else step(frames);
      }),
    { frames, ms: STALL_MS },
  );
  if (at === undefined) {
    const what = frames === 0 ? "the browser to idle" : `${frames} frame(s)`;
    throw new Error(`${FRAME_STALL} in ${STALL_MS / 1000} s, waiting for ${what} on ${page.url()}`);
  }
  return at;
}

/**
 * Waits until the page has loaded and the browser has then been idle: what the page does by
 * itself (a scroll, a fetch, a navigation a click began, an island that wakes on load or when
 * idle) has begun by then, and what waits for the visitor's hand or eye has not. A test that a
 * thing does not happen on its own waits for this, never for a time.
 */
export async function idle(page: Page) {
  await page.waitForLoadState("load");
  await rendered(page, 0);
}

/**
 * Waits for `count` frames to be rendered: what a change sets off in the next frame (an
 * observer's report, a layout shift's entry, an animation's step) has been done, or reported.
 * Returns when the last frame's callbacks ran, on the page's clock.
 */
export function frames(page: Page, count = 2): Promise<number> {
  return rendered(page, count);
}

/**
 * Scrolls from the top to the page's foot a screen at a time, each step a little short of the
 * screen so everything passes through it, and given the frames its observers need to see it.
 */
export async function scrollScreenByScreen(page: Page) {
  const step = await page.evaluate(() => Math.round(window.innerHeight * 0.9));
  for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += step) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
    await frames(page);
  }
}
