import { expect, test, type Page } from "@playwright/test";
import { PROJECT_CATEGORIES } from "#src/config/categories.ts";
import { PROJECTS_PER_PAGE } from "#src/config/display-limits.ts";
import { projectListPath } from "#src/lib/listing/project-path.ts";
import { fixtureUrl } from "./support/fixtures";
import { PORTFOLIO_SIZE, portfolioDocuments } from "./support/portfolio";
import { sampleOf, type SampleOf } from "./support/sample";
import { idle } from "../tooling/page-waits";

type Category = (typeof PROJECT_CATEGORIES)[number];
type Project = SampleOf<"ourProjects">;
const sample = sampleOf("ourProjects");

/** The list at the sample's size, and grown to a portfolio of PORTFOLIO_SIZE (the `portfolio` fixture). */
const SIZES = [
  { name: `the sample's ${sample.length} projects`, baseURL: undefined, projects: sample },
  {
    name: `${PORTFOLIO_SIZE} projects`,
    baseURL: fixtureUrl("portfolio"),
    // The English projects, each with a page (the sample's Arabic ones are their translations).
    projects: portfolioDocuments().filter(
      (doc) => doc._type === "ourProjects" && doc["language"] !== "ar",
    ) as Project[],
  },
];

/** The names a visitor's screen reader gives the bar, the page links and the list. */
const NAMES = { bar: "Project categories", pages: "Pages of projects", list: "Projects" };
const bar = (page: Page) => page.getByRole("navigation", { name: NAMES.bar });
const pages = (page: Page) => page.getByRole("navigation", { name: NAMES.pages });
const cardLinks = (page: Page) =>
  page
    .getByRole("region", { name: NAMES.list })
    .locator("a[data-project-card]")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
const pathOf = (project: Project) => `/ourProjects/${project._id}`;
const escape = (text: string) => text.replaceAll(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** The documents the page goes on to open, from now on: what a click navigated to, if anything. */
function navigations(page: Page): () => string[] {
  const opened: string[] = [];
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) opened.push(request.url());
  });
  return () => opened;
}

/** A list page's URL as its links give it: the path, landing on the category bar. */
const listUrl = (category: Category, pageNumber = 1) =>
  new RegExp(`${escape(projectListPath(category, pageNumber))}#categories$`);

