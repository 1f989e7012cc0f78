/**
 * A project published after the build shows its facts as a built page does: the browser renders
 * them (the live fixture). What the built pages say of a project's facts is read from dist/ in
 * tests/dist-pages/project-facts.test.ts.
 */
import { expect, test, type Page } from "@playwright/test";
import { ar } from "#src/i18n/ar.ts";
import { en } from "#src/i18n/en.ts";
import { fixtureUrl, LATE_PROJECT, LATE_PROJECT_ARABIC } from "./support/fixtures";

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
