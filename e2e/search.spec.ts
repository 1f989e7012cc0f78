import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { NOTICE_PAGES } from "#src/config/navigation.ts";
import { expect, test, type Page } from "@playwright/test";
import { SEARCH_INDEX_DIR } from "#src/config/search.ts";
import { ar } from "#src/i18n/ar.ts";
import { en } from "#src/i18n/en.ts";
import { nuErrors } from "../tests/support/nu-checker";
import { axeViolations } from "./support/axe";
import { watchForCspViolations } from "./support/csp";
import { fixtureUrl } from "./support/fixtures";
import { arabicOf, sampleOf, type SampleOf } from "./support/sample";

type Project = SampleOf<"ourProjects">;
const englishProjects = sampleOf("ourProjects");
const AL_NOOR = englishProjects.find((project) => project._id === "project-al-noor-hotel") as Project;
const UNDER_CONSTRUCTION = englishProjects.filter((project) => project.status === "underConstruction");

const searchButton = (page: Page, words = en.search) =>
  page.getByRole("button", { name: words.open, exact: true });
const dialogOf = (page: Page, words = en.search) => page.getByRole("dialog", { name: words.heading });
const results = (page: Page) => page.locator("dialog[open] li a");
const hrefs = (page: Page) =>
  results(page).evaluateAll((links) => links.map((link) => link.getAttribute("href")));

async function search(page: Page, term: string, words = en.search) {
  await searchButton(page, words).click();
  const field = dialogOf(page, words).getByRole("searchbox", { name: words.field });
  await expect(field).toBeFocused();
  await field.fill(term);
  return field;
}

