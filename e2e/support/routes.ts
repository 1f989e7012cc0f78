import { expect, type Page } from "@playwright/test";
import { PROJECT_CATEGORIES } from "#src/config/categories.ts";
import { NOTICE_PAGES } from "#src/config/navigation.ts";
import { LOCALES, pathRoot } from "#src/i18n/locales.ts";
import { rootedPath } from "#src/i18n/root-path.ts";
import { positionPath } from "#src/lib/listing/career-listing.ts";
import { projectListPath, projectMapPath } from "#src/lib/listing/project-path.ts";
import { sampleOf } from "./sample";
import { scrollScreenByScreen, UNREVEALED, WAKING_ISLAND } from "../../tooling/page-waits.ts";

const ARABIC = LOCALES.find((locale) => locale.code === "ar");
if (ARABIC === undefined) throw new Error("The site has no Arabic locale (src/i18n/locales.ts).");

/** A path's Arabic twin: `/careers` is `/ar/careers`, `/` is `/ar`. */
export const arabicPath = (path: string) => rootedPath(pathRoot(ARABIC), path);

/** The 404 page's two states: an unknown path, and an unknown project. */
export const NOT_FOUND = ["/no-such-page", "/ourProjects/no-such-project"];

/**
 * Each kind of route of the site built from the sample dataset, once: a project's page, a
 * category's list and an empty one, the map, a position's page, a notice, and both 404 states.
 */
export const KINDS_OF_ROUTE = [
  "/",
  "/contactus",
  "/classifications",
  "/careers",
  positionPath(sampleOf("careers")[0]?._id ?? ""),
  "/ourProjects",
  projectListPath("Airport"),
  projectListPath("Charitable & Community"),
  projectMapPath("All Projects"),
  "/teams",
  // A notice: the privacy notice stands for the accessibility statement, the same page's.
  "/privacy",
  ...NOT_FOUND,
  `/ourProjects/${sampleOf("ourProjects")[0]?._id ?? ""}`,
];

/** Each kind of route once in Arabic (the 404 states are served by the hosts' rules: arabic.spec.ts). */
export const AR_ROUTES = KINDS_OF_ROUTE.filter((path) => !NOT_FOUND.includes(path)).map(arabicPath);

/**
 * Every page of the sample site that search engines may index, in English: the sitemap lists
 * exactly these and their Arabic twins (tests/dist-pages/metadata.test.ts).
 */
export const INDEXED_PAGES = [
  "/",
  "/classifications",
  "/careers",
  "/teams",
  ...NOTICE_PAGES.map((notice) => notice.path),
  // Each category's list is a page (the sample's fit on one page each).
  ...PROJECT_CATEGORIES.map((category) => projectListPath(category)),
  // And each category's map.
  ...PROJECT_CATEGORIES.map((category) => projectMapPath(category)),
  ...sampleOf("ourProjects").map((project) => `/ourProjects/${project._id}`),
  ...sampleOf("careers").map((position) => positionPath(position._id)),
];

/**
 * Scrolls through the page like a visitor, a screen at a time, each step given the frames its
 * observers need to see it; then waits until every island that wakes as it is seen or once the
 * page has loaded has woken (those that wait for the visitor's hand, the menu, search and the
 * gallery, stay asleep), and every reveal has begun and finished (a fading text read mid-way
 * has no contrast to speak of): conditions, never a time.
 */
export async function scrollThrough(page: Page) {
  await scrollScreenByScreen(page);
  await expect
    .poll(() => page.evaluate((selector) => document.querySelector(selector) === null, WAKING_ISLAND))
    .toBe(true);
  // Every section that slides in has been seen, and so has begun to: one seen at the last step
  // is told so only after that step's frames, and a contrast read mid-way fails (CI, once).
  await expect
    .poll(() => page.evaluate((selector) => document.querySelector(selector) === null, UNREVEALED))
    .toBe(true);
  await settled(page);
}

/** Waits until no finite animation or transition is running: what opened or revealed is in place. */
export async function settled(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity,
          ),
      ),
    )
    .toBe(true);
}

/** How many pixels wider than the screen the page is laid out: 0 for a page that keeps its width. */
export const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
