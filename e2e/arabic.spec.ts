/**
 * The Arabic site as only a browser shows it: direction computed from letters, the Arabic face
 * fetched only where needed, no upper-casing, counters that fit, the menu's switch, the gallery,
 * the category bar and the item viewer running right to left, and the 404 page's script. What
 * the Arabic pages' HTML says (language, direction, headings, translations, twins, digits) is
 * read from dist/ (tests/dist-pages/arabic.test.ts).
 */
import { expect, test, type Page } from "@playwright/test";
import { arrowIcon, ICONS } from "#src/components/ui/icons.ts";
import { ar } from "#src/i18n/ar.ts";
import { en } from "#src/i18n/en.ts";
import { fixtureUrl, LATE_PROJECT, LATE_PROJECT_ARABIC, LATE_UNTRANSLATED_PROJECT } from "./support/fixtures";
import { hydrated } from "./support/islands";
import { sampleOf } from "./support/sample";
import { FONT_FAMILIES } from "../tooling/fonts/font-families.ts";
import { UNTRANSLATED_SAMPLE_ID } from "../tooling/sample-data/arabic.ts";
import { ARABIC_ONLY_DOCUMENTS } from "../tooling/sample-data/content.ts";
import { frames, idle } from "../tooling/page-waits";

const [PROJECT] = sampleOf("ourProjects");

test("an untranslated project's English title is set left to right by its own letters", async ({ page }) => {
  await page.goto(`/ar/ourProjects/${UNTRANSLATED_SAMPLE_ID}`);
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveAttribute("dir", "auto");
  expect(await heading.evaluate((element) => getComputedStyle(element).direction)).toBe("ltr");
});

