import { expect, test, type Page } from "@playwright/test";

const member = (page: Page, name: string) =>
  page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name }) });
const linkedIn = (page: Page, name: string) =>
  page.getByRole("link", { name: `${name} on LinkedIn (opens in a new tab)` });
const email = (page: Page, name: string) => page.getByRole("link", { name: `E-mail ${name}` });

for (const width of [1440, 390]) {
  test.describe(`team at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("hero, statistics strip, the team by order (those without one last), footer", async ({ page }) => {
      await page.goto("/teams");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Team");
      const strip = page.getByRole("region", { name: "Team in numbers" });
      await expect(strip.getByRole("term")).toHaveText([
        "Team Members",
        "Projects Completed",
        "Years Experience",
        "Client Satisfaction",
      ]);
      await expect(strip.getByRole("definition")).toHaveText(["13+", "50+", "10+", "100%"]);
      await expect(page.getByRole("heading", { level: 2, name: "Our Team" })).toBeVisible();
      await expect(page.getByRole("main").getByRole("heading", { level: 3 })).toHaveText([
        "Khalid Al-Rashid",
        "Sara Haddad",
        "Omar Farouk",
        "Lina Mansour",
        "Yusuf Ibrahim",
        "Nadia Saleh",
        "Tariq Nasser",
        "Huda Karim",
      ]);
      await expect(member(page, "Sara Haddad").getByText("Chief Executive Officer")).toBeVisible();
      await expect(member(page, "Sara Haddad").getByRole("img", { name: "Sara Haddad" })).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
    });

    test("LinkedIn opens in a new tab, and only for an https link on linkedin.com", async ({ page }) => {
      await page.goto("/teams");
      const link = linkedIn(page, "Khalid Al-Rashid");
      await expect(link).toHaveAttribute("href", "https://www.linkedin.com/in/khalid-alrashid");
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      await expect(linkedIn(page, "Yusuf Ibrahim")).toHaveCount(0);
      await expect(linkedIn(page, "Tariq Nasser")).toHaveCount(0);
      const hrefs = await page
        .locator("a[href]")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
      expect(hrefs.filter((href) => /^\s*javascript:/i.test(href))).toEqual([]);
    });

    test("the e-mail button appears only for a valid address", async ({ page }) => {
      await page.goto("/teams");
      await expect(email(page, "Khalid Al-Rashid")).toHaveAttribute(
        "href",
        "mailto:k.alrashid@arkan-contracting.com",
      );
      await expect(email(page, "Tariq Nasser")).toHaveAttribute(
        "href",
        "mailto:t.nasser@arkan-contracting.com",
      );
      await expect(email(page, "Nadia Saleh")).toHaveCount(0);
      await expect(email(page, "Huda Karim")).toHaveCount(0);
      await expect(linkedIn(page, "Huda Karim")).toBeVisible();
    });
  });
}