for (const size of SIZES) {
  /** The projects a category must show, newest first (a missing year counts as 0), as paths. */
  const expected = (category: Category) =>
    size.projects
      .filter((project) => category === "All Projects" || project.category === category)
      .toSorted((a, b) => (b.year ?? 0) - (a.year ?? 0))
      .map(pathOf);

  test.describe(`projects list, ${size.name}`, () => {
    if (size.baseURL !== undefined) test.use({ baseURL: size.baseURL });

    for (const width of [1440, 390]) {
      test.describe(`at ${width} px`, () => {
        test.use({ viewport: { width, height: 900 } });

        test("the categories in order, 'All Projects' chosen, the newest projects first", async ({
          page,
        }) => {
          await page.goto("/ourProjects");
          await expect(bar(page).getByRole("link")).toHaveText([...PROJECT_CATEGORIES]);
          await expect(bar(page).locator("..")).toHaveCSS("position", "sticky");
          await expect(bar(page).getByRole("link", { name: "All Projects" })).toHaveAttribute(
            "aria-current",
            "page",
          );
          await expect(bar(page).locator("[aria-current]")).toHaveCount(1);
          await expect(page.getByRole("heading", { level: 2, name: "All Projects" })).toBeVisible();
          await expect(page.getByText(`${size.projects.length} project(s) found`)).toBeVisible();
          expect(await cardLinks(page)).toEqual(expected("All Projects").slice(0, PROJECTS_PER_PAGE));
        });

        // Each category's count and order, at both sizes, is the crawler's walk below; a click
        // on a chip, to one with projects and to the empty one, at the sample's size.
        const clicked = size.baseURL === undefined ? (["Airport", "Charitable & Community"] as const) : [];
        for (const category of clicked) {
          test(`'${category}' counts all its projects and shows the newest first`, async ({ page }) => {
            await page.goto("/ourProjects");
            await bar(page).getByRole("link", { name: category }).click();
            await page.waitForURL(listUrl(category));
            const paths = expected(category);
            await expect(bar(page).getByRole("link", { name: category })).toHaveAttribute(
              "aria-current",
              "page",
            );
            await expect(bar(page).locator("[aria-current]")).toHaveCount(1);
            // The choice lands on the bar, so it stays in view as the list below it changes.
            await expect(bar(page)).toBeInViewport();
            await expect(page.getByRole("heading", { level: 2, name: category })).toBeVisible();
            await expect(page.getByText(`${paths.length} project(s) found`)).toBeVisible();
            expect(await cardLinks(page)).toEqual(paths.slice(0, PROJECTS_PER_PAGE));
            if (paths.length === 0) {
              await expect(page.getByText("No projects found")).toBeVisible();
              await expect(page.getByText("Try selecting a different category")).toBeVisible();
            } else {
              await expect(page.getByText("No projects found")).toHaveCount(0);
            }
          });
        }

        test("the chosen category is scrolled into the bar's view", async ({ page }) => {
          await page.goto(projectListPath("Religious & Heritage"));
          await expect(bar(page).getByRole("link", { name: "Religious & Heritage" })).toBeInViewport({
            ratio: 1,
          });
        });

        // What the bar and the addresses do is the same at any size and width: once, on a phone.
        if (size.baseURL === undefined && width === 390) {
          test("the chosen category stays in the bar's view when the site's font arrives late", async ({
            page,
          }) => {
            // The fallback a machine has may be narrower than the site's font: the same font at
            // 70% stands in for it, and the site's fonts are held until the bar has been placed.
            let release = () => {};
            const released = new Promise<void>((resolve) => (release = resolve));
            await page.route(/\/_astro\/[^?]+\.woff2$/, async (route) => {
              await released;
              await route.continue();
            });
            await page.route("**/_astro/*.css", async (route) => {
              const response = await route.fetch();
              const css = await response.text();
              const font = /url\((\/_astro\/archivo-core\.[^)]+\.woff2)\)/.exec(css)?.[1];
              if (!font) throw new Error("no Archivo in the style sheet");
              const standIn = `@font-face{font-family:"Narrow stand-in";font-weight:100 900;src:url(${font}?stand-in);size-adjust:70%}`;
              await route.fulfill({
                response,
                body: standIn + css.replaceAll(`"Archivo Fallback"`, `"Narrow stand-in"`),
              });
            });
            await page.goto(projectListPath("Religious & Heritage"), { waitUntil: "domcontentloaded" });
            const chip = bar(page).getByRole("link", { name: "Religious & Heritage" });
            await expect(chip).toBeInViewport({ ratio: 1 });
            release();
            await page.evaluate(() => document.fonts.ready.then(() => undefined));
            expect(await page.evaluate(() => document.fonts.check('16px "Archivo Subset"'))).toBe(true);
            await expect(chip).toBeInViewport({ ratio: 1 });
          });

          test("the bar scrolls with the mouse wheel", async ({ page }) => {
            await page.goto("/ourProjects");
            const before = await bar(page).evaluate((e) => e.scrollLeft);
            await bar(page).hover();
            await page.mouse.wheel(0, 300);
            await expect.poll(() => bar(page).evaluate((e) => e.scrollLeft)).toBeGreaterThan(before);
            expect(await page.evaluate(() => window.scrollY)).toBe(0);
          });

          test("dragging the bar moves it twice the pointer distance, without choosing a category", async ({
            page,
          }) => {
            const opened = navigations(page);
            await page.goto("/ourProjects");
            const box = await bar(page).boundingBox();
            if (!box) throw new Error("no category bar");
            const y = box.y + box.height / 2;
            // A short drag that starts and ends on one category is not a click on it.
            const chip = await bar(page).getByRole("link", { name: "Hospitality" }).boundingBox();
            if (!chip) throw new Error("no chip");
            await page.mouse.move(chip.x + chip.width / 2, y);
            await page.mouse.down();
            await page.mouse.move(chip.x + chip.width / 2 - 8, y, { steps: 4 });
            await page.mouse.up();
            // Played to the bar once its code is in and hydrated: from 16 ms to 1.25 s after the
            // release, in 12 runs on this two-core machine (a fixed 300 ms wait failed twice).
            await expect.poll(() => bar(page).evaluate((e) => e.scrollLeft)).toBe(16);
            await expect(page).toHaveURL(/\/ourProjects$/);
            const before = await bar(page).evaluate((e) => e.scrollLeft);

            const startX = box.x + Math.min(box.width - 20, 300);
            await page.mouse.move(startX, y);
            await page.mouse.down();
            await page.mouse.move(startX - 40, y, { steps: 4 });
            await page.mouse.move(startX - 100, y, { steps: 4 });
            expect(await bar(page).evaluate((e) => e.scrollLeft)).toBe(before + 200);
            await page.mouse.up();
            await idle(page);
            expect(opened()).toEqual([`${new URL(page.url()).origin}/ourProjects`]);
            // The next click is a real choice again.
            await bar(page).getByRole("link", { name: "Airport" }).click();
            await page.waitForURL(listUrl("Airport"));
          });

          test("each choice is an address: Back and Forward walk the choices", async ({ page }) => {
            await page.goto("/ourProjects");
            await bar(page).getByRole("link", { name: "Airport" }).click();
            await page.waitForURL(listUrl("Airport"));
            await bar(page).getByRole("link", { name: "Government & Royal" }).click();
            await page.waitForURL(listUrl("Government & Royal"));

            await page.goBack();
            await expect(bar(page).getByRole("link", { name: "Airport" })).toHaveAttribute(
              "aria-current",
              "page",
            );
            expect(await cardLinks(page)).toEqual(expected("Airport").slice(0, PROJECTS_PER_PAGE));
            await page.goBack();
            await expect(page).toHaveURL(/\/ourProjects$/);
            await expect(bar(page).getByRole("link", { name: "All Projects" })).toHaveAttribute(
              "aria-current",
              "page",
            );
            await page.goForward();
            await page.waitForURL(listUrl("Airport"));
          });

          test("a shared link of the earlier query form opens that category", async ({ page }) => {
            await page.goto("/careers");
            await page.goto("/ourProjects?category=Government+%26+Royal");
            await page.waitForURL(listUrl("Government & Royal"));
            await expect(page.getByRole("heading", { level: 2, name: "Government & Royal" })).toBeVisible();
            // It replaced the old address: Back leaves the list.
            await page.goBack();
            await expect(page).toHaveURL(/\/careers$/);
          });
        }

        test("a long list comes in pages of results, walked with Next, Previous and the numbers", async ({
          page,
        }) => {
          const paths = expected("All Projects");
          const pageCount = Math.ceil(paths.length / PROJECTS_PER_PAGE);
          await page.goto("/ourProjects");
          if (pageCount === 1) {
            await expect(pages(page)).toHaveCount(0);
            return;
          }
          await expect(pages(page).getByRole("link", { name: "Previous" })).toHaveCount(0);
          await expect(pages(page).locator("[aria-current=page]")).toHaveText("Page 1");
          await pages(page).getByRole("link", { name: "Next" }).click();
          await page.waitForURL(listUrl("All Projects", 2));
          await expect(bar(page)).toBeInViewport();
          await expect(pages(page).locator("[aria-current=page]")).toHaveText("Page 2");
          // Every page counts the whole category.
          await expect(page.getByText(`${paths.length} project(s) found`)).toBeVisible();
          expect(await cardLinks(page)).toEqual(paths.slice(PROJECTS_PER_PAGE, 2 * PROJECTS_PER_PAGE));

          await pages(page)
            .getByRole("link", { name: `Page ${pageCount}`, exact: true })
            .click();
          await page.waitForURL(listUrl("All Projects", pageCount));
          expect(await cardLinks(page)).toEqual(paths.slice((pageCount - 1) * PROJECTS_PER_PAGE));
          await expect(pages(page).getByRole("link", { name: "Next" })).toHaveCount(0);
          await pages(page).getByRole("link", { name: "Previous" }).click();
          await page.waitForURL(listUrl("All Projects", pageCount - 1));

          await page.goBack();
          await page.waitForURL(listUrl("All Projects", pageCount));
          await pages(page).getByRole("link", { name: "Page 1", exact: true }).click();
          await page.waitForURL(listUrl("All Projects"));
        });

        test("the page numbers stay one row within the screen, even at four digits each", async ({
          page,
        }) => {
          const pageCount = Math.ceil(expected("All Projects").length / PROJECTS_PER_PAGE);
          test.skip(pageCount < 9, "fewer than nine pages never show the most page links, seven");
          await page.goto(projectListPath("All Projects", 5));
          const entries = pages(page).locator("ol > li");
          await expect(entries).toHaveCount(7);
          // As they are, then as page 9999 of 9999 would have them (a portfolio of 240,000).
          for (const digits of [undefined, "9999"]) {
            if (digits !== undefined) {
              await pages(page)
                .locator("ol a")
                .evaluateAll((links, text) => {
                  for (const link of links) if (link.lastChild) link.lastChild.textContent = text;
                }, digits);
            }
            const boxes = await entries.evaluateAll((items) =>
              items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect),
            );
            expect(new Set(boxes.map((box) => Math.round(box.top))).size, digits).toBe(1);
            expect(Math.max(...boxes.map((box) => box.height)), digits).toBeLessThanOrEqual(48);
            expect(Math.max(...boxes.map((box) => box.right)), digits).toBeLessThanOrEqual(width);
          }
        });

        test("a card shows its cover, clamped description and value, and opens its page, scrolled to height ÷ 2.5", async ({
          page,
        }) => {
          await page.goto("/ourProjects");
          // The newest project with an image: its card is on the first page.
          const first = expected("All Projects").find((path) =>
            size.projects.some((candidate) => pathOf(candidate) === path && candidate.images?.length),
          );
          const project = size.projects.find((candidate) => pathOf(candidate) === first);
          if (!first || !project?.value || !project.title)
            throw new Error("no project with an image and a value");
          const card = page.locator(`a[data-project-card][href="${first}"]`);
          await expect(card.getByRole("heading", { level: 3 })).toHaveText(project.title);
          await expect(card.getByText(project.value, { exact: true })).toBeVisible();
          await expect(card.locator("p.line-clamp-3")).toHaveCSS("-webkit-line-clamp", "3");
          await expect(card.getByRole("img")).toHaveAttribute(
            "src",
            /\/sample-cdn\/images\/sample\/production\//,
          );
          await card.click();
          await expect(page).toHaveURL(new RegExp(`${escape(first)}$`));
          // Measured on the loaded page: the target is its height / 2.5, or as far as it can scroll.
          const offTarget = () =>
            page.evaluate(() => {
              const height = document.documentElement.scrollHeight;
              return Math.abs(window.scrollY - Math.min(height / 2.5, height - window.innerHeight));
            });
          await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
          await expect.poll(offTarget).toBeLessThan(2);
        });
      });
    }

    test("a project page opened directly stays at the top", async ({ page }) => {
      const [first] = expected("All Projects");
      await page.goto(first ?? "");
      await idle(page);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });
  });
}

