import type { Page } from "@playwright/test";
import { frames } from "../../tooling/page-waits.ts";

interface Shift {
  value: number;
  startTime: number;
  moved: string;
}
type Watched = Window & { __layoutShifts: Shift[] };

/**
 * Records the page's layout shifts from its first byte on, as Cumulative Layout Shift counts
 * them (a shift right after the visitor's own input is left out); the returned function adds
 * up those from `since` on (a time from `readAndPainted`, or the page's start). Call it before
 * `page.goto`. `layoutShiftReport` says what moved.
 */
export async function watchLayoutShift(page: Page): Promise<(since?: number) => Promise<number>> {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as Watched).__layoutShifts = shifts;
    const rect = (r: DOMRectReadOnly) =>
      `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
    const name = (node: Node | null) => {
      if (!(node instanceof Element)) return String(node?.nodeName);
      const classes = [...node.classList].slice(0, 3).map((c) => `.${c}`);
      const text = (node.textContent ?? "").trim().slice(0, 30);
      return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ""}${classes.join("")} "${text}"`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const moved = entry.sources.map(
          (s) => `${name(s.node)} ${rect(s.previousRect)} → ${rect(s.currentRect)}`,
        );
        shifts.push({ value: entry.value, startTime: entry.startTime, moved: moved.join("; ") });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  return (since = 0) =>
    page.evaluate(
      (from) =>
        (window as unknown as Watched).__layoutShifts
          .filter((shift) => shift.startTime >= from)
          .reduce((sum, shift) => sum + shift.value, 0),
      since,
    );
}

/** Each layout shift recorded so far: its score, its time, and what moved from where to where. */
export const layoutShiftReport = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as Watched).__layoutShifts
      .map((shift) => `${shift.value.toFixed(4)} at ${Math.round(shift.startTime)} ms: ${shift.moved}`)
      .join("\n"),
  );

/**
 * Waits until the page has been read to its end and painted, and returns that moment. What
 * moved before it is the page painted in pieces, as its HTML was read (docs/performance.md),
 * which a busy machine's parser makes happen at random: a test of what moves afterwards (a
 * late font, an island waking) counts from here.
 */
export async function readAndPainted(page: Page): Promise<number> {
  await page.waitForFunction(() => document.readyState !== "loading");
  return frames(page);
}
