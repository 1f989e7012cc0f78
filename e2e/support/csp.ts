import type { Page } from "@playwright/test";

/**
 * Records every Content-Security-Policy violation the page reports, from its first byte on;
 * the returned function reads them (directive, what was blocked, and a sample).
 */
export async function watchForCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"} ${event.sample}`);
    });
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}
