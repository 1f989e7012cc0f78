import { expect, test, type Locator, type Page } from "@playwright/test";
import { ar } from "#src/i18n/ar.ts";
import { en } from "#src/i18n/en.ts";
import { CARD_FACT_LIMIT } from "#src/config/display-limits.ts";
import { UNTRANSLATED_SAMPLE_ID } from "../tooling/sample-data/arabic.ts";
import { fixtureUrl, LATE_PROJECT, LATE_PROJECT_ARABIC } from "./support/fixtures";
import { arabicOf, sampleOf, type SampleOf } from "./support/sample";

type Project = SampleOf<"ourProjects">;
const projects = sampleOf("ourProjects");
const byId = (id: string) => projects.find((project) => project._id === id) as Project;

const EVERY_FACT = byId("project-al-noor-hotel");
const NO_FACTS = byId("project-kings-academy");
const UNDER_CONSTRUCTION = byId(UNTRANSLATED_SAMPLE_ID);
const LONG_LOCATION = byId("project-data-centre-security");
/** Years the Studio only warns of: a completion years ahead, a start before the founding. */
const PLANNED = byId("project-guest-palace");
const ACQUIRED = byId("project-palm-gardens");

/** The panel's facts as a visitor reads them: each label with its text. */
const facts = (page: Page, heading = en.project.facts.heading) =>
  page
    .getByRole("region", { name: heading })
    .locator("dl > div")
    .evaluateAll((entries) =>
      entries.map((entry) => [
        entry.querySelector("dt")?.textContent,
        entry.querySelector("dd")?.textContent,
      ]),
    );

const cardOf = (page: Page, title: string): Locator =>
  page.locator("[data-project-card]", { has: page.getByRole("heading", { name: title, exact: true }) });

