import { expect, test, type Page } from "@playwright/test";
import { hydrated } from "./support/islands";
import { sampleOf } from "./support/sample";

const CATEGORIES = [
  "All Projects",
  "Hospitality",
  "Residential",
  "Commercial",
  "Cultural",
  "Government & Royal",
  "Industrial",
  "Airport",
  "Educational",
  "Sports & Recreational",
  "Infrastructure & Urban",
  "Specialized & Security",
  "Charitable & Community",
  "Religious & Heritage",
];

type SampleProject = { _id: string; title?: string; category?: string; year?: number; images?: unknown[] };
const projects = sampleOf("ourProjects") as SampleProject[];
/** The sample's projects of a category, newest first, missing year as 0: what the page must show. */
const expected = (category: string) =>
  projects
    .filter((project) => category === "All Projects" || project.category === category)
    .toSorted((a, b) => (b.year ?? 0) - (a.year ?? 0))
    .map((project) => project.title);

const bar = (page: Page) => page.getByRole("toolbar", { name: "Project categories" });
const visibleTitles = (page: Page) =>
  page.getByRole("region", { name: "Projects" }).getByRole("heading", { level: 3 }).filter({ visible: true });

async function openList(page: Page, path = "/ourProjects") {
  await page.goto(path);
  await hydrated(bar(page));
}

for (const width of [1440, 390]) {
  test.describe(`projects list at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("the 14 categories in order, 'All Projects' selected, every project newest first", async ({
      page,
    }) => {
      await openList(page);
      await expect(bar(page).getByRole("button")).toHaveText(CATEGORIES);
      await expect(bar(page).locator("..")).toHaveCSS("position", "sticky");
      await expect(bar(page).getByRole("button", { name: "All Projects" })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      await expect(page.getByRole("heading", { level: 2, name: "All Projects" })).toBeVisible();
      await expect(page.getByText(`${projects.length} project(s) found`)).toBeVisible();
      await expect(visibleTitles(page)).toHaveText(expected("All Projects") as string[]);
    });

    for (const category of ["Airport", "Industrial", "Residential", "Charitable & Community"]) {
      test(`'${category}' shows exactly its projects, newest first`, async ({ page }) => {
        await openList(page);
        await bar(page).getByRole("button", { name: category }).click();
        const titles = expected(category);
        await expect(bar(page).getByRole("button", { name: category })).toHaveAttribute(
          "aria-pressed",
          "true",
        );
        await expect(bar(page).getByRole("button", { name: "All Projects" })).toHaveAttribute(
          "aria-pressed",
          "false",
        );
        await expect(page.getByRole("heading", { level: 2, name: category })).toBeVisible();
        await expect(page.getByText(`${titles.length} project(s) found`)).toBeVisible();
        await expect(visibleTitles(page)).toHaveText(titles as string[]);
        if (titles.length === 0) {
          await expect(page.getByText("No projects found")).toBeVisible();
          await expect(page.getByText("Try selecting a different category")).toBeVisible();
        } else {
          await expect(page.getByText("No projects found")).toHaveCount(0);
        }
      });
    }

    test("the bar scrolls with the mouse wheel", async ({ page }) => {
      await openList(page);
      const scroller = bar(page);
      const before = await scroller.evaluate((e) => e.scrollLeft);
      await scroller.hover();
      await page.mouse.wheel(0, 300);
      await expect.poll(() => scroller.evaluate((e) => e.scrollLeft)).toBeGreaterThan(before);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });

    test("dragging the bar moves it twice the pointer distance, without choosing a category", async ({
      page,
    }) => {
      await openList(page);
      const scroller = bar(page);
      const box = await scroller.boundingBox();
      if (!box) throw new Error("no category bar");
      const y = box.y + box.height / 2;
      const startX = box.x + Math.min(box.width - 20, 300);
      await page.mouse.move(startX, y);
      await page.mouse.down();
      await page.mouse.move(startX - 40, y, { steps: 4 });
      await page.mouse.move(startX - 100, y, { steps: 4 });
      expect(await scroller.evaluate((e) => e.scrollLeft)).toBe(200);
      await page.mouse.up();
      await expect(bar(page).getByRole("button", { name: "All Projects" })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      // The next click is a real choice again.
      await bar(page).getByRole("button", { name: "Airport" }).click();
      await expect(bar(page).getByRole("button", { name: "Airport" })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
    });

    test("the keyboard moves along the bar and chooses", async ({ page }) => {
      await openList(page);
      await bar(page).getByRole("button", { name: "All Projects" }).focus();
      for (let i = 0; i < 12; i++) await page.keyboard.press("ArrowRight");
      const charitable = bar(page).getByRole("button", { name: "Charitable & Community" });
      await expect(charitable).toBeFocused();
      await expect.poll(() => bar(page).evaluate((e) => e.scrollLeft)).toBeGreaterThan(0);
      await page.keyboard.press("Enter");
      await expect(charitable).toHaveAttribute("aria-pressed", "true");
      await page.keyboard.press("ArrowLeft");
      await expect(bar(page).getByRole("button", { name: "Specialized & Security" })).toBeFocused();
    });

    test("the category lives in the URL: shareable, and Back returns to the previous one", async ({
      page,
    }) => {
      await openList(page);
      await bar(page).getByRole("button", { name: "Airport" }).click();
      await expect(page).toHaveURL(/\/ourProjects\/?\?category=Airport$/);
      await bar(page).getByRole("button", { name: "Government & Royal" }).click();
      await expect(page).toHaveURL(/\?category=Government\+%26\+Royal$/);

      await page.goBack();
      await expect(bar(page).getByRole("button", { name: "Airport" })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      await expect(visibleTitles(page)).toHaveText(expected("Airport") as string[]);
      await page.goBack();
      await expect(bar(page).getByRole("button", { name: "All Projects" })).toHaveAttribute(
        "aria-pressed",
        "true",
      );

      await openList(page, "/ourProjects?category=Cultural");
      await expect(bar(page).getByRole("button", { name: "Cultural" })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      await expect(visibleTitles(page)).toHaveText(expected("Cultural") as string[]);
    });

    test("a card shows its cover, clamped description and value, and opens its page, scrolled to height ÷ 2.5", async ({
      page,
    }) => {
      await openList(page);
      const card = page.getByRole("link", { name: /Business Gate Office Tower/ });
      await expect(card.getByText("SAR 730 Million")).toBeVisible();
      await expect(card.locator("p.line-clamp-3")).toHaveCSS("-webkit-line-clamp", "3");
      await expect(card.getByRole("img")).toHaveAttribute(
        "src",
        /\/sample-cdn\/images\/sample\/production\//,
      );
      await card.click();
      await expect(page).toHaveURL(/\/ourProjects\/project-business-gate$/);
      // Measured on the loaded page: the target is its height / 2.5, or as far as it can scroll.
      const offTarget = () =>
        page.evaluate(() => {
          const height = document.documentElement.scrollHeight;
          return Math.abs(window.scrollY - Math.min(height / 2.5, height - window.innerHeight));
        });
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      await expect.poll(offTarget).toBeLessThan(2);
    });

    test("a project page opened directly stays at the top", async ({ page }) => {
      await page.goto("/ourProjects/project-business-gate");
      await page.waitForTimeout(600);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });
  });
}

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the whole list is in the HTML", async ({ page }) => {
    await page.goto("/ourProjects?category=Airport");
    await expect(page.getByText(`${projects.length} project(s) found`)).toBeVisible();
    await expect(visibleTitles(page)).toHaveCount(projects.length);
  });
});
