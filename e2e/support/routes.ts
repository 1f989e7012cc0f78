import type { Page } from "@playwright/test";
import { positionPath } from "#src/lib/career-listing.ts";
import { projectListPath } from "#src/lib/project-path.ts";
import { sampleOf } from "./sample";

/**
 * Every kind of route of the site built from the sample dataset: each project page, a
 * category's list and an empty one, a position's page, and both 404 states.
 */
export const ROUTES = [
  "/",
  "/contactus",
  "/classifications",
  "/careers",
  positionPath(sampleOf("careers")[0]?._id ?? ""),
  "/ourProjects",
  projectListPath("Airport"),
  projectListPath("Charitable & Community"),
  "/teams",
  "/no-such-page",
  "/ourProjects/no-such-project",
  ...sampleOf("ourProjects").map((project) => `/ourProjects/${project._id}`),
];

/** Each kind of route once in Arabic (the 404 states are served by the hosts' rules: arabic.spec.ts). */
export const AR_ROUTES = [
  "/ar",
  "/ar/classifications",
  "/ar/careers",
  `/ar${positionPath(sampleOf("careers")[0]?._id ?? "")}`,
  "/ar/ourProjects",
  `/ar${projectListPath("Airport")}`,
  `/ar${projectListPath("Charitable & Community")}`,
  "/ar/teams",
  `/ar/ourProjects/${sampleOf("ourProjects")[0]?._id ?? ""}`,
];

/** Scrolls through the page like a visitor, so every island hydrates and every reveal runs. */
export async function scrollThrough(page: Page, settleMs = 1200) {
  for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
    await page.waitForTimeout(50);
  }
  await page.waitForTimeout(settleMs);
}
