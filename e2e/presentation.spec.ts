/**
 * The draft preview as the content team uses it from the Studio (e2e/support/serve-studio.ts):
 * the Presentation tool frames the preview server in draft mode, a text clicked there opens its
 * document at that field, an edit shows in the framed page as it is saved, each document lists
 * the pages that show it, and "Open preview" opens its page in draft mode. A static preview
 * build, for hosts with no server, reloads itself when rebuilt.
 */
import {
  expect as baseExpect,
  type ConsoleMessage,
  type Locator,
  type Page,
  type Request,
  type Response,
} from "@playwright/test";
import { ar } from "#src/i18n/ar.ts";
import { en } from "#src/i18n/en.ts";
import { sampleOf } from "./support/sample";
import { mutate, readApi } from "./support/studio-api.ts";
import { withMenuOpen } from "./support/studio-menus.ts";
import { fillKept, test, visit } from "./support/studio-page.ts";
import { STUDIO_PORTS, STUDIO_TEST_MS, STUDIO_WAIT_MS } from "./support/fixtures";

// One worker, one page, the tests in order (studio-page.ts). The Studio is slow to start on a
// busy two-core machine (fixtures.ts).
test.describe.configure({ mode: "default", timeout: STUDIO_TEST_MS });
const expect = baseExpect.configure({ timeout: STUDIO_WAIT_MS });

const previewUrl = (path = "/") => `http://127.0.0.1:${STUDIO_PORTS.preview}${path}`;
const staticPreviewUrl = (path = "/") => `http://127.0.0.1:${STUDIO_PORTS.staticPreview}${path}`;
const about = sampleOf("aboutUs")[0];
const project = sampleOf("ourProjects").find((doc) => doc.title?.startsWith("Al Noor"));
const framed = (page: Page) => page.frameLocator(`iframe[src^="${previewUrl()}"]`);

/**
 * Types `expected` into the Studio's `field`, runs `typed`, and expects the framed page's
 * `heading` to show the edit. Says why when it does not: what the field holds and whether the
 * Studio says it is saving, whether the API's draft holds the edit, whether a render asked then
 * shows it, and, since the edit, what the framed page asked its server (its renders and its
 * stream of saved changes, not its files), the Studio's saves, each with its answer and when,
 * and the framed page's console errors.
 */
