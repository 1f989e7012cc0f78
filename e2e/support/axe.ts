import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * axe's rules that read the page's colours: the slowest by far. A page's colours are its
 * components', never its content's (a text over a content image, axe leaves undecided), so a
 * page that differs from its kind only in content may leave them to its kind's check.
 */
export const COLOUR_RULES = ["color-contrast"];

/**
 * axe's WCAG 2.2 A and AA violations on the page as it is now, each with the elements at
 * fault; `leaveOut` names rules not to run.
 */
export async function axeViolations(page: Page, { leaveOut = [] as string[] } = {}): Promise<string[]> {
  // The site's pages hold no frames, so axe runs in the page itself, where by default it also
  // opens a blank page to gather the frames' results: 0.5 s a page instead of 1.0 s.
  expect(await page.locator("iframe").count(), "a frame, which axe would leave out").toBe(0);
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .disableRules(leaveOut)
    .analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}
