/**
 * The content team's Studio, as an editor finds it: built from studio/ and signed in against
 * the Sanity-compatible test server (e2e/support/serve-studio.ts), which holds the sample.
 */
import { expect as baseExpect, type Locator, type Page } from "@playwright/test";
import { EMAIL_MESSAGE, LINKEDIN_MESSAGE } from "../studio/schema-types/rules";
import { FACT_LEFT_OUT } from "../studio/schema-types/project-fact-fields.ts";
import { ADD_ORIGINAL_ITEMS } from "#src/lib/content/original-values.ts";
import { en } from "#src/i18n/en.ts";
import { CARD_FACT_LIMIT } from "#src/config/display-limits.ts";
import {
  STUDIO_FACTS_PROJECT,
  STUDIO_MEMBER,
  STUDIO_STRONGLY_JOINED,
  STUDIO_UNTRANSLATED,
  studioUrl,
  STUDIO_TEST_MS,
  STUDIO_WAIT_MS,
} from "./support/fixtures";
import { arabicOf, sampleOf } from "./support/sample";
import { mutate, readApi } from "./support/studio-api.ts";
import { withMenuOpen } from "./support/studio-menus.ts";
import { fillKept, test, visit } from "./support/studio-page.ts";
import { BUILD_INFO_PATH } from "#src/lib/build-info.ts";
import { translationEntry, UNTRANSLATED_SAMPLE_ID } from "../tooling/sample-data/arabic.ts";

// One worker, one page, the tests in order (studio-page.ts). The Studio is slow to start on a
// busy two-core machine (fixtures.ts).
test.describe.configure({ mode: "default", timeout: STUDIO_TEST_MS });
const expect = baseExpect.configure({ timeout: STUDIO_WAIT_MS });

/** A pane of the desk, by its title: its items are the listbox's options. */
const pane = (page: Page, title: string) => page.getByRole("listbox", { name: title, exact: true });
const structureError = (page: Page) => page.getByText("Encountered an error while reading structure");

test("the desk is grouped as the site's pages, then what is not yet in Arabic", async ({ page }) => {
  await visit(page, "/structure");
  await expect(pane(page, "Content").getByRole("option")).toHaveText([
    "Home",
    "Projects",
    "Credentials",
    "Careers",
    "Team",
    "Notices",
    "Not yet in Arabic",
  ]);
  await pane(page, "Content").getByRole("link", { name: "Home" }).click();
  await expect(pane(page, "Home").getByRole("option")).toHaveText([
    "Site settings (English)",
    "Site settings (Arabic)",
    "About Us (English)",
    "About Us (Arabic)",
    "Our Services",
    "Some Of Our Projects",
    "Our Clients",
  ]);

  // A list drawn from its filter, as the desk's lists are (each one's: tests/studio/structure.test.ts).
  const [airport] = sampleOf("ourProjects").filter((project) => project.category === "Airport");
  await pane(page, "Content").getByRole("link", { name: "Projects" }).click();
  await pane(page, "Projects").getByRole("link", { name: "By category" }).click();
  await pane(page, "By category").getByRole("link", { name: "Airport", exact: true }).click();
  await expect(
    pane(page, "Airport")
      .getByRole("link", { name: airport?.title ?? "" })
      .first(),
  ).toBeVisible();
  await expect(structureError(page)).toHaveCount(0);
});