async function editShows(
  page: Page,
  field: Locator,
  heading: Locator,
  draftId: string,
  expected: string,
  typed: () => Promise<void> = async () => {},
) {
  const started = Date.now();
  const events: string[] = [];
  const note = (what: string) => events.push(`${((Date.now() - started) / 1000).toFixed(1)} s ${what}`);
  const named = (request: Request) => {
    const { origin, pathname } = new URL(request.url());
    if (/\/data\/(mutate|actions)\//.test(pathname)) return "the Studio's save";
    return `${origin}/` === previewUrl() && !/^\/(_astro|media|fonts)\//.test(pathname)
      ? pathname
      : undefined;
  };
  const asked = (request: Request) => {
    const name = named(request);
    if (name !== undefined) note(`${name} asked`);
  };
  const answered = (response: Response) => {
    const name = named(response.request());
    if (name !== undefined) note(`${name} answered ${response.status()}`);
  };
  const failed = (request: Request) => {
    const name = named(request);
    if (name !== undefined) note(`${name} failed: ${request.failure()?.errorText ?? "?"}`);
  };
  const logged = (message: ConsoleMessage) => {
    if (message.type() === "error" && message.location().url.startsWith(previewUrl()))
      note(`the framed page's console: ${message.text()}`);
  };
  page.on("request", asked).on("response", answered).on("requestfailed", failed).on("console", logged);
  try {
    await fillKept(field, expected);
    await typed();
    await expect(heading)
      .toContainText(expected)
      .catch(async (error: Error) => {
        const value = await field.inputValue({ timeout: 5_000 }).catch(() => "(not found)");
        const saving =
          (await page.getByText("Saving...").count()) > 0 ? "says it is saving" : "is not saving";
        const { documents } = (await readApi(`/data/doc/production/${draftId}`)) as { documents: unknown[] };
        const draft =
          documents.length === 0
            ? "no draft"
            : JSON.stringify(documents).includes(expected)
              ? "a draft holding the edit"
              : "a draft without the edit";
        const frame = page.frames().find((candidate) => candidate.url().startsWith(previewUrl()));
        // A render asked now: whether the server has the edit, and how long it takes.
        const inFrame = await frame?.evaluate(async (wanted) => {
          const asked = performance.now();
          try {
            const response = await fetch(window.location.href, {
              cache: "no-store",
              signal: AbortSignal.timeout(10_000),
            });
            const shows = (await response.text()).includes(wanted) ? "shows it" : "does not show it";
            return `a render asked now: ${response.status}, ${shows}, in ${Math.round(performance.now() - asked)} ms`;
          } catch (failure) {
            return `a render asked now failed: ${String(failure)}`;
          }
        }, expected);
        error.message += `\nThe Studio's field holds ${JSON.stringify(value)}, and the Studio ${saving}. The API has ${draft}. The framed page (${frame?.url() ?? "none"}): ${inFrame ?? "not found"}. Since the edit: ${events.slice(-40).join("; ") || "nothing"}.`;
        throw error;
      });
  } finally {
    page.off("request", asked).off("response", answered).off("requestfailed", failed).off("console", logged);
  }
}

test("Presentation shows the preview, and a text clicked there opens its field", async ({ page }) => {
  await visit(page, "/presentation");
  const preview = framed(page);
  await expect(preview.getByRole("complementary", { name: "Draft preview" })).toBeVisible();
  const heading = preview.getByRole("heading", { name: about?.title ?? "" });
  // The overlay names the field it edits, from the text's edit info. It follows the pointer as
  // it comes over the text, once Presentation lists the page's documents; a page that renders
  // itself afresh meanwhile (other tests save) takes the pointer's place: the pointer comes again.
  await expect(page.getByRole("listbox", { name: "Documents on this page" })).toBeVisible();
  await expect(async () => {
    await page.mouse.move(0, 0);
    await heading.hover();
    await expect(preview.getByText(about?.title ?? "", { exact: true }).last()).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: STUDIO_WAIT_MS });
  await heading.click();
  await expect(page).toHaveURL(/\/presentation\/aboutUs\/aboutUs-main\/title/);
  await expect(page.getByRole("textbox", { name: "Heading" })).toHaveValue(about?.title ?? "");
  await expect(page.getByText("Used on one page")).toBeVisible();
});

test("a project lists the pages that show it, and opens its page in the preview", async ({ page }) => {
  await visit(page, `/intent/edit/id=${project?._id};type=ourProjects`);
  await expect(page.getByRole("textbox", { name: "Title" })).toHaveValue(project?.title ?? "");
  // Its page, its category's list, and all projects.
  await expect(page.getByText("Used on 3 pages")).toBeVisible();
  const popup = page.waitForEvent("popup");
  const openPreview = page.getByRole("menuitem", { name: "Open preview" });
  await withMenuOpen(page.getByRole("button", { name: "Document actions" }), openPreview, () =>
    openPreview.click({ timeout: 5_000 }),
  );
  const opened = await popup;
  await expect(opened).toHaveURL(previewUrl(`/ourProjects/${project?._id}`));
  // With its edit info after it, in invisible characters.
  await expect(opened.getByRole("heading", { level: 1 })).toContainText(project?.title ?? "");
  await expect(opened.getByRole("complementary", { name: "Draft preview" })).toContainText(
    "drafts as they stand",
  );
  await opened.close();
});

test("a project's facts: a written fact opens its field, and the status reads as on the public site", async ({
  page,
}) => {
  const path = `/ourProjects/${project?._id}`;
  await visit(page, `/presentation/ourProjects/${project?._id}?preview=${encodeURIComponent(path)}`);
  const facts = framed(page).getByRole("region", { name: en.project.facts.heading });
  // The status is compared with the two statuses: it carries no edit info, so it reads as its label.
  await expect(facts.getByText(en.project.facts.statuses.completed, { exact: true })).toBeVisible();
  const client = facts.getByText(project?.client ?? "");
  await expect(page.getByRole("textbox", { name: "Title" })).toHaveValue(project?.title ?? "");
  await expect(async () => {
    await page.mouse.move(0, 0);
    await client.hover();
    await client.click();
    await expect(page).toHaveURL(/\/presentation\/ourProjects\/project-al-noor-hotel\/client/, {
      timeout: 2_000,
    });
  }).toPass({ timeout: STUDIO_WAIT_MS });
  await expect(page.getByRole("textbox", { name: "Client" })).toHaveValue(project?.client ?? "");
});

test("a certificate's facts: its number opens its field, and its validity reads as on the public site", async ({
  page,
}) => {
  const certificate = sampleOf("classifications").find((doc) => doc._id === "iso-9001");
  await visit(
    page,
    `/presentation/classifications/iso-9001?preview=${encodeURIComponent("/classifications")}`,
  );
  const entry = framed(page)
    .getByRole("listitem")
    .filter({ has: framed(page).getByRole("heading", { level: 3, name: certificate?.standard ?? "" }) });
  // The days are compared with the visitor's day: they carry no edit info, so they read as written.
  await expect(entry.locator("time")).toHaveAttribute("datetime", certificate?.validUntil ?? "");
  const number = entry.getByText(certificate?.certificateNumber ?? "");
  await expect(page.getByRole("textbox", { name: "Title" })).toHaveValue(certificate?.title ?? "");
  await expect(async () => {
    await page.mouse.move(0, 0);
    await number.hover();
    await number.click();
    await expect(page).toHaveURL(/\/presentation\/classifications\/iso-9001\/certificateNumber/, {
      timeout: 2_000,
    });
  }).toPass({ timeout: STUDIO_WAIT_MS });
  await expect(page.getByRole("textbox", { name: "Certificate number" })).toHaveValue(
    certificate?.certificateNumber ?? "",
  );
});

test("an edit in Presentation shows in the framed page as it is saved, even while that page still loads", async ({
  page,
}) => {
  // A project of its own, so that the tests running meanwhile read the sample.
  const edited = {
    ...sampleOf("ourProjects").find((doc) => doc._id !== project?._id),
    _id: `project-edited-in-presentation-${test.info().workerIndex}-${test.info().repeatEachIndex}`,
    title: "A Project Edited In Presentation",
  };
  expect(await mutate([{ createOrReplace: edited }])).toBe(true);
  const path = `/ourProjects/${edited._id}`;
  // The framed page's scripts wait until the Studio has saved the edit: it is saved before the
  // page can hear of it, as when an editor types while a slow connection still loads the page.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const scripts = (url: URL) => url.href.startsWith(`${previewUrl()}_astro/`) && url.pathname.endsWith(".js");
  await page.route(scripts, async (route) => {
    await released;
    await route.continue();
  });
  try {
    await visit(page, `/presentation/ourProjects/${edited._id}?preview=${encodeURIComponent(path)}`);
    const heading = framed(page).getByRole("heading", { level: 1 });
    const title = page.getByRole("textbox", { name: "Title" });
    await expect(title).toHaveValue(edited.title);
    await expect(heading).toContainText(edited.title);

    const renamed = `Renamed in the Studio at ${Date.now()}`;
    await editShows(page, title, heading, `drafts.${edited._id}`, renamed, async () => {
      await expect
        .poll(async () => JSON.stringify(await readApi(`/data/doc/production/drafts.${edited._id}`)))
        .toContain(renamed);
      await expect(page.getByText("Saving...")).toHaveCount(0);
      release();
    });
    await expect(page.getByText("Saving...")).toHaveCount(0);
  } finally {
    release();
    await page.unroute(scripts);
    await mutate([{ delete: { id: `drafts.${edited._id}` } }, { delete: { id: edited._id } }]);
  }
});

test("the Arabic headline and a home statistic open their fields in the site settings, and an edit shows as it is saved", async ({
  page,
}) => {
  const settings = "siteSettings-main-ar";
  await visit(page, `/presentation/siteSettings/${settings}?preview=${encodeURIComponent("/ar")}`);
  const headline = framed(page).getByRole("heading", { level: 1 });
  await expect(headline).toContainText(ar.hero.headline);
  const field = page.getByRole("textbox", { name: "Headline", exact: true });
  await expect(field).toHaveValue(ar.hero.headline);
  try {
    const renamed = `عنوان جديد ${Date.now()}`;
    await editShows(page, field, headline, `drafts.${settings}`, renamed);
    await expect(page.getByText("Saving...")).toHaveCount(0);

    const label = framed(page).getByRole("term").filter({ hasText: ar.homeStatistics.labels.projects });
    await expect(async () => {
      await page.mouse.move(0, 0);
      await label.hover();
      await label.click();
      await expect(page).toHaveURL(/\/presentation\/siteSettings\/siteSettings-main-ar\/homeStatistics/, {
        timeout: 2_000,
      });
    }).toPass({ timeout: STUDIO_WAIT_MS });
    await expect(page.getByRole("textbox", { name: "Label" })).toHaveValue(ar.homeStatistics.labels.projects);
  } finally {
    await mutate([{ delete: { id: `drafts.${settings}` } }]);
  }
});

test("an open page of a static preview build reloads itself when a newer build is served, and only then", async ({
  freshPage: page,
}) => {
  // The build marker, as the preview's server would serve it before and after a rebuild.
  let served = "Built 2026-11-22T10:00:00.000Z\n";
  let asked = 0;
  await page.route("**/preview-build.txt", (route) => {
    asked += 1;
    return route.fulfill({ body: served, contentType: "text/plain" });
  });
  let loads = 0;
  page.on("load", () => (loads += 1));
  await page.goto(staticPreviewUrl("/careers"));
  // Asked as it opened, then two rounds later (every 2 s): the second round's answer, the same
  // build, has been weighed by then, and the page stayed.
  await expect.poll(() => asked).toBeGreaterThanOrEqual(3);
  expect(loads).toBe(1);
  const reloaded = page.waitForEvent("load");
  served = "Built 2026-11-22T10:00:09.000Z\n";
  await reloaded;
  await expect(page).toHaveURL(staticPreviewUrl("/careers"));
});