for (const width of [1440, 390]) {
  test.describe(`project facts at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("a project with every fact lists each, labelled, beside its description and investment", async ({
      page,
    }) => {
      await page.goto(`/ourProjects/${EVERY_FACT._id}`);
      const words = en.project.facts;
      expect(await facts(page)).toEqual([
        [words.client, EVERY_FACT.client],
        [words.location, EVERY_FACT.location],
        [words.status, words.statuses.completed],
        [words.period, `${EVERY_FACT.startYear}–${EVERY_FACT.year}`],
        [words.area, `${EVERY_FACT.area?.toLocaleString("en-US")} m²`],
        [words.scope, EVERY_FACT.scope],
      ]);
      await expect(page.getByRole("region", { name: words.heading })).toBeVisible();
      await expect(page.getByRole("region", { name: en.project.description })).toBeVisible();
      await expect(page.getByRole("region", { name: en.project.investment })).toBeVisible();
    });

    test("in Arabic, in Arabic words and the page's digits", async ({ page }) => {
      const arabic = arabicOf(EVERY_FACT);
      await page.goto(`/ar/ourProjects/${EVERY_FACT._id}`);
      const words = ar.project.facts;
      expect(await facts(page, words.heading)).toEqual([
        [words.client, arabic?.client],
        [words.location, arabic?.location],
        [words.status, words.statuses.completed],
        [words.period, "٢٠١٨–٢٠٢١"],
        [words.area, "٨٦٬٥٠٠ م²"],
        [words.scope, arabic?.scope],
      ]);
      await expect(page.getByRole("region", { name: words.heading }).locator("[lang]")).toHaveCount(0);
    });
  });
}

test("a project without facts shows no empty panel", async ({ page }) => {
  expect(NO_FACTS).not.toHaveProperty("status");
  await page.goto(`/ourProjects/${NO_FACTS._id}`);
  await expect(page.getByRole("region", { name: en.project.description })).toBeVisible();
  await expect(page.getByRole("region", { name: en.project.investment })).toBeVisible();
  await expect(page.getByRole("region", { name: en.project.facts.heading })).toHaveCount(0);
  await expect(page.locator("dl")).toHaveCount(0);
});

test("a project under construction with no completion year reads 'Since' its start", async ({ page }) => {
  expect(UNDER_CONSTRUCTION).not.toHaveProperty("year");
  await page.goto(`/ourProjects/${UNDER_CONSTRUCTION._id}`);
  const words = en.project.facts;
  expect(await facts(page)).toEqual(
    expect.arrayContaining([
      [words.status, words.statuses.underConstruction],
      [words.period, `Since ${UNDER_CONSTRUCTION.startYear}`],
    ]),
  );
});

test("in Arabic, an untranslated project's own facts are marked English, the page's words are not", async ({
  page,
}) => {
  await page.goto(`/ar/ourProjects/${UNDER_CONSTRUCTION._id}`);
  const panel = page.getByRole("region", { name: ar.project.facts.heading });
  const definition = (label: string) =>
    panel.locator("div", { has: page.getByText(label, { exact: true }) }).locator("dd");
  await expect(definition(ar.project.facts.client)).toHaveText(UNDER_CONSTRUCTION.client ?? "");
  await expect(definition(ar.project.facts.client)).toHaveAttribute("lang", "en");
  await expect(definition(ar.project.facts.scope)).toHaveAttribute("lang", "en");
  await expect(definition(ar.project.facts.status)).toHaveText(ar.project.facts.statuses.underConstruction);
  await expect(definition(ar.project.facts.status)).not.toHaveAttribute("lang");
  await expect(definition(ar.project.facts.period)).toHaveText("منذ ٢٠٢٥");
});

test.describe("a project planned years ahead, and one begun before the founding", () => {
  test("are on the list and have their pages, with their years, in both languages", async ({ page }) => {
    expect(PLANNED.year).toBeGreaterThanOrEqual(2030);
    expect(ACQUIRED.startYear).toBeLessThan(1985);
    for (const [project, english, arabic] of [
      [PLANNED, `${PLANNED.startYear}–${PLANNED.year} (expected)`, "٢٠٢٣–٢٠٣٠ (متوقع)"],
      [ACQUIRED, `${ACQUIRED.startYear}–${ACQUIRED.year}`, "١٩٨٣–١٩٨٨"],
    ] as const) {
      await page.goto("/ourProjects");
      await cardOf(page, project.title).click();
      await expect(page).toHaveURL(new RegExp(`/ourProjects/${project._id}$`));
      // The address changes as the new page commits, before its panel is parsed: poll for it.
      await expect.poll(() => facts(page)).toContainEqual([en.project.facts.period, english]);

      await page.goto("/ar/ourProjects");
      await cardOf(page, arabicOf(project)?.title ?? "").click();
      await expect(page).toHaveURL(new RegExp(`/ar/ourProjects/${project._id}$`));
      await expect
        .poll(() => facts(page, ar.project.facts.heading))
        .toContainEqual([ar.project.facts.period, arabic]);
    }
  });
});

test.describe("the projects list's cards", () => {
  test("show the location and status beside the category, so an ongoing project stands out", async ({
    page,
  }) => {
    await page.goto("/ourProjects");
    const ongoing = cardOf(page, UNDER_CONSTRUCTION.title);
    await expect(ongoing).toContainText(UNDER_CONSTRUCTION.location ?? "");
    await expect(ongoing).toContainText(en.project.facts.statuses.underConstruction);
    const done = cardOf(page, EVERY_FACT.title);
    await expect(done).toContainText(EVERY_FACT.location ?? "");
    await expect(done).toContainText(en.project.facts.statuses.completed);
    // Every sample project with a status has it on its card, and only then.
    for (const project of projects) {
      await expect(cardOf(page, project.title).getByText(/^(Completed|Under construction)$/)).toHaveCount(
        project.status === undefined ? 0 : 1,
      );
    }
  });

  test("cut a long location after its limit; the page shows it whole", async ({ page }) => {
    const location = LONG_LOCATION.location ?? "";
    expect(location.length).toBeGreaterThan(CARD_FACT_LIMIT);
    await page.goto("/ourProjects");
    await expect(cardOf(page, LONG_LOCATION.title)).toContainText(`${location.slice(0, CARD_FACT_LIMIT)}...`);
    await expect(cardOf(page, LONG_LOCATION.title)).not.toContainText(location);
    await page.goto(`/ourProjects/${LONG_LOCATION._id}`);
    expect(await facts(page)).toContainEqual([en.project.facts.location, location]);
  });

  test("in Arabic, the status in Arabic", async ({ page }) => {
    await page.goto("/ar/ourProjects");
    const arabic = arabicOf(EVERY_FACT);
    const card = cardOf(page, arabic?.title ?? "");
    await expect(card).toContainText(arabic?.location ?? "");
    await expect(card).toContainText(ar.project.facts.statuses.completed);
  });
});

test.describe("a project published after the build", () => {
  test.use({ baseURL: fixtureUrl("live") });

  test("shows its facts as a built page does, in both languages", async ({ page }) => {
    await page.goto(`/ourProjects/${LATE_PROJECT._id}`);
    const words = en.project.facts;
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(LATE_PROJECT.title);
    expect(await facts(page)).toEqual([
      [words.client, LATE_PROJECT.client],
      [words.location, LATE_PROJECT.location],
      [words.status, words.statuses.underConstruction],
      [words.period, `${LATE_PROJECT.startYear}–${LATE_PROJECT.year} (expected)`],
      [words.area, "60,000 m²"],
      [words.scope, LATE_PROJECT.scope],
    ]);

    await page.goto(`/ar/ourProjects/${LATE_PROJECT._id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(LATE_PROJECT_ARABIC.title);
    expect(await facts(page, ar.project.facts.heading)).toEqual([
      [ar.project.facts.client, LATE_PROJECT_ARABIC.client],
      [ar.project.facts.location, LATE_PROJECT_ARABIC.location],
      [ar.project.facts.status, ar.project.facts.statuses.underConstruction],
      [ar.project.facts.period, "٢٠٢٥–٢٠٢٧ (متوقع)"],
      [ar.project.facts.area, "٦٠٬٠٠٠ م²"],
      [ar.project.facts.scope, LATE_PROJECT_ARABIC.scope],
    ]);
  });
});
