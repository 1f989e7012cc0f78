import { expect, test } from "@playwright/test";
import { directivesOf, watchForCspViolations } from "./support/csp";
import { hydrated } from "./support/islands";
import { scrollThrough } from "./support/routes";

const POLICY = 'meta[http-equiv="content-security-policy"]';

test.describe("the Content-Security-Policy", () => {
  test("is strict: no 'unsafe-inline' for scripts or styles, nothing loads by default", async ({ page }) => {
    await page.goto("/");
    const directives = directivesOf(await page.locator(POLICY).getAttribute("content"));
    expect(directives.get("default-src")).toEqual(["'none'"]);
    expect(directives.get("object-src")).toEqual(["'none'"]);
    expect(directives.get("base-uri")).toEqual(["'none'"]);
    for (const name of ["script-src", "style-src", "style-src-attr"]) {
      expect(directives.get(name), name).toBeDefined();
      expect(directives.get(name), name).not.toContain("'unsafe-inline'");
      expect(directives.get(name), name).not.toContain("'unsafe-eval'");
    }
    expect(directives.get("script-src")).not.toContain("'unsafe-hashes'");
  });

  // Each page's inline scripts allowed by hash: tests/dist-pages/inline-scripts.test.ts. Every page
  // run without a violation, every island woken: the sweep (sweep.spec.ts).

  test("the mobile menu, the filters, the gallery and the viewers work without a violation", async ({
    page,
  }) => {
    const violations = await watchForCspViolations(page);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("banner").getByRole("link", { name: "Our Projects" }).click();
    await expect(page).toHaveURL(/\/ourProjects$/);

    await page.setViewportSize({ width: 1440, height: 900 });
    await page
      .getByRole("navigation", { name: "Project categories" })
      .getByRole("link", { name: "Airport" })
      .click();
    await expect(page).toHaveURL(/\/category\/airport#categories$/);
    await page.locator("a[data-project-card]:visible").first().click();
    const next = page.getByRole("button", { name: "Next image" });
    await next.click();
    await hydrated(next);

    await page.goto("/classifications");
    await scrollThrough(page);
    await page.getByRole("button", { name: "Next" }).first().click();

    await page.goto("/careers");
    await scrollThrough(page);

    expect(await violations()).toEqual([]);
  });
});