test("Not yet in Arabic lists the documents the Arabic site shows in English, each opening it", async ({
  page,
}) => {
  const untranslated = sampleOf("ourProjects").find((project) => project._id === UNTRANSLATED_SAMPLE_ID);
  await visit(page, "/structure");
  await pane(page, "Content").getByRole("link", { name: "Not yet in Arabic" }).click();
  const entry = page.getByRole("link", { name: new RegExp(`^${untranslated?.title ?? ""}`) });
  await expect(entry).toBeVisible();
  // A translated document is not listed.
  await expect(
    page.getByRole("link", { name: new RegExp(`^${sampleOf("aboutUs")[0]?.title ?? ""}`) }),
  ).toHaveCount(0);
  await entry.click();
  await expect(page.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(
    untranslated?.title ?? "",
  );
});

test("About Us is a single document in each language, each one click from the desk, which the create menu does not offer", async ({
  page,
}) => {
  const [about] = sampleOf("aboutUs");
  await visit(page, "/structure/home");
  await pane(page, "Home").getByRole("link", { name: "About Us (Arabic)" }).click();
  // The Arabic document, found through its translation set.
  await expect(page.getByRole("textbox", { name: "Heading" })).toHaveValue(arabicOf(about)?.title ?? "");
  await pane(page, "Home").getByRole("link", { name: "About Us (English)" }).click();
  await expect(page.getByRole("textbox", { name: "Heading" })).toHaveValue(about?.title ?? "");

  await withMenuOpen(
    page.getByRole("button", { name: "Create new document" }),
    page.getByRole("link", { name: "Project (English)", exact: true }),
  );
  const creatable = await page
    .locator('a[href^="/intent/create/"]')
    .evaluateAll((links) => links.map((link) => /type=([\w.]+)/.exec(link.getAttribute("href") ?? "")?.[1]));
  expect(creatable).toContain("ourProjects");
  expect(creatable).not.toContain("aboutUs");
  expect(creatable).not.toContain("mainClassification");
});

test("every new document has its language from the start: the create menu offers each translated type in each language, a shared one once", async ({
  page,
}) => {
  await visit(page, "/structure");
  await withMenuOpen(
    page.getByRole("button", { name: "Create new document" }),
    page.getByRole("link", { name: "Project (Arabic)", exact: true }),
  );
  const templates = await page
    .locator('a[href^="/intent/create/"]')
    .evaluateAll((links) =>
      links.map((link) => /template=([\w.-]+)/.exec(link.getAttribute("href") ?? "")?.[1]),
    );
  // A translated type's default template makes a document with no language; a bare set, none
  // at all. A type shared by the languages (a safety record) has only its default.
  expect(templates.length).toBeGreaterThan(0);
  expect(templates.filter((template) => !/-(en|ar)$/.test(template ?? ""))).toEqual(["safetyRecord"]);
  for (const type of ["ourProjects", "careers", "team"]) {
    expect(templates).toEqual(expect.arrayContaining([`${type}-en`, `${type}-ar`]));
  }
});

test("a new document is created, filled and published, with no reload", async ({ page }) => {
  await visit(page, "/structure");
  const template = page.getByRole("link", { name: "Team member (English)", exact: true });
  await withMenuOpen(page.getByRole("button", { name: "Create new document" }), template, () =>
    template.click({ timeout: 5_000 }),
  );
  const name = page.getByRole("textbox", { name: "Name", exact: true });
  await expect(name).toBeEditable();
  await fillKept(name, "Studio Test Engineer");
  // The pane's path ends in the new document's id and the template it was made from.
  const id = /;([\w-]+)(?:%2C|,)template/.exec(page.url())?.[1] ?? "";
  expect(id).not.toBe("");
  const stored = async (documentId: string) =>
    (
      (await readApi(`/data/doc/production/${documentId}`)) as {
        documents: { name?: string; language?: string }[];
      }
    ).documents[0];
  // A new document is a draft, in its language from the start: nothing is published yet.
  await expect
    .poll(() => stored(`drafts.${id}`))
    .toMatchObject({ name: "Studio Test Engineer", language: "en" });
  await expect(page.getByText("Saving...")).toHaveCount(0);
  expect(await stored(id)).toBeUndefined();

  const publish = page.getByRole("button", { name: "Publish", exact: true });
  await publish.click();
  await expect.poll(() => stored(id)).toMatchObject({ name: "Studio Test Engineer" });
  expect(await stored(`drafts.${id}`)).toBeUndefined();
  // The Studio hears of it without a reload: nothing left to publish.
  await expect(publish).toBeDisabled();
});

test("the Studio's search finds a project by a word of its title, in either language", async ({ page }) => {
  const [project] = sampleOf("ourProjects").filter((candidate) => arabicOf(candidate) !== undefined);
  const arabic = arabicOf(project);
  await visit(page, "/structure");
  const box = page.getByPlaceholder("Search", { exact: true });
  for (const title of [project?.title, arabic?.title].map(String)) {
    const word = title.split(" ").find((part) => part.length > 3) ?? title;
    // Typed again if the search closed under it, as the Studio's layout settles (studio-menus.ts).
    await withMenuOpen(page.getByRole("button", { name: "Open search" }), box, async () => {
      await box.fill(word);
      await expect(page.getByRole("option").filter({ hasText: title }).first()).toBeVisible({
        timeout: 10_000,
      });
    });
  }
  // The translation sets that join documents are the plugin's, not an editor's to find.
  await expect(page.getByRole("option").filter({ hasText: "Translation metadata" })).toHaveCount(0);
});

test("Help and resources opens its menu, and the Studio stays up", async ({ page }) => {
  // The Studio asks for the editor's grants in the project as it starts, and the menu reads
  // them; the Studio fell over on the answer.
  const grants = page.waitForResponse((response) => response.url().includes("/grants"));
  // Loaded afresh, from the files cached: the grants are asked for as the Studio starts.
  await page.goto(studioUrl("/structure"));
  expect((await grants).status()).toBe(200);
  await withMenuOpen(page.getByRole("button", { name: "Help and resources" }), page.getByRole("menu"));
  await expect(page.getByText("An error occurred")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Create new document" })).toBeVisible();
});

test("a published document says whether it is on the site yet, by the site's build record", async ({
  page,
}) => {
  const [member] = sampleOf("team");
  // The record at the site's address (PUBLIC_SITE_URL where the Studio was built with one).
  const record = `**${BUILD_INFO_PATH}`;
  const serve = (builtAt: string | undefined, failure?: { startedAt: string; reason: string }) =>
    page.route(record, (route) =>
      builtAt === undefined
        ? route.fulfill({ status: 404, body: "Not found" })
        : route.fulfill({ json: { builtAt, finishedAt: builtAt, failure } }),
    );
  const badge = (label: string) => page.getByText(label, { exact: true });
  // Opened from the desk each time: the badge reads the record as the document opens.
  const open = async () => {
    await visit(page, "/structure/team");
    await visit(page, `/structure/team;${member?._id}`);
    await expect(page.getByRole("textbox", { name: "Name", exact: true })).toBeEditable();
  };

  // The site's last build began after the sample was published, then before, then a later one
  // failed, then the record cannot be read.
  await serve("2999-01-01T00:00:00.000Z");
  await open();
  await expect(badge("Live")).toBeVisible();
  await page.unrouteAll();
  await serve("2000-01-01T00:00:00.000Z");
  await open();
  await expect(badge("Waiting for the site")).toBeVisible();
  // A build begun since the publish failed, as the self-hosted receiver records it.
  await page.unrouteAll();
  await serve("2000-01-01T00:00:00.000Z", {
    startedAt: "2999-01-01T00:00:00.000Z",
    reason: "The content service did not answer.",
  });
  await open();
  await expect(badge("Site build failed")).toBeVisible();
  await page.unrouteAll();
  await serve(undefined);
  await open();
  await expect(badge("Site status unknown")).toBeVisible();
  await page.unrouteAll();
});

/** A project's document pane, once its form is ready. */
async function openProject(page: Page, id: string) {
  await visit(page, `/structure/projects;ourProjects;${id}`);
  await expect(page.getByRole("textbox", { name: "Title", exact: true })).toBeEditable();
}

/** Does `act` with the document pane's action menu open. */
const withDocumentActions = (page: Page, act: (menu: Locator) => Promise<void>) =>
  withMenuOpen(page.getByRole("button", { name: "Open document actions" }), page.getByRole("menu"), () =>
    act(page.getByRole("menu")),
  );

/**
 * Chooses one of the document pane's actions, then the button `confirm` of the dialog it opens:
 * again if the dialog closed before it, as the pane rendered afresh (studio-menus.ts).
 */
const chooseAction = (page: Page, name: string, confirm: string) =>
  expect(async () => {
    await withDocumentActions(page, (menu) => menu.getByRole("menuitem", { name }).click({ timeout: 5_000 }));
    await page.getByRole("dialog").getByRole("button", { name: confirm }).click({ timeout: 5_000 });
  }).toPass({ timeout: STUDIO_WAIT_MS });

/**
 * Adds the document's translation in a language with the Translations menu: opened again if it
 * closed under the click (in CI, its language's button was detached and never came back).
 */
const addTranslation = (page: Page, language: RegExp) => {
  const choice = page.getByRole("button", { name: language });
  return withMenuOpen(page.getByRole("button", { name: "Translations" }), choice, () =>
    choice.click({ timeout: 5_000 }),
  );
};

const setsNaming = async (id: string) =>
  (
    (await readApi(
      `/data/query/production?query=${encodeURIComponent(`*[_type == "translation.metadata" && references("${id}")]`)}`,
    )) as {
      result: {
        translations: {
          language: string;
          value: { _ref: string; _weak?: boolean; _strengthenOnPublish?: unknown };
        }[];
      }[];
    }
  ).result;

test("a translation made in the Studio is joined by weak references, so it can be deleted or unpublished", async ({
  page,
}) => {
  await visit(page, `/structure/projects;ourProjects;${STUDIO_UNTRANSLATED._id}`);
  await expect(page.getByRole("textbox", { name: "Title", exact: true })).toBeEditable();
  await addTranslation(page, /العربية/);
  await expect.poll(async () => (await setsNaming(STUDIO_UNTRANSLATED._id)).length).toBe(1);
  const [set] = await setsNaming(STUDIO_UNTRANSLATED._id);
  expect(set?.translations.map(({ language }) => language).toSorted()).toEqual(["ar", "en"]);
  for (const { value } of set?.translations ?? []) {
    expect(value).toMatchObject({ _weak: true });
    expect(value._strengthenOnPublish).toBeUndefined();
  }
});

test("a translation joined before the references were weak is deleted with Delete translation..., which takes it out of its set first", async ({
  page,
}) => {
  const { english, arabic } = STUDIO_STRONGLY_JOINED;
  await openProject(page, arabic._id);
  await chooseAction(page, "Delete translation...", "Unset translation reference");
  await expect
    .poll(async () => (await setsNaming(english._id))[0]?.translations.map(({ language }) => language))
    .toEqual(["en"]);

  await chooseAction(page, "Delete translation...", "Delete document");
  await expect
    .poll(
      async () =>
        ((await readApi(`/data/doc/production/${arabic._id}`)) as { documents: unknown[] }).documents,
    )
    .toEqual([]);
  // Its English original stays, and so does its set, naming the English alone.
  expect(
    ((await readApi(`/data/doc/production/${english._id}`)) as { documents: unknown[] }).documents,
  ).toHaveLength(1);
});

test("Duplicate copies a translated document with its translations", async ({ page }) => {
  const [project] = sampleOf("ourProjects");
  await openProject(page, project?._id ?? "");
  await withDocumentActions(page, async (menu) => {
    await expect(menu.getByRole("menuitem", { name: "Duplicate with translations" })).toBeVisible({
      timeout: 5_000,
    });
    await expect(menu.getByRole("menuitem", { name: /^Duplicate(?! with translations)/ })).toHaveCount(0);
  });
});

/**
 * An input's direction, by its label. Polled: the form can render afresh as it settles, and a
 * replaced input has no computed style.
 */
const direction = (page: Page, name: string) =>
  page.getByRole("textbox", { name, exact: true }).evaluate((input) => getComputedStyle(input).direction);

test("an Arabic document's text is written right to left; its e-mail stays left to right", async ({
  page,
}) => {
  const arabic = arabicOf(sampleOf("team")[0]);
  await visit(page, `/structure/team;${arabic?._id}`);
  await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(arabic?.name ?? "");
  await expect.poll(() => direction(page, "Name")).toBe("rtl");
  await expect.poll(() => direction(page, "Position")).toBe("rtl");
  await expect.poll(() => direction(page, "E-mail")).toBe("ltr");
});

test("an English document's text stays left to right", async ({ page }) => {
  const [member] = sampleOf("team");
  await visit(page, `/structure/team;${member?._id}`);
  await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(member?.name ?? "");
  await expect.poll(() => direction(page, "Name")).toBe("ltr");
});

/** The validation panel's entry for a field: its title, then the message. */
const problem = (page: Page, field: string, message: string) =>
  page.getByRole("button", { name: `${field} ${message}`, exact: true });

test("a stored link the site would drop is an error as soon as the document opens", async ({ page }) => {
  await visit(page, `/structure/team;${STUDIO_MEMBER._id}`);
  await expect(page.getByRole("textbox", { name: "LinkedIn" })).toHaveValue(STUDIO_MEMBER.linkedIn);

  await page.getByRole("button", { name: "Validation" }).click();
  await expect(problem(page, "LinkedIn", LINKEDIN_MESSAGE)).toBeVisible();
  await expect(problem(page, "E-mail", EMAIL_MESSAGE)).toBeVisible();
});

test("an edit is saved, and the Studio says so; a link the site would drop is an error as it is typed", async ({
  page,
}) => {
  const [member] = sampleOf("team");
  await visit(page, `/structure/team;${member?._id}`);
  const linkedIn = page.getByRole("textbox", { name: "LinkedIn" });
  await expect(linkedIn).toBeEditable();
  await fillKept(linkedIn, "http://www.linkedin.com/in/someone");
  const stored = async () => {
    const draft = await readApi(`/data/doc/production/drafts.${member?._id}`);
    return (draft as { documents: { linkedIn?: string }[] }).documents[0]?.linkedIn;
  };
  await expect.poll(stored).toBe("http://www.linkedin.com/in/someone");
  // The listener's confirmation of the save: without it the Studio says "Saving..." for good.
  await expect(page.getByText("Saving...")).toHaveCount(0);

  await page.getByRole("button", { name: "Validation" }).click();
  await expect(problem(page, "LinkedIn", LINKEDIN_MESSAGE)).toBeVisible();
});

test("a project's facts are a group of their own, checked with the site's rules as the document opens", async ({
  page,
}) => {
  await visit(page, `/structure/projects;ourProjects;${STUDIO_FACTS_PROJECT._id}`);
  await expect(page.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(
    STUDIO_FACTS_PROJECT.title,
  );
  await page.getByRole("tab", { name: "Facts" }).click();
  await expect(page.getByRole("textbox", { name: "Title", exact: true })).toHaveCount(0);
  const statuses = Object.values(en.project.facts.statuses);
  for (const status of statuses) await expect(page.getByRole("radio", { name: status })).not.toBeChecked();

  await page.getByRole("button", { name: "Validation" }).click();
  await expect(
    problem(page, "Status", `The status must be one of "completed" or "underConstruction": ${FACT_LEFT_OUT}`),
  ).toBeVisible();
  await expect(
    problem(
      page,
      "Start year",
      "The start (2022) is after the completion (2021): the site leaves the start out otherwise, and shows the completion alone.",
    ),
  ).toBeVisible();
  await expect(
    problem(
      page,
      "Built-up area (m²)",
      `The area must be a positive number of square metres: ${FACT_LEFT_OUT}`,
    ),
  ).toBeVisible();
  await expect(
    problem(
      page,
      "Location",
      `Over ${CARD_FACT_LIMIT} characters: the card shows the first ${CARD_FACT_LIMIT} and "...", the project page all of it.`,
    ),
  ).toBeVisible();
  await expect(
    problem(
      page,
      "Coordinates",
      "The point 26.2285, 50.586 is not in Saudi Arabia, the country of the project's region: the map marks the project at its region's seat instead, unless the point is corrected.",
    ),
  ).toBeVisible();
  // The region by its name, and the point as two numbers: no altitude, and no map to load.
  await expect(page.getByRole("combobox", { name: "Region" }).locator("option:checked")).toHaveText(
    en.project.facts.regions["SA-04"],
  );
  await expect(page.getByRole("spinbutton", { name: "Latitude" })).toHaveValue("26.2285");
  await expect(page.getByRole("spinbutton", { name: "Longitude" })).toHaveValue("50.586");
  await expect(page.getByRole("spinbutton", { name: "Altitude" })).toHaveCount(0);
});

test("an Arabic project shows the facts the languages share as its English version publishes them, read-only, with a link to it", async ({
  page,
}) => {
  // A pair of its own, joined as the Translations menu joins them, so the tests running
  // meanwhile read the sample unchanged.
  const suffix = `${test.info().workerIndex}-${test.info().repeatEachIndex}`;
  const [sample] = sampleOf("ourProjects").filter((project) => arabicOf(project) !== undefined);
  const english = {
    ...sample,
    _id: `project-shared-facts-${suffix}`,
    title: `Shared Facts Depot ${suffix}`,
    status: "completed",
    year: 2021,
  };
  const arabic = {
    ...arabicOf(sample),
    _id: `${english._id}-ar`,
    title: `مستودع الحقائق المشتركة ${suffix}`,
  };
  expect(arabic).not.toHaveProperty("year");
  const set = {
    _id: `translations-${english._id}`,
    _type: "translation.metadata",
    translations: [translationEntry("en", english._id), translationEntry("ar", arabic._id)],
  };
  const written = await mutate([english, arabic, set].map((doc) => ({ createOrReplace: doc })));
  expect(written).toBe(true);

  await visit(page, `/structure/projects;ourProjects;${arabic._id}`);
  await expect(page.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(arabic.title);
  await page.getByRole("tab", { name: "Facts" }).click();
  const year = page.getByRole("spinbutton", { name: "Completion year" });
  await expect(year).toHaveValue("2021");
  await expect(year).not.toBeEditable();
  const completed = page.getByRole("radio", { name: en.project.facts.statuses.completed });
  await expect(completed).toBeChecked();
  await expect(completed).toBeDisabled();
  await expect(page.getByRole("link", { name: "English version" }).first()).toHaveAttribute(
    "href",
    new RegExp(english._id),
  );
  // A fact each language writes for itself stays the Arabic document's own.
  await expect(page.getByRole("textbox", { name: "Location" })).toBeEditable();

  // Published on the English version, a new year shows on the Arabic at once.
  expect(await mutate([{ patch: { id: english._id, set: { year: 2022 } } }])).toBe(true);
  await expect(year).toHaveValue("2022");
});

test("the Arabic settings show the English settings' numbers, read-only, and add the figures they lack", async ({
  page,
}) => {
  // A pair of its own, so the tests running meanwhile read the sample's settings unchanged.
  const suffix = `${test.info().workerIndex}-${test.info().repeatEachIndex}`;
  const figure = (key: string, label: string, value?: number) => ({
    _key: key,
    _type: "statistic",
    label,
    ...(value === undefined ? {} : { value }),
  });
  const english = {
    _id: `settings-shared-${suffix}`,
    _type: "siteSettings",
    language: "en",
    homeStatistics: [figure("years", "Years", 41), figure("projects", "Projects", 1234)],
  };
  const arabic = {
    _id: `${english._id}-ar`,
    _type: "siteSettings",
    language: "ar",
    homeStatistics: [figure("years", "سنوات")],
  };
  const set = {
    _id: `translations-${english._id}`,
    _type: "translation.metadata",
    translations: [translationEntry("en", english._id), translationEntry("ar", arabic._id)],
  };
  expect(await mutate([english, arabic, set].map((doc) => ({ createOrReplace: doc })))).toBe(true);

  await visit(page, `/intent/edit/id=${arabic._id};type=siteSettings`);
  const statistics = page.getByRole("group").filter({ hasText: "Home page statistics" });
  // Listed with the English number, which its page shows, not "No number".
  const years = statistics.getByRole("button", { name: "سنوات 41" });
  await expect(years).toBeVisible();
  await expect(statistics.getByText("No number")).toHaveCount(0);

  const lacks = statistics.getByText("has 1 item this list lacks");
  await expect(lacks).toBeVisible();
  // Once in a full run (CI's load), the click was lost: the form is drawn again as the
  // document's listener catches up with the test's own write, and a click on the button being
  // replaced does nothing. The button adds what the list lacks, at once, in the form: clicked
  // again only while the list still lacks it, it never adds a figure twice. It is disabled
  // while the form is read-only, until the document has loaded, and a click waits for it: once
  // (CI, under load) a figure added before then was gone when the document came.
  await expect(async () => {
    if (await lacks.isVisible()) await statistics.getByRole("button", { name: ADD_ORIGINAL_ITEMS }).click();
    await expect(lacks).toHaveCount(0, { timeout: 3_000 });
  }).toPass({ timeout: STUDIO_WAIT_MS });
  await expect(statistics.getByRole("button", { name: "No label 1234" })).toBeVisible();

  await years.click();
  const number = page.getByRole("spinbutton", { name: "Number" });
  await expect(number).toHaveValue("41");
  await expect(number).not.toBeEditable();
  await expect(page.getByRole("dialog").getByRole("link", { name: "English version" })).toHaveAttribute(
    "href",
    new RegExp(english._id),
  );
  await expect(page.getByRole("dialog").getByRole("textbox", { name: "Label" })).toBeEditable();
});

test("a project written in Arabic first keeps its facts: editable there, and taken by its English version when the Translations menu adds it", async ({
  page,
}) => {
  const suffix = `${test.info().workerIndex}-${test.info().repeatEachIndex}`;
  const [sample] = sampleOf("ourProjects").filter((project) => arabicOf(project) !== undefined);
  const arabic = {
    ...arabicOf(sample),
    _id: `project-arabic-first-${suffix}`,
    title: `مشروع كتب بالعربية أولا ${suffix}`,
    // Completed: the list of projects under construction, tested meanwhile, stays the sample's.
    status: "completed",
    startYear: 2024,
    area: 52000,
  };
  expect(await mutate([{ createOrReplace: arabic }])).toBe(true);

  await openProject(page, arabic._id);
  await page.getByRole("tab", { name: "Facts" }).click();
  // No English version yet: its facts are its own, and typed here.
  const start = page.getByRole("spinbutton", { name: "Start year" });
  await expect(start).toHaveValue("2024");
  await expect(start).toBeEditable();

  await addTranslation(page, /English/);
  const englishId = async () =>
    (await setsNaming(arabic._id))[0]?.translations.find(({ language }) => language === "en")?.value._ref;
  await expect.poll(englishId).toBeDefined();
  const draft = async () =>
    (
      (await readApi(`/data/doc/production/drafts.${(await englishId()) ?? ""}`)) as {
        documents: Record<string, unknown>[];
      }
    ).documents[0];
  await expect
    .poll(async () => {
      const english = await draft();
      return english && [english["language"], english["status"], english["startYear"], english["area"]];
    })
    .toEqual(["en", "completed", 2024, 52000]);
});

test("a closing date already past is warned as it is entered, and the position is marked closed in its list", async ({
  page,
}) => {
  // A day past whenever the test runs, and after the position was posted (2024-01-01). The
  // clock stays real: with it fixed, the form stayed read-only for a minute on a busy machine.
  const closed = "2025-06-30";
  const [position] = sampleOf("careers");
  await visit(page, `/structure/careers;careers;${position?._id}`);
  const closesOn = page.getByRole("textbox", { name: "Closes on" });
  await expect(closesOn).toBeEditable();
  await fillKept(closesOn, closed, { press: "Enter" });

  const notice = `Closed on ${closed}: the site's next build takes its card and page down`;
  await page.getByRole("button", { name: "Validation" }).click();
  await expect(problem(page, "Closes on", notice)).toBeVisible();
  await expect(
    pane(page, en.careers.openPositions).getByRole("link", { name: position?.title ?? "" }),
  ).toContainText(`Closed on ${closed}`);
});
