/**
 * How a crawler without JavaScript reaches every project: by the list pages' plain links, each
 * category's in year order, newest first, and by the sitemap. At the sample's size (dist/) and
 * grown to a portfolio of PORTFOLIO_SIZE projects (the browser layer's `portfolio` fixture, built once per
 * run), read from the built files: a hundred pages, parsed as fragments, in a second or two.
 */
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JSDOM } from "jsdom";
import { PROJECT_CATEGORIES } from "#src/config/categories.ts";
import { PROJECTS_PER_PAGE } from "#src/config/display-limits.ts";
import { projectListPath } from "#src/lib/listing/project-path.ts";
import { FIXTURE_SITES } from "../../e2e/support/fixture-sites.ts";
import { PORTFOLIO_SIZE, portfolioDocuments } from "../../e2e/support/portfolio.ts";
import { sampleOf, type SampleOf } from "../../e2e/support/sample.ts";
import { PUBLIC_OUT_DIR } from "../../publishing/repository-paths.ts";
import { resolveFile } from "../../tooling/serve/static-server.ts";
import type { SharedBuild } from "../../tooling/builds.ts";
import { builtPages } from "./built-site.ts";

type Project = SampleOf<"ourProjects">;

/** The names a visitor's screen reader gives the bar, the page links and the list. */
const NAMES = { bar: "Project categories", pages: "Pages of projects", list: "Projects" };

const SIZES = [
  {
    name: `the sample's ${sampleOf("ourProjects").length} projects`,
    projects: () => sampleOf("ourProjects"),
  },
  {
    name: `${PORTFOLIO_SIZE} projects`,
    // The English projects, each with a page (the sample's Arabic ones are their translations).
    projects: () =>
      portfolioDocuments().filter(
        (doc) => doc._type === "ourProjects" && doc["language"] !== "ar",
      ) as Project[],
    site: FIXTURE_SITES.portfolio,
  },
];

for (const size of SIZES) {
  describe(`projects list, ${size.name}`, () => {
    let site: SharedBuild | undefined;
    let dir = PUBLIC_OUT_DIR;
    beforeAll(async () => {
      if (size.site === undefined) {
        builtPages(); // fails saying so where no site was built
        return;
      }
      site = await size.site();
      expect(site.status, site.output).toBe(0);
      dir = site.dir;
    }, 240_000);
    afterAll(() => site?.dispose());

    const projects = size.projects();
    /** The projects a category must show, newest first (a missing year counts as 0), as paths. */
    const expected = (category: (typeof PROJECT_CATEGORIES)[number]) =>
      projects
        .filter((project) => category === "All Projects" || project.category === category)
        .toSorted((a, b) => (b.year ?? 0) - (a.year ?? 0))
        .map((project) => `/ourProjects/${project._id}`);

    /** The page a visitor gets at `path`, its HTML read as a crawler reads it: for its links. */
    const read = (path: string) => {
      const file = resolveFile(dir, new URL(path, "http://site").pathname);
      if (file === undefined) throw new Error(`${path} is not built`);
      return JSDOM.fragment(readFileSync(file, "utf8"));
    };

    it("reaches every project by plain links, each category's in year order", () => {
      const hrefs = (links: Iterable<Element>) => [...links].map((link) => link.getAttribute("href"));
      const barLinks = [...read("/ourProjects").querySelectorAll(`nav[aria-label="${NAMES.bar}"] a`)];
      expect(barLinks.map((link) => link.textContent?.trim())).toEqual([...PROJECT_CATEGORIES]);
      for (const [index, category] of PROJECT_CATEGORIES.entries()) {
        const found: (string | null)[] = [];
        let next = barLinks[index]?.getAttribute("href") ?? null;
        while (next !== null) {
          const listPage = read(next);
          const counts = [...listPage.querySelectorAll("p")].map((p) => p.textContent?.trim());
          expect(counts, next).toContain(`${expected(category).length} project(s) found`);
          found.push(
            ...hrefs(listPage.querySelectorAll(`section[aria-label="${NAMES.list}"] a[data-project-card]`)),
          );
          next =
            listPage.querySelector(`nav[aria-label="${NAMES.pages}"] a[rel=next]`)?.getAttribute("href") ??
            null;
        }
        expect(found, category).toEqual(expected(category));
      }
    });

    it("lists every project and every page of the list in the sitemap", () => {
      const locations = (path: string) =>
        [...readFileSync(resolveFile(dir, path) ?? "", "utf8").matchAll(/<loc>([^<]+)<\/loc>/g)].map(
          (match) => new URL(match[1] ?? "").pathname,
        );
      const listed = new Set(locations("/sitemap-index.xml").flatMap(locations));
      expect(
        projects.map((project) => `/ourProjects/${project._id}`).filter((path) => !listed.has(path)),
      ).toEqual([]);
      for (const category of PROJECT_CATEGORIES) {
        const count = Math.max(1, Math.ceil(expected(category).length / PROJECTS_PER_PAGE));
        for (let number = 1; number <= count; number++) {
          expect(listed, `${category} page ${number}`).toContain(projectListPath(category, number));
        }
      }
    });
  });
}
