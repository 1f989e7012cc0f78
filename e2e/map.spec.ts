import { expect, test } from "@playwright/test";
import { en } from "#src/i18n/en.ts";
import { projectMapPath } from "#src/lib/listing/project-path.ts";

// What only a browser shows of the map (the rest is read from dist/: tests/dist-pages/map.test.ts).
test("each mark is reached with Tab, shows its focus, and opens its project", async ({ page }) => {
  await page.goto(projectMapPath("All Projects"));
  const map = page.getByRole("group", { name: en.projects.map.label });
  const marks = map.getByRole("link");
  const first = marks.first();
  const name = await first.getAttribute("aria-label");
  const fill = () => first.locator("circle").evaluate((circle) => getComputedStyle(circle).fill);
  const width = () => first.locator("circle").evaluate((circle) => circle.getBoundingClientRect().width);
  const [unfocused, small] = [await fill(), await width()];

  // Tab from the last link before the map, the last category, onto the first mark.
  await page.getByRole("navigation", { name: en.projects.categoriesLabel }).getByRole("link").last().focus();
  await page.keyboard.press("Tab");
  await expect(first).toBeFocused();
  // Amber in a black ring, and larger: seen on the land and the sea alike.
  await expect.poll(fill).not.toBe(unfocused);
  await expect.poll(width).toBeGreaterThan(small * 1.3);

  await page.keyboard.press("Tab");
  await expect(marks.nth(1)).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: name ?? "" })).toBeVisible();
});

test("opens at its top on a wide screen, where the categories wrap and nothing scrolls to the chosen one", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(projectMapPath("Religious & Heritage"));
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the chosen category's chip is in view as the page opens, with no script", async ({ page }) => {
    await page.goto(projectMapPath("Religious & Heritage"));
    const chosen = page
      .getByRole("navigation", { name: en.projects.categoriesLabel })
      .getByRole("link", { name: en.projects.categories["Religious & Heritage"] });
    await expect(chosen).toHaveAttribute("aria-current", "page");
    await expect(chosen).toBeInViewport({ ratio: 1 });
    // The row scrolls to it; the page stays at its top.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});