// What search finds is the same at any width: once, at a phone's. Its dialog is laid out, and
// checked by axe, at both.
test.describe("search at 390 px", () => {
  test.use({ viewport: { width: 390, height: 900 } });

  test("finds a project by its client: its kind, title, facts and the words matched, announced", async ({
    page,
  }) => {
    await page.goto("/careers");
    await search(page, AL_NOOR.client ?? "");
    const dialog = dialogOf(page);
    const result = dialog.getByRole("link", { name: new RegExp(AL_NOOR.title) });
    await expect(result).toHaveAttribute("href", `/ourProjects/${AL_NOOR._id}`);
    await expect(result).toContainText(en.search.kindOfResult.project);
    await expect(result).toContainText(AL_NOOR.location ?? "");
    await expect(result).toContainText(en.project.facts.statuses.completed);
    await expect(result.locator("mark").first()).toBeVisible();
    await expect(dialog.getByRole("status")).toHaveText(/^\d+ results?$/);
    expect(await hrefs(page), "an Arabic page among English results").not.toContainEqual(
      expect.stringMatching(/^\/ar\//),
    );
  });

  for (const [root, words] of [
    ["", en],
    ["/ar", ar],
  ] as const) {
    test(`finds a certificate by its standard and by its number, and opens the Classifications page at it (${root || "/"})`, async ({
      page,
    }) => {
      const certificate = sampleOf("classifications", root ? "ar" : "en").find((doc) =>
        doc._id.startsWith("iso-14001"),
      );
      for (const term of [certificate?.standard ?? "", certificate?.certificateNumber ?? ""]) {
        await page.goto(`${root}/teams`);
        await search(page, term, words.search);
        const result = dialogOf(page, words.search).getByRole("link", {
          name: new RegExp(certificate?.standard ?? ""),
        });
        await expect(result).toHaveAttribute("href", `${root}/classifications#certificate-iso-14001`);
        await expect(result).toContainText(words.classifications.heading);
        await result.click();
        await expect(page).toHaveURL(new RegExp(`${root}/classifications#certificate-iso-14001$`));
        await expect(
          page.getByRole("heading", { level: 3, name: certificate?.standard ?? "" }),
        ).toBeInViewport();
      }
    });
  }

  // What a visitor types: the region's name, without the word for region.
  for (const [root, words, term] of [
    ["", en, "Asir"],
    ["/ar", ar, "عسير"],
  ] as const) {
    test(`finds a project by its region's name, "${term}"`, async ({ page }) => {
      const airport = englishProjects.find((project) => project._id === "project-airport-t2") as Project;
      const title = (root ? arabicOf(airport)?.title : airport.title) ?? "";
      expect(words.project.facts.regions["SA-14"]).toContain(term);
      await page.goto(`${root}/careers`);
      await search(page, term, words.search);
      await expect(
        dialogOf(page, words.search).getByRole("link", { name: new RegExp(title) }),
      ).toHaveAttribute("href", `${root}/ourProjects/${airport._id}`);
    });
  }

  test("in Arabic, only Arabic pages, counted in Arabic", async ({ page }) => {
    const arabic = arabicOf(AL_NOOR);
    await page.goto("/ar/careers");
    await search(page, arabic?.client ?? "", ar.search);
    const dialog = dialogOf(page, ar.search);
    await expect(dialog.getByRole("link", { name: new RegExp(arabic?.title ?? "") })).toHaveAttribute(
      "href",
      `/ar/ourProjects/${AL_NOOR._id}`,
    );
    await expect(dialog.getByRole("status")).not.toHaveText(/[0-9]/);
    expect((await hrefs(page)).every((href) => href?.startsWith("/ar/"))).toBe(true);
  });
});

for (const width of [1440, 390]) {
  test.describe(`search's dialog at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const [language, path, words, term] of [
      ["English", "/", en.search, "Riyadh"],
      ["Arabic", "/ar", ar.search, "الرياض"],
    ] as const) {
      test(`axe finds nothing with the dialog open and results shown, in ${language}`, async ({ page }) => {
        await page.goto(path);
        await search(page, term, words);
        await expect(results(page).first()).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}

test("the Nu HTML Checker finds no error in a page with the dialog open, results and none shown, in both languages", async ({
  page,
}) => {
  const folder = mkdtempSync(join(tmpdir(), "search-nu-"));
  try {
    for (const [name, path, words, term] of [
      ["en-results", "/", en.search, "hotel"],
      ["ar-results", "/ar", ar.search, "فندق"],
      ["en-none", "/careers", en.search, "zzqxv"],
    ] as const) {
      await page.goto(path);
      await search(page, term, words);
      await expect(dialogOf(page, words).getByRole("status")).not.toHaveText(words.loading);
      const html = await page.evaluate(() => `<!doctype html>${document.documentElement.outerHTML}`);
      writeFileSync(join(folder, `${name}.html`), html);
    }
    expect(nuErrors(folder)).toEqual([]);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

test("no byte of search before the visitor reaches for it; then the index, within the policy", async ({
  page,
}) => {
  const violations = await watchForCspViolations(page);
  const fetched: string[] = [];
  page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  expect(fetched.filter((path) => path.startsWith(`/${SEARCH_INDEX_DIR}/`) || /Search/.test(path))).toEqual(
    [],
  );

  await search(page, "hotel");
  await expect(results(page).first()).toBeVisible();
  expect(fetched).toContainEqual(`/${SEARCH_INDEX_DIR}/pagefind.js`);
  expect(fetched).toContainEqual(expect.stringMatching(/\.pf_index$/));
  expect(fetched, "Pagefind's worker").toContainEqual(`/${SEARCH_INDEX_DIR}/pagefind-worker.js`);
  expect(await violations()).toEqual([]);
});

test("the site's stylesheet carries none of the dialog's own styles: they come with its code", async ({
  page,
  request,
}) => {
  await page.goto("/");
  const sheets = await page
    .locator('link[rel="stylesheet"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  expect(sheets.length).toBeGreaterThan(0);
  for (const href of sheets) {
    // The kind filters' chips (search-dialog/SearchFilters.tsx) are the only checked-state styles.
    expect(await (await request.get(href)).text(), href).not.toContain("has-checked");
  }
  await search(page, "hotel");
  const dialogSheet = page.locator('link[rel="stylesheet"][data-precedence="search"]');
  await expect(dialogSheet).toHaveCount(1);
  const href = (await dialogSheet.getAttribute("href")) ?? "";
  expect(await (await request.get(href)).text()).toContain("has-checked");
});

test("the keyboard: / and Ctrl+K open it, arrows move through results, Escape gives the focus back", async ({
  page,
}) => {
  await page.goto("/teams");
  // Before its island has hydrated: the shortcut itself brings it.
  await page.keyboard.press("/");
  const field = dialogOf(page).getByRole("searchbox");
  await expect(field).toBeFocused();
  await field.fill("hotel");
  await expect(results(page).first()).toBeVisible();

  await page.keyboard.press("ArrowDown");
  await expect(results(page).first()).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(results(page).nth(1)).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("ArrowUp");
  await expect(field).toBeFocused();

  await page.keyboard.press("Escape");
  await expect(dialogOf(page)).toBeHidden();
  await expect(searchButton(page)).toBeFocused();

  await page.keyboard.press("Control+k");
  await expect(field).toBeFocused();
  await expect(field, "the search is kept while the page is").toHaveValue("hotel");
  const first = await results(page).first().getAttribute("href");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${first}$`));
});

