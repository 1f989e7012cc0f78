/**
 * What needs a host or the 404 page's script: the redirect of /team, and the 404 page's status
 * and its two states. What every route's HTML says is read from dist/
 * (tests/dist-pages/page-contents.test.ts).
 */
import { expect, test } from "@playwright/test";

test.describe("redirects and missing pages", () => {
  test("/team lands on /careers", async ({ page }) => {
    await page.goto("/team");
    await expect(page).toHaveURL(/\/careers\/?$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Careers");
  });

  test("an unknown project id gets the 404 page in its project state", async ({ page }) => {
    const response = await page.goto("/ourProjects/no-such-project");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Project not found");
    await page.getByRole("link", { name: "Back to Projects" }).click();
    await expect(page).toHaveURL(/\/ourProjects\/?$/);
  });

  test("any other unknown path gets the 404 page", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  });
});
