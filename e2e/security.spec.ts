import { expect, test } from "@playwright/test";
import { directivesOf, watchForCspViolations } from "./support/csp";
import { hydrated } from "./support/islands";
import { ROUTES, scrollThrough } from "./support/routes";

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

  // A test per page: all of them in one test outran its 30 s on a busy machine.
  for (const route of ROUTES) {
    test(`allows on ${route} only the inline scripts it holds`, async ({ page }) => {
      await page.goto(route);
      const listed = directivesOf(await page.locator(POLICY).getAttribute("content"))
        .get("script-src")
        ?.filter((source) => source.startsWith("'sha256-"))
        .sort();
      const held = await page.evaluate(async () => {
        const digest = async (text: string) =>
          btoa(
            String.fromCharCode(
              ...new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text))),
            ),
          );
        const inline = Array.from(document.scripts).filter(
          (script) => !script.src && script.type !== "application/ld+json",
        );
        return [...new Set(await Promise.all(inline.map((script) => digest(script.text))))]
          .map((hash) => `'sha256-${hash}'`)
          .sort();
      });
      expect(held.length).toBeGreaterThan(0);
      expect(listed).toEqual(held);
    });
  }

  for (const width of [1440, 390]) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 } });

      for (const route of ROUTES) {
        test(`${route} runs every island without a violation`, async ({ page }) => {
          const violations = await watchForCspViolations(page);
          await page.goto(route);
          await scrollThrough(page, 800);
          expect(await violations()).toEqual([]);
        });
      }
    });
  }

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
    await scrollThrough(page, 500);
    await page.getByRole("button", { name: "Next" }).first().click();

    await page.goto("/careers");
    await scrollThrough(page, 500);

    expect(await violations()).toEqual([]);
  });
});
