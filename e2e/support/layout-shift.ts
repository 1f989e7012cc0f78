import type { Page } from "@playwright/test";

/**
 * Adds up the page's layout shifts from its first byte on, as Cumulative Layout Shift counts
 * them (a shift right after the visitor's own input is left out); the returned function reads
 * the sum. Call it before `page.goto`.
 */
export async function watchLayoutShift(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const state = window as unknown as { __layoutShift: number };
    state.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) state.__layoutShift += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift);
}
