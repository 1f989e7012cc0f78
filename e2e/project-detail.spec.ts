/**
 * A project's gallery as only a browser shows it: its buttons and keys, hydrated on the first
 * interaction. What the page's HTML says (title, first picture, description, investment, the way
 * back) is read from dist/ (tests/dist-pages/page-contents.test.ts); an unknown id's 404 page is
 * in e2e/routes.spec.ts.
 */
import { expect, test, type Page } from "@playwright/test";
import { hydrated } from "./support/islands";

const gallery = (page: Page) => page.locator('section[aria-roledescription="carousel"]');
const shown = (page: Page) => gallery(page).getByRole("img");

// What the gallery does is the same at any width: at a phone's, where its buttons are smallest.
test.describe("a project's gallery, at 390 px", () => {
  test.use({ viewport: { width: 390, height: 900 } });

  test("the gallery moves with its buttons and wraps at both ends", async ({ page }) => {
    await page.goto("/ourProjects/project-business-gate");
    await expect(shown(page)).toHaveAccessibleName(/image 1 of 6$/);
    // The first click hydrates the gallery and is played to it then (client:interaction).
    await gallery(page).getByRole("button", { name: "Previous image" }).click();
    await expect(shown(page)).toHaveAccessibleName(/image 6 of 6$/);
    await gallery(page).getByRole("button", { name: "Next image" }).click();
    await expect(shown(page)).toHaveAccessibleName(/image 1 of 6$/);
    await gallery(page).getByRole("button", { name: "Next image" }).click();
    await expect(shown(page)).toHaveAccessibleName(/image 2 of 6$/);
  });

  test("an image the editor described is announced by that text; the others by their number", async ({
    page,
  }) => {
    await page.goto("/ourProjects/project-al-noor-hotel");
    await expect(shown(page)).toHaveAccessibleName("The hotel tower at dusk, a tower crane beside it");
    await gallery(page).getByRole("button", { name: "Next image" }).click();
    await expect(shown(page)).toHaveAccessibleName("Al Noor Grand Hotel & Conference Centre, image 2 of 5");
  });

  test("the left and right arrow keys move it, wrapping too, from before it has hydrated", async ({
    page,
  }) => {
    await page.goto("/ourProjects/project-business-gate");
    // Pressed before the gallery has hydrated: the first key brings its script, and every
    // key pressed until it listens is held and played to it, in order.
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowRight");
    await expect(shown(page)).toHaveAccessibleName(/image 6 of 6$/);
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(shown(page)).toHaveAccessibleName(/image 2 of 6$/);
    const sources = new Set<string | null>();
    for (let i = 0; i < 6; i++) {
      sources.add(await shown(page).getAttribute("src"));
      await page.keyboard.press("ArrowRight");
    }
    expect(sources.size).toBe(6);
    await expect(shown(page)).toHaveAccessibleName(/image 2 of 6$/);
  });

  test("a project without images shows the placeholder and '0 Images', with no controls", async ({
    page,
  }) => {
    await page.goto("/ourProjects/project-guest-palace");
    await gallery(page).hover();
    await hydrated(gallery(page));
    await expect(page.getByText("0 Images")).toBeVisible();
    await expect(shown(page)).toHaveAccessibleName("Error loading image");
    await expect(gallery(page).getByRole("button")).toHaveCount(0);
  });
});
