/**
 * The careers board as only a browser shows it: a category chosen, in the URL and the history,
 * and a long description folded and unfolded. What the pages' HTML says (every position, the
 * chips, requirements, Apply Now, a position's page) is read from dist/
 * (tests/dist-pages/careers.test.ts).
 */
import { expect, test, type Page } from "@playwright/test";
import { hydrated } from "./support/islands";
import { sampleOf } from "./support/sample";

const positions = sampleOf("careers");
const chips = (page: Page) => page.getByRole("group", { name: "Career categories" });
const titles = (page: Page) => page.getByRole("main").getByRole("heading", { level: 3 });
const card = (page: Page, title: string) =>
  page.locator("article").filter({ has: page.getByRole("heading", { name: title }) });

async function open(page: Page, path = "/careers") {
  await page.goto(path);
  await hydrated(chips(page));
}

// What the board does is the same at any width: at a phone's.
test.describe("the careers board, at 390 px", () => {
  test.use({ viewport: { width: 390, height: 900 } });

  test("a category shows its positions, in the URL; an empty one says so; Back returns", async ({ page }) => {
    await open(page);
    await chips(page).getByRole("button", { name: "Engineering" }).click();
    await expect(chips(page).getByRole("button", { name: "Engineering" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(titles(page)).toHaveText(["Senior Site Engineer (Civil)", "MEP Coordination Engineer"]);
    await expect(page).toHaveURL(/\/careers\/?\?category=Engineering$/);

    await chips(page).getByRole("button", { name: "Business" }).click();
    await expect(titles(page)).toHaveCount(0);
    await expect(
      page.getByText("No positions available in Business. Try a different category."),
    ).toBeVisible();

    await page.goBack();
    await expect(chips(page).getByRole("button", { name: "Engineering" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await open(page, "/careers?category=Finance");
    await expect(titles(page)).toHaveText(["Senior Cost Accountant"]);
  });

  test("a description of 100 characters is whole; at 101 it folds to 100 plus '...' with Show more / Show less", async ({
    page,
  }) => {
    await open(page);
    const exact =
      positions.find((position) => position.title === "Contracts & Claims Specialist")?.description ?? "";
    const over = positions.find((position) => position.title === "HR Officer")?.description ?? "";
    expect([exact.length, over.length]).toEqual([100, 101]);

    const whole = card(page, "Contracts & Claims Specialist");
    await expect(whole.getByText(exact, { exact: true })).toBeVisible();
    await expect(whole.getByRole("button", { name: /Show (more|less)/ })).toHaveCount(0);

    // The whole text is in the HTML; what a visitor sees of it is the rendered text, once
    // the card is near enough to be laid out.
    const folded = card(page, "HR Officer");
    const shown = folded.locator("[id$='-description']");
    await shown.scrollIntoViewIfNeeded();
    await expect(shown).toHaveText(`${over.slice(0, 100)}...`, { useInnerText: true });
    await folded.getByRole("button", { name: "Show more" }).click();
    await expect(shown).toHaveText(over, { useInnerText: true });
    await folded.getByRole("button", { name: "Show less" }).click();
    await expect(shown).toHaveText(`${over.slice(0, 100)}...`, { useInnerText: true });
  });
});
