import { expect, test, type Page } from "@playwright/test";
import { hydrated } from "./support/islands";

const GRADES = [
  "1ST GRADE BUILDINGS CONSTRUCTION",
  "1ST GRADE BUILDING MAINTENANCE",
  "1ST GRADE ELECTRO-MECHANICAL AND RENEWABLE ENERGY",
  "2ND GRADE ELECTRONICS",
  "2ND GRADE STEEL STRUCTURE",
];
// Sorted by order ascending; the two without an order last, in the query's order.
const CERTIFICATES = [
  "ISO 9001:2015",
  "ISO 14001:2015",
  "ISO 45001:2018",
  "ISO 41001:2018",
  "ISO 50001:2018",
  "ISO/IEC 27001:2022",
];

const viewer = (page: Page) =>
  page
    .locator("section")
    .filter({ has: page.getByRole("heading", { level: 2, name: "ISO Certifications" }) });

for (const width of [1440, 390]) {
  test.describe(`classifications at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("heading, the main certificate beside the five grade lines, and the footer", async ({ page }) => {
      await page.goto("/classifications");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Classifications");
      await expect(
        page.getByRole("img", { name: "Arkan Contracting contractor classification certificate" }),
      ).toBeVisible();
      await expect(page.getByRole("main").getByRole("list").first().getByRole("listitem")).toHaveText(GRADES);
      await expect(page.getByRole("contentinfo")).toBeVisible();
    });

    test("ISO certifications one at a time, by order, without the 'PROJECTS' text", async ({ page }) => {
      await page.goto("/classifications");
      const block = viewer(page);
      await block.scrollIntoViewIfNeeded();
      await hydrated(block);
      await expect(block.getByText("Projects", { exact: true })).toHaveCount(0);
      const seen: string[] = [];
      for (let i = 0; i < CERTIFICATES.length; i++) {
        seen.push((await block.getByRole("heading", { level: 3 }).textContent()) ?? "");
        await block.getByRole("button", { name: "Next" }).click();
      }
      expect(seen).toEqual(CERTIFICATES);
      await expect(block.getByRole("heading", { level: 3 })).toHaveText(CERTIFICATES[0] ?? "");
    });

    test("the certificate is the main image; hovering shows the company classification captioned 'Classification'", async ({
      page,
    }) => {
      await page.goto("/classifications");
      const block = viewer(page);
      await block.scrollIntoViewIfNeeded();
      await hydrated(block);
      const main = block.getByRole("img", { name: "ISO 9001:2015", exact: true });
      await expect(main).toBeVisible();
      const overlay = block.locator("figure > div");
      await expect(overlay).toHaveCSS("opacity", "0");
      await block.locator("figure").hover();
      await expect(overlay).toHaveCSS("opacity", "1");
      await expect(overlay.getByText("Classification")).toBeVisible();
      await expect(overlay.getByRole("img", { name: "ISO 9001:2015: company classification" })).toBeVisible();
    });
  });
}
