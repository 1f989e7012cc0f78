import { expect, test } from "@playwright/test";
import { fixtureUrl } from "./support/fixtures";

// The site built with RENDER_CONTENT_ERRORS=1 against a content service that is down: every
// query failed, and each page shows the specification's error state for it (section 8).
test.use({ baseURL: fixtureUrl("unreachable") });

test("projects list: 'Failed to fetch projects' with 'Please try again later', and no list", async ({
  page,
}) => {
  await page.goto("/ourProjects");
  await expect(page.getByText("Failed to fetch projects", { exact: true })).toBeVisible();
  await expect(page.getByText("Please try again later", { exact: true })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Project categories" })).toHaveCount(0);
  await expect(page.locator("a[data-project-card]")).toHaveCount(0);
});

test("project detail: 'Failed to fetch project' with 'Back to Projects'", async ({ page }) => {
  const response = await page.goto("/ourProjects/project-al-noor-hotel");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Failed to fetch project");
  await expect(page).toHaveTitle(/^Failed to fetch project/);
  await page.getByRole("link", { name: "Back to Projects" }).click();
  await expect(page).toHaveURL(/\/ourProjects$/);
});

test("any other path is still 'Page not found'", async ({ page }) => {
  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
});

test("home: the content sections stay empty, without a message", async ({ page }) => {
  await page.goto("/");
  // Of the home page's sections only the statistics remain: they are not content.
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
    "Four decades in numbers",
  ]);
  await expect(page.getByText("About Us", { exact: true })).toHaveCount(0);
  await expect(page.getByText(/failed|error/i)).toHaveCount(0);
});

test("classifications: no certificates, and the missing main image shows the placeholder", async ({
  page,
}) => {
  await page.goto("/classifications");
  await expect(page.getByRole("heading", { name: "ISO Certifications" })).toHaveCount(0);
  await expect(page.getByRole("img", { name: "Error loading image" })).toBeVisible();
});

test("careers: the positions section stays empty, without the empty-list message", async ({ page }) => {
  await page.goto("/careers");
  await expect(page.getByRole("heading", { name: "Open Positions" })).toBeVisible();
  await expect(page.getByRole("button", { name: "All Categories" })).toHaveCount(0);
  await expect(page.getByText(/No positions available/)).toHaveCount(0);
});

test("team: no member cards", async ({ page }) => {
  await page.goto("/teams");
  await expect(page.getByRole("heading", { name: "Our Team" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3 })).toHaveCount(0);
});
