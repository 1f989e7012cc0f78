import { expect, test, type Page } from "@playwright/test";
import { CAREER_CATEGORIES } from "#src/config/categories.ts";
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

for (const width of [1440, 390]) {
  test.describe(`careers at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("hero, heading and subtitle, the ten chips in order, every position", async ({ page }) => {
      await open(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Careers");
      await expect(page.getByText("Become part of us", { exact: true })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: "Open Positions" })).toBeVisible();
      await expect(page.getByText("Find your next opportunity to grow with Arkan Contracting")).toBeVisible();
      await expect(chips(page).getByRole("button")).toHaveText([...CAREER_CATEGORIES]);
      await expect(chips(page).getByRole("button", { name: "All Categories" })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      await expect(titles(page)).toHaveText(positions.map((position) => position.title ?? ""));
    });

    test("a category shows its positions, in the URL; an empty one says so; Back returns", async ({
      page,
    }) => {
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

    test("the first three requirements, then '+{n} more requirements'", async ({ page }) => {
      await open(page);
      const six = card(page, "Senior Site Engineer (Civil)");
      await expect(six.getByRole("listitem")).toHaveText([
        "BSc in Civil Engineering",
        "8+ years on high-rise building sites",
        "Saudi Council of Engineers membership",
      ]);
      await expect(six.getByText("+3 more requirements")).toBeVisible();
      await expect(card(page, "HR Officer").getByText("+1 more requirements")).toBeVisible();
      const three = card(page, "MEP Coordination Engineer");
      await expect(three.getByRole("listitem")).toHaveCount(3);
      await expect(three.getByText(/more requirements/)).toHaveCount(0);
    });

    test("Apply Now e-mails the company with the whole title in the subject, '&' and '#' included", async ({
      page,
    }) => {
      await open(page);
      const title = "C# & Dynamo Developer (BIM Automation)";
      const href = await card(page, title).getByRole("link", { name: "Apply Now" }).getAttribute("href");
      const mail = new URL(href ?? "");
      expect(mail.protocol).toBe("mailto:");
      expect(mail.pathname).toBe("info@arkan-contracting.com");
      expect([...mail.searchParams.keys()]).toEqual(["subject"]);
      expect(mail.searchParams.get("subject")).toBe(`Application for ${title}`);
    });

    test("a card's title opens the position's page: all of it, Apply Now, breadcrumbs and the way back", async ({
      page,
    }) => {
      await open(page);
      const engineer = positions.find((position) => position.title === "Senior Site Engineer (Civil)");
      await card(page, engineer?.title ?? "")
        .getByRole("link", { name: engineer?.title ?? "" })
        .click();
      await expect(page).toHaveURL(/\/careers\/career-site-engineer\/?$/);

      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(engineer?.title ?? "");
      await expect(main.getByText(engineer?.description ?? "", { exact: true })).toBeVisible();
      await expect(main.getByRole("region", { name: "Requirements" }).getByRole("listitem")).toHaveText(
        engineer?.requirements ?? [],
      );
      for (const fact of ["Riyadh", "Full-time", "Engineering"]) {
        await expect(main.getByText(fact, { exact: true })).toBeVisible();
      }
      const apply = new URL((await main.getByRole("link", { name: "Apply Now" }).getAttribute("href")) ?? "");
      expect(apply.searchParams.get("subject")).toBe(`Application for ${engineer?.title}`);

      const trail = page.getByRole("navigation", { name: "Breadcrumb" });
      await expect(trail.getByRole("link")).toHaveText(["Home", "Careers"]);
      await expect(trail.getByRole("listitem").last()).toContainText(engineer?.title ?? "");
      await expect(trail.getByText(engineer?.title ?? "")).toHaveAttribute("aria-current", "page");
      await main.getByRole("link", { name: "Back to Careers" }).click();
      await expect(page).toHaveURL(/\/careers\/?$/);
    });
  });
}

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("every position is in the HTML", async ({ page }) => {
    await page.goto("/careers?category=Business");
    await expect(titles(page)).toHaveText(positions.map((position) => position.title ?? ""));
  });
});
