/**
 * The ISO certificates' viewer as only a browser shows it: one at a time, the others fetched
 * when it wakes (or said to be missing), and the company classification on hover. What the
 * page's HTML says (the main certificate, the grades) is read from dist/
 * (tests/dist-pages/page-contents.test.ts).
 */
import { expect, test, type Page } from "@playwright/test";
import { hydrated } from "./support/islands";

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

// What the viewer does is the same at any width: at a phone's; hovering, at a desktop's.
test.describe("the certificates' viewer, at 390 px", () => {
  test.use({ viewport: { width: 390, height: 900 } });

  test("ISO certifications one at a time, by order, without the 'PROJECTS' text", async ({ page }) => {
    await page.goto("/classifications");
    const block = viewer(page);
    await block.scrollIntoViewIfNeeded();
    await hydrated(block);
    await expect(block.getByText("Projects", { exact: true })).toHaveCount(0);
    for (const [index, certificate] of CERTIFICATES.entries()) {
      await expect(block.getByRole("heading", { level: 3 })).toHaveText(certificate);
      await expect(block.getByText(`0${index + 1} / 0${CERTIFICATES.length}`)).toBeVisible();
      await block.getByRole("button", { name: "Next" }).click();
    }
    await expect(block.getByRole("heading", { level: 3 })).toHaveText(CERTIFICATES[0] ?? "");
  });

  test("the page carries the first certificate; the others arrive when the viewer wakes", async ({
    page,
  }) => {
    const items = page.waitForResponse("**/classifications/certificates.json");
    const response = await page.goto("/classifications");
    const island = /<astro-island[^>]*component-url="[^"]*ItemViewer[^>]*>/.exec(
      (await response?.text()) ?? "",
    );
    expect(island?.[0]).toContain("ISO 9001:2015");
    expect(island?.[0]).not.toContain("ISO 14001:2015");
    await viewer(page).scrollIntoViewIfNeeded();
    expect((await items).status()).toBe(200);
  });

  test("when the others cannot be fetched, the first stays and the viewer says so", async ({ page }) => {
    await page.route("**/classifications/certificates.json", (route) => route.fulfill({ status: 503 }));
    await page.goto("/classifications");
    const block = viewer(page);
    await block.scrollIntoViewIfNeeded();
    await hydrated(block);
    await expect(block.getByRole("status")).toHaveText(
      "The others could not be loaded. Reload the page to see them.",
    );
    await block.getByRole("button", { name: "Next" }).click();
    await expect(block.getByRole("heading", { level: 3 })).toHaveText(CERTIFICATES[0] ?? "");
    await expect(block.getByText("01 / 01")).toBeVisible();
  });
});

test.describe("the certificates' viewer, at 1440 px", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

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
