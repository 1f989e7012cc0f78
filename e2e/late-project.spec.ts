import { expect, test } from "@playwright/test";
import { watchForCspViolations } from "./support/csp";
import { fixtureUrl, LATE_PROJECT } from "./support/fixtures";

// A site built through a content service that stays up and has gained a project since the
// build: the 404 page asks the service for it (see serve-fixture.ts).
const QUERY = /\/v2024-01-01\/data\/query\/production\?/;

test.describe("a project published after the last build", () => {
  test.use({ baseURL: fixtureUrl("live") });

  test("is fetched by the 404 page and shown as its built page would be", async ({ page }) => {
    const violations = await watchForCspViolations(page);
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    // Hold the answer back a moment, to see the loading state.
    await page.route(QUERY, async (route) => {
      await answered;
      await route.continue();
    });

    const response = await page.goto(`/ourProjects/${LATE_PROJECT._id}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Loading project...");
    release();

    await expect(page.getByRole("heading", { level: 1 })).toHaveText(LATE_PROJECT.title);
    await expect(page).toHaveTitle(`${LATE_PROJECT.title} | Arkan Contracting`);
    await expect(page.getByText(LATE_PROJECT.category, { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Description" })).toBeVisible();
    await expect(page.getByText(/60,000 m² cross-dock warehouse/)).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Project Investment" })).toBeVisible();
    await expect(page.getByText(LATE_PROJECT.value, { exact: true })).toBeVisible();
    await expect(page.getByRole("img", { name: LATE_PROJECT.title })).toHaveAttribute(
      "src",
      /^https:\/\/cdn\.sanity\.io\/images\/fixture\/production\/201267c8d664d164d073bf153ca47d06a5c9c4e3-1200x800\.jpg\?rect=0,63,1200,675&w=1200&h=675&fit=crop&/,
    );
    await expect(page.getByRole("link", { name: "Back to Projects" })).toHaveAttribute(
      "href",
      "/ourProjects",
    );
    expect(await violations()).toEqual([]);
  });

  test("looks like a built project page", async ({ page }) => {
    const structure = () =>
      page
        .locator("main article")
        .evaluate((article) =>
          [...article.querySelectorAll("h1, h2, a, section")].map(
            (element) => `${element.localName}.${element.className}`,
          ),
        );
    await page.goto("/ourProjects/project-al-noor-hotel");
    const built = await structure();
    await page.goto(`/ourProjects/${LATE_PROJECT._id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(LATE_PROJECT.title);
    expect(await structure()).toEqual(built);
  });

  test("with only a title, shows what a built page shows: no category line, empty texts, '0 Images'", async ({
    page,
  }) => {
    await page.route(QUERY, (route) =>
      route.fulfill({
        status: 200,
        body: JSON.stringify({
          result: { documents: [{ _id: LATE_PROJECT._id, title: "Untitled Works" }], translations: null },
        }),
        headers: { "access-control-allow-origin": "*" },
      }),
    );
    await page.goto(`/ourProjects/${LATE_PROJECT._id}`);
    const article = page.locator("main article");
    await expect(article.getByRole("heading", { level: 1 })).toHaveText("Untitled Works");
    await expect(article.getByText("0 Images")).toBeVisible();
    // The way back, then the title: nothing between them.
    expect(
      await article.evaluate((element) => [...element.children].slice(0, 2).map((child) => child.localName)),
    ).toEqual(["a", "h1"]);
    for (const heading of ["Description", "Project Investment"]) {
      const section = article.getByRole("region", { name: heading });
      await expect(section.locator("p").first()).toHaveText("");
    }
  });

  test("an id the service does not have: 'Project not found' with 'Back to Projects'", async ({ page }) => {
    await page.goto("/ourProjects/no-such-project");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Project not found");
    await expect(page.getByRole("link", { name: "Back to Projects" })).toHaveAttribute(
      "href",
      "/ourProjects",
    );
  });

  for (const [failure, handle] of [
    ["the request fails", (route: import("@playwright/test").Route) => route.abort("connectionrefused")],
    [
      "the service answers 500",
      (route: import("@playwright/test").Route) => route.fulfill({ status: 500, body: "{}" }),
    ],
    [
      "the answer is not a project",
      (route: import("@playwright/test").Route) =>
        route.fulfill({
          status: 200,
          body: '{"result":{"documents":[{"title":7}]}}',
          headers: { "access-control-allow-origin": "*" },
        }),
    ],
    [
      "the answer is a draft, which the build would have left out too",
      (route: import("@playwright/test").Route) =>
        route.fulfill({
          status: 200,
          body: '{"result":{"documents":[{"_id":"drafts.project-published-later","title":"Harbour Logistics Hub"}]}}',
          headers: { "access-control-allow-origin": "*" },
        }),
    ],
  ] as const) {
    test(`${failure}: 'Failed to fetch project' with 'Back to Projects'`, async ({ page }) => {
      await page.route(QUERY, handle);
      await page.goto(`/ourProjects/${LATE_PROJECT._id}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Failed to fetch project");
      await expect(page.getByRole("link", { name: "Back to Projects" })).toHaveAttribute(
        "href",
        "/ourProjects",
      );
    });
  }
});

test("in sample mode an unknown project is 'Project not found' at once, without asking anyone", async ({
  page,
}) => {
  const asked: string[] = [];
  page.on("request", (request) => {
    if (QUERY.test(request.url())) asked.push(request.url());
  });
  await page.goto("/ourProjects/project-published-later", { waitUntil: "load" });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Project not found", { timeout: 1000 });
  expect(asked).toEqual([]);
});
