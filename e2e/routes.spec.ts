import { expect, test } from "@playwright/test";
import { sampleOf } from "./support/sample";

const HEADLINE = "Build Great with Quality, Speed, and Trust Since 1985";

test.describe("every route answers with its heading", () => {
  for (const [path, heading, title] of [
    ["/", HEADLINE, "Arkan Contracting"],
    ["/contactus", HEADLINE, "Arkan Contracting"],
    ["/classifications", "Our Classifications", "Our Classifications | Arkan Contracting"],
    ["/careers", "Careers", "Careers | Arkan Contracting"],
    ["/ourProjects", "Our Projects", "Our Projects | Arkan Contracting"],
    ["/teams", "Team", "Team | Arkan Contracting"],
  ] as const) {
    test(path, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page).toHaveTitle(title);
    });
  }
});

test("/contactus is the home page, with / as its canonical URL", async ({ page }) => {
  await page.goto("/contactus");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/$/);
  await expect(page.getByRole("heading", { name: "Our Services" })).toBeVisible();
});

test("every project has its own page", async ({ page }) => {
  const projects = sampleOf("ourProjects");
  expect(projects.length).toBeGreaterThanOrEqual(16);
  for (const project of projects) {
    const response = await page.goto(`/ourProjects/${project._id}`);
    expect(response?.status(), project._id).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(project.title ?? "");
    await expect(page.getByText(`${project.images?.length ?? 0} Images`)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Project Investment" })).toBeVisible();
    await expect(page.getByText("Total construction value")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Projects" })).toHaveAttribute(
      "href",
      "/ourProjects",
    );
  }
});

test.describe("pages show the content layer's real content", () => {
  test("home: about, every service, landing projects and clients", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { name: sampleOf("aboutUs")[0]?.title ?? "" })).toBeVisible();
    await expect(page.getByRole("img", { name: "About Arkan Contracting" })).toBeVisible();
    for (const service of sampleOf("ourServices")) {
      await expect(page.getByRole("button", { name: service.title ?? "", exact: true })).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: "Some Of Our Projects" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Our Clients" })).toBeVisible();
  });

  test("projects list: every project, newest first, linking to its page", async ({ page }) => {
    await page.goto("/ourProjects");
    // Newest first; those without a year last, in the dataset's order.
    const newestFirst = sampleOf("ourProjects").toSorted((a, b) => (b.year ?? 0) - (a.year ?? 0));
    await expect(page.getByText(`${newestFirst.length} project(s) found`)).toBeVisible();
    const cards = page.getByRole("main").getByRole("listitem").getByRole("link");
    await expect(cards).toHaveCount(newestFirst.length);
    await expect(cards.first()).toHaveAttribute("href", `/ourProjects/${newestFirst.at(0)?._id}`);
    await expect(cards.last()).toHaveAttribute("href", `/ourProjects/${newestFirst.at(-1)?._id}`);
  });

  test("a project without images shows the placeholder", async ({ page }) => {
    await page.goto("/ourProjects/project-guest-palace");
    await expect(page.getByText("0 Images")).toBeVisible();
    await expect(page.getByRole("img", { name: "Error loading image" })).toBeVisible();
  });

  test("careers: every open position with its Apply Now e-mail", async ({ page }) => {
    await page.goto("/careers");
    for (const job of sampleOf("careers")) {
      await expect(page.getByRole("heading", { name: job.title ?? "", exact: true })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: "Apply Now" }).first()).toHaveAttribute(
      "href",
      "mailto:info@arkan-contracting.com?subject=Application%20for%20Senior%20Site%20Engineer%20(Civil)",
    );
  });

  test("team: every member, ordered, without dead contact links", async ({ page }) => {
    await page.goto("/teams");
    const names = await page.getByRole("heading", { level: 3 }).allTextContents();
    expect(names).toHaveLength(sampleOf("team").length);
    expect(names.slice(0, 2)).toEqual(["Khalid Al-Rashid", "Sara Haddad"]);
    await expect(
      page.getByRole("link", { name: "Yusuf Ibrahim on LinkedIn (opens in a new tab)" }),
    ).toHaveCount(0);
    await expect(page.getByRole("link", { name: "E-mail Nadia Saleh" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "E-mail Yusuf Ibrahim" })).toHaveAttribute(
      "href",
      "mailto:y.ibrahim@arkan-contracting.com",
    );
  });
});

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