test("filters: positions only, and projects by status and category", async ({ page }) => {
  await page.goto("/");
  // In the location of most projects, the ongoing ones among them.
  await search(page, "Saudi");
  const dialog = dialogOf(page);
  await expect(results(page).first()).toBeVisible();

  // Each filter is waited for in the whole list: the first result may already match before the
  // list is filtered again.
  await dialog.getByText(en.search.kinds.position, { exact: true }).click();
  await expect(results(page).first()).toContainText(en.search.kindOfResult.position);
  await expect
    .poll(async () => (await hrefs(page)).filter((href) => !href?.startsWith("/careers/")))
    .toEqual([]);

  await dialog.getByText(en.search.kinds.project, { exact: true }).click();
  await dialog
    .getByRole("combobox", { name: en.search.status })
    .selectOption(en.project.facts.statuses.underConstruction);
  await expect(results(page).first()).toContainText(en.project.facts.statuses.underConstruction);
  const ongoing = new Set(UNDER_CONSTRUCTION.map((project) => `/ourProjects/${project._id}`));
  await expect.poll(async () => (await hrefs(page)).filter((href) => !ongoing.has(href ?? ""))).toEqual([]);

  await dialog.getByRole("combobox", { name: en.search.status }).selectOption(en.search.anyStatus);
  await dialog
    .getByRole("combobox", { name: en.search.category })
    .selectOption(en.projects.categories.Hospitality);
  await expect(results(page).first()).toBeVisible();
  for (const result of await results(page).all()) {
    await expect(result).toContainText(en.projects.categories.Hospitality);
  }
});

test("nothing found says so, and suggests the projects list", async ({ page }) => {
  await page.goto("/ar");
  await search(page, "zzqxv", ar.search);
  const dialog = dialogOf(page, ar.search);
  await expect(dialog.getByRole("status")).toHaveText(ar.search.count.zero);
  await expect(dialog.getByText(/zzqxv/)).toBeVisible();
  await expect(dialog.getByRole("link", { name: ar.search.suggestion })).toHaveAttribute(
    "href",
    "/ar/ourProjects",
  );
});

test("never the header, the footer, the 404 page or a list: each language's index holds its project, position and main pages", async ({
  page,
  request,
}) => {
  const entry = (await (await request.get(`/${SEARCH_INDEX_DIR}/pagefind-entry.json`)).json()) as {
    languages: Record<string, { page_count: number }>;
  };
  const positions = sampleOf("careers");
  // Its projects, positions, three main pages and the notices.
  expect(entry.languages["en"]?.page_count).toBe(
    englishProjects.length + positions.length + 3 + NOTICE_PAGES.length,
  );

  // Were the header, the footer or the 404 page's words indexed, every page would hold them:
  // the home page, whose own text holds none, would be found by each. (Words of them that a page
  // writes itself, as the accessibility statement writes "content", find that page.)
  for (const words of [en.site.skipToContent, en.notFound.lead, en.footer.thanks]) {
    await page.goto("/");
    await search(page, words);
    // Its count, once searched: "No results", "1 result", "2 results".
    await expect(dialogOf(page).getByRole("status")).toHaveText(/^(No results|\d+ results?)$/);
    expect(await hrefs(page), words).not.toContain("/");
  }
});

test.describe("hostile content", () => {
  test.use({ baseURL: fixtureUrl("hostile") });

  test("a title holding markup is found and shown as text", async ({ page }) => {
    await page.goto("/");
    await search(page, "canary");
    const result = page.locator('dialog[open] a[href="/ourProjects/hostile-project-markup"]');
    await expect(result).toBeVisible();
    await expect(result).toContainText("<script>window.__canary='script'</script> Tower");
    expect(await page.evaluate(() => "__canary" in window)).toBe(false);
    await expect(page.locator("dialog script, dialog svg[onload], dialog [data-injected]")).toHaveCount(0);
  });
});