test.describe("the language switch leads to the same page in the other language", () => {
  test("in the mobile menu, on a project page", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/ar/ourProjects/${PROJECT?._id}`);
    await page.getByRole("button", { name: ar.menu.open }).click();
    const menu = page.getByRole("navigation", { name: ar.site.mainNavigation });
    await expect(menu.getByRole("link", { name: ar.nav.projects })).toHaveAttribute("aria-current", "page");
    await menu.getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(new RegExp(`/ourProjects/${PROJECT?._id}$`));
  });
});

test.describe("a page written only in Arabic names no English twin, and its switch says where it leads", () => {
  test("the mobile menu's switch says the same", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const [only] = ARABIC_ONLY_DOCUMENTS.filter((doc) => doc._type === "ourProjects");
    await page.goto(`/ar/ourProjects/${only?._id ?? ""}`);
    await page.getByRole("button", { name: ar.menu.open }).click();
    const menu = page.getByRole("navigation", { name: ar.site.mainNavigation });
    await menu.getByRole("link", { name: en.languageSwitch.nearest.projects }).click();
    await expect(page).toHaveURL(/\/ourProjects$/);
  });
});

test("Arabic pages fetch the Arabic face; English pages not one byte of it", async ({ page }) => {
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
  });
  await page.goto("/careers");
  await page.waitForLoadState("networkidle");
  expect(fonts.filter((font) => font.includes("noto-kufi-arabic"))).toEqual([]);
  await page.goto("/ar/careers");
  await page.waitForLoadState("networkidle");
  expect(fonts.some((font) => font.includes("noto-kufi-arabic"))).toBe(true);
  const face = await page
    .getByRole("heading", { level: 1 })
    .evaluate(
      async (heading, family) =>
        (await document.fonts.ready) &&
        document.fonts.check(`800 48px "${family}"`, heading.textContent ?? ""),
      FONT_FAMILIES.arabic,
    );
  expect(face).toBe(true);
});

test("an Arabic heading's Latin punctuation is in the site's faces, not the system's", async ({ page }) => {
  await page.goto("/ar");
  // Down to the footer, so every section is laid out, and its heading's "." with it.
  await page.evaluate(async () => {
    window.scrollTo(0, document.body.scrollHeight);
    await document.fonts.ready;
  });
  await frames(page);
  await page.evaluate(() => document.fonts.ready);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
  const { nodeIds } = await cdp.send("DOM.querySelectorAll", { nodeId: root.nodeId, selector: ".display" });
  const faces = { site: new Set<string>(), system: new Set<string>() };
  for (const nodeId of nodeIds) {
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
    for (const font of fonts) faces[font.isCustomFont ? "site" : "system"].add(font.familyName);
  }
  // The hero's heading has a ":", the footer's a ".".
  expect([...faces.system]).toEqual([]);
  expect(faces.site.size).toBe(2);
});

test("Arabic text is neither upper-cased nor letter-spaced; English inside keeps the design's", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/ar/careers");
  const styleOf = (name: string) =>
    page
      .getByRole("navigation", { name: ar.site.mainNavigation })
      .getByRole("link", { name })
      .evaluate((link) => {
        const style = getComputedStyle(link);
        return [style.textTransform, style.letterSpacing];
      });
  expect(await styleOf(ar.nav.careers)).toEqual(["none", "normal"]);
  await page.goto("/careers");
  expect(
    await page
      .getByRole("link", { name: "Careers", exact: true })
      .first()
      .evaluate((link) => getComputedStyle(link).textTransform),
  ).toBe("uppercase");
});

// Kufi's digits are wider than the display face's: a counter must not run into the next one.
for (const path of ["/", "/ar"]) {
  test(`${path}: each home counter fits its column at 1440 px`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(path);
    const counters = page.locator("section[aria-labelledby=stats-heading] dd");
    await counters.first().scrollIntoViewIfNeeded();
    await expect(counters).toHaveCount(4);
    const overflow = await counters.evaluateAll((all) => all.map((dd) => dd.scrollWidth - dd.clientWidth));
    expect(overflow).toEqual([0, 0, 0, 0]);
  });
}

test.describe("the project gallery runs the reading direction's way", () => {
  for (const [path, forward, back] of [
    [`/ourProjects/${PROJECT?._id}`, "ArrowRight", "ArrowLeft"],
    [`/ar/ourProjects/${PROJECT?._id}`, "ArrowLeft", "ArrowRight"],
  ] as const) {
    test(`${path}: ${forward} is forward, ${back} back`, async ({ page }) => {
      await page.goto(path);
      const counter = page.locator('[aria-roledescription="carousel"] [aria-live="polite"]');
      const first = (await counter.textContent()) ?? "";
      // The gallery hydrates on this first key, and is played it then.
      await page.keyboard.press(forward);
      await expect(counter).not.toHaveText(first);
      await expect(counter).toHaveText(/^(2|٢) \//);
      await page.keyboard.press(back);
      await expect(counter).toHaveText(first);
    });
  }
});

test.describe("the category bar runs right to left", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  const bar = (page: Page) => page.getByRole("navigation", { name: ar.projects.categoriesLabel });
  const scrollLeft = (page: Page) => bar(page).evaluate((element) => element.scrollLeft);

  test("it starts at the right; the wheel moves it toward its end, the left", async ({ page }) => {
    await page.goto("/ar/ourProjects");
    const first = await bar(page)
      .getByRole("link", { name: ar.projects.categories["All Projects"] })
      .boundingBox();
    const frame = await bar(page).boundingBox();
    expect((first?.x ?? 0) + (first?.width ?? 0)).toBeGreaterThan((frame?.x ?? 0) + (frame?.width ?? 0) - 40);
    expect(await scrollLeft(page)).toBe(0);
    await bar(page).hover();
    await page.mouse.wheel(0, 300);
    await expect.poll(() => scrollLeft(page)).toBeLessThan(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // Back up the wheel, back to its start (which Chromium may report as 1: sideways-scroll.ts).
    await page.mouse.wheel(0, -600);
    await expect.poll(async () => Math.abs(await scrollLeft(page))).toBeLessThanOrEqual(1);
  });

  test("a drag moves it twice the pointer's distance, the pointer's way, and chooses nothing", async ({
    page,
  }) => {
    await page.goto("/ar/ourProjects");
    await bar(page).hover();
    await hydrated(bar(page));
    const box = await bar(page).boundingBox();
    if (!box) throw new Error("no category bar");
    const [x, y] = [box.x + 60, box.y + box.height / 2];
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 40, y, { steps: 4 });
    await page.mouse.move(x + 100, y, { steps: 4 });
    expect(await scrollLeft(page)).toBe(-200);
    await page.mouse.up();
    await idle(page);
    await expect(page).toHaveURL(/\/ar\/ourProjects$/);
  });
});

test("the home page's item viewer: Next, on the left, moves forward; its arrows point the reading way", async ({
  page,
}) => {
  await page.goto("/ar");
  const viewer = page
    .locator("section")
    .filter({ has: page.getByRole("heading", { name: ar.showcase.heading }) });
  await viewer.scrollIntoViewIfNeeded();
  const next = viewer.getByRole("button", { name: ar.site.next });
  const previous = viewer.getByRole("button", { name: ar.site.previous });
  await hydrated(next);
  const [nextBox, previousBox] = [await next.boundingBox(), await previous.boundingBox()];
  expect(nextBox?.x ?? 0).toBeLessThan(previousBox?.x ?? 0);
  // Forward points left in Arabic: the arrow English draws for back.
  await expect(next.locator("path")).toHaveAttribute("d", ICONS[arrowIcon("back", "ltr")].d);
  await expect(previous.locator("path")).toHaveAttribute("d", ICONS[arrowIcon("forward", "ltr")].d);
  const title = viewer.getByRole("heading", { level: 3 });
  const first = (await title.textContent()) ?? "";
  await next.click();
  await expect(title).not.toHaveText(first);
  await previous.click();
  await expect(title).toHaveText(first);
});

test.describe("the Arabic 404 page", () => {
  test.use({ baseURL: fixtureUrl("live") });

  test("answers unknown paths under /ar, in Arabic, with 404", async ({ page }) => {
    const response = await page.goto("/ar/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ar.notFound.title);
    await expect(page.getByRole("link", { name: ar.notFound.home })).toHaveAttribute("href", "/ar");
  });

  test("finds a project published after the build, in Arabic, and leads back to the Arabic list", async ({
    page,
  }) => {
    const response = await page.goto(`/ar/ourProjects/${LATE_PROJECT._id}`);
    expect(response?.status()).toBe(404);
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText(LATE_PROJECT_ARABIC.title);
    await expect(heading).not.toHaveAttribute("lang");
    await expect(page.getByRole("link", { name: ar.project.backToProjects })).toHaveAttribute(
      "href",
      "/ar/ourProjects",
    );
  });

  test("a late project without Arabic shows its English, marked English", async ({ page }) => {
    await page.goto(`/ar/ourProjects/${LATE_UNTRANSLATED_PROJECT._id}`);
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText(LATE_UNTRANSLATED_PROJECT.title);
    await expect(heading).toHaveAttribute("lang", "en");
  });

  test("an unknown project under /ar is 'not found', in Arabic", async ({ page }) => {
    await page.goto("/ar/ourProjects/no-such-project");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ar.notFound.projectMissing);
    await expect(page.getByRole("link", { name: ar.project.backToProjects })).toHaveAttribute(
      "href",
      "/ar/ourProjects",
    );
  });
});
