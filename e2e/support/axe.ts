import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, type Page } from "@playwright/test";
import type { AxeResults, RunOptions } from "axe-core";

/** axe's rules for WCAG 2.2 at levels A and AA. */
const WCAG_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
type WithAxe = Window & { axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } };

/**
 * axe's WCAG 2.2 A and AA violations on the page as it is now, each with the elements at
 * fault.
 *
 * axe-core runs in the page itself, put there through the browser's protocol as DevTools puts
 * it (the site's security policy allows no inline script), once a page, and asked for the
 * violations alone. Through @axe-core/playwright, which injects it again for each run and
 * gathers every result, a page of a project took 0.54 s; this way, 0.25 s.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // The site's pages hold no frames, and axe is run in the top page alone.
  expect(await page.locator("iframe").count(), "a frame, which axe would leave out").toBe(0);
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (tags) => {
    const { violations } = await (window as unknown as WithAxe).axe.run(document, {
      runOnly: { type: "tag", values: tags },
      resultTypes: ["violations"],
    });
    return violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
  }, WCAG_AA);
}