test.describe("the category bar, a React island hydrated on reach", () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  const islandCode = "**/_astro/CategoryBar.*.js";
  const isHydrated = (page: Page) =>
    bar(page).evaluate((element) => element.closest("astro-island[ssr]") === null);
  /** Holds the island's code back until `release` is called. */
  const holdIslandCode = async (page: Page) => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(islandCode, async (route) => {
      await released;
      await route.continue();
    });
    return release;
  };

  test("loads no React until the visitor reaches for it", async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    await page.goto("/ourProjects");
    await idle(page);
    expect(requested.filter((url) => /\/_astro\/(CategoryBar|client)\./.test(url))).toEqual([]);
    await bar(page).hover();
    await expect.poll(() => isHydrated(page)).toBe(true);
  });

  test("the first wheel, made while its code is on the way, still scrolls it", async ({ page }) => {
    const release = await holdIslandCode(page);
    await page.goto("/ourProjects");
    await bar(page).hover();
    await page.mouse.wheel(0, 300);
    expect(await isHydrated(page)).toBe(false);
    release();
    await expect.poll(() => bar(page).evaluate((e) => e.scrollLeft)).toBeGreaterThan(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("the first drag, made while its code is on the way, still moves it, and chooses nothing", async ({
    page,
  }) => {
    const release = await holdIslandCode(page);
    const opened = navigations(page);
    await page.goto("/ourProjects");
    const box = await bar(page).boundingBox();
    if (!box) throw new Error("no category bar");
    const [x, y] = [box.x + Math.min(box.width - 20, 300), box.y + box.height / 2];
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x - 100, y, { steps: 5 });
    await page.mouse.up();
    expect(await isHydrated(page)).toBe(false);
    release();
    await expect.poll(() => bar(page).evaluate((e) => e.scrollLeft)).toBe(200);
    await idle(page);
    expect(opened()).toEqual([`${new URL(page.url()).origin}/ourProjects`]);
  });

  test("a category's page is fetched as the visitor points at it, before the click", async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    await page.goto("/ourProjects");
    await bar(page).getByRole("link", { name: "Airport" }).hover();
    await expect.poll(() => requested).toContain(projectListPath("Airport"));
  });

  test("a choice keeps the bar where it was on the page it opens", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/ourProjects");
    // Scrolled along, to a category that is not the chosen one and shows whole.
    const name = await bar(page).evaluate((element) => {
      element.scrollLeft = 400;
      const frame = element.getBoundingClientRect();
      const whole = [...element.querySelectorAll("a:not([aria-current])")].find((link) => {
        const box = link.getBoundingClientRect();
        return box.left >= frame.left && box.right <= frame.right;
      });
      return whole?.textContent?.trim() ?? "";
    });
    const chip = (current: Page) => bar(current).getByRole("link", { name, exact: true });
    const before = await chip(page).boundingBox();
    await chip(page).click();
    await page.waitForURL(listUrl(name as Category));
    await expect(chip(page)).toHaveAttribute("aria-current", "page");
    expect((await chip(page).boundingBox())?.x).toBe(before?.x);
  });
});
