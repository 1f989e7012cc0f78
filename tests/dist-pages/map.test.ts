/**
 * The map of the projects as the built pages give it (/map, /map/{category}): a mark that is a
 * link for each project with a place, north up in both languages, and the same projects listed
 * by region and country; no script, nothing from another site.
 */
import { within } from "@testing-library/dom";
import { describe, expect, it } from "vitest";
import { PLACES, type Place } from "#src/config/places.ts";
import { ar } from "#src/i18n/ar.ts";
import { en } from "#src/i18n/en.ts";
import { format, localDigits } from "#src/i18n/format.ts";
import { projectListPath, projectMapPath, projectPath } from "#src/lib/listing/project-path.ts";
import { arabicOf, sampleOf } from "../../e2e/support/sample.ts";
import { builtDocument } from "./built-site.ts";

const projects = sampleOf("ourProjects") as readonly (ReturnType<typeof sampleOf<"ourProjects">>[number] & {
  region?: Place;
})[];
const placed = projects.filter((project) => project.region !== undefined);

/** The map's marks: each link's name, address and place on the drawing. */
const marks = (document: Document) =>
  [...document.querySelectorAll("svg[role=group] a")].map((link) => {
    const circle = link.querySelector("circle");
    return {
      name: link.getAttribute("aria-label"),
      href: link.getAttribute("href"),
      at: [circle?.getAttribute("cx"), circle?.getAttribute("cy")],
    };
  });

/** The text alternative: each place's name with the titles listed under it. */
const listed = (document: Document, heading: string) => {
  const list = within(document.body).getByRole("heading", { name: heading }).nextElementSibling;
  return [...(list?.querySelectorAll("dt") ?? [])].map((term) => [
    term.textContent?.trim(),
    [...(term.nextElementSibling?.querySelectorAll("a") ?? [])].map((link) => link.textContent?.trim()),
  ]);
};

describe("the map of all projects", () => {
  const english = builtDocument(projectMapPath("All Projects"));
  const arabic = builtDocument(`/ar${projectMapPath("All Projects")}`);

  it("marks each project with a place, and only those, each a link to its page named by its title", () => {
    expect(placed.length).toBeGreaterThan(10);
    expect(
      marks(english)
        .map(({ name, href }) => [name, href])
        .sort(),
    ).toEqual(placed.map((project) => [project.title, projectPath(project._id)]).sort());
    // The confidential palace and the campus with no facts have no place: on no map.
    expect(marks(english).map(({ href }) => href)).not.toContain(projectPath("project-guest-palace"));
  });

  it("draws the same map in Arabic, never mirrored, its marks named and linked in Arabic", () => {
    const at = (document: Document) =>
      new Map(marks(document).map(({ href, at }) => [href?.replace(/^\/ar/, ""), at.join(",")]));
    expect(at(arabic)).toEqual(at(english));
    expect(arabic.querySelector("svg[role=group]")?.closest("[dir]")?.getAttribute("dir")).toBe("ltr");
    const hotel = placed.find((project) => project._id === "project-al-noor-hotel");
    expect(marks(arabic).map(({ name }) => name)).toContain(hotel && arabicOf(hotel)?.title);
    expect(marks(arabic).every(({ href }) => href?.startsWith("/ar/ourProjects/"))).toBe(true);
  });

  it("lists the same projects by region and country, in each language's names", () => {
    expect(listed(english, en.projects.map.byPlace)).toContainEqual([
      en.project.facts.regions["SA-14"],
      [projects.find((project) => project.region === "SA-14")?.title],
    ]);
    expect(listed(english, en.projects.map.byPlace).map(([name]) => name)).toContain("Bahrain");
    expect(listed(arabic, ar.projects.map.byPlace).map(([name]) => name)).toEqual(
      expect.arrayContaining([ar.project.facts.regions["SA-01"], "البحرين"]),
    );
    const count = (document: Document, heading: string) =>
      listed(document, heading).flatMap(([, titles]) => titles as string[]).length;
    expect(count(english, en.projects.map.byPlace)).toBe(placed.length);
    expect(count(arabic, ar.projects.map.byPlace)).toBe(placed.length);
  });

  it("marks a project with a point at it, and one with a region alone at the region's seat", () => {
    const ministry = marks(english).find(({ href }) => href === projectPath("project-municipal-hq"));
    const seats = [...english.querySelectorAll("svg[role=group] a circle")].filter((circle) =>
      circle.getAttribute("class")?.includes("fill-brand-text"),
    );
    expect(ministry).toBeDefined();
    expect(seats).toHaveLength(placed.filter((project) => project.coordinates === undefined).length);
  });

  it("puts the north up: a project further north is drawn higher", () => {
    const y = (id: string) => Number(marks(english).find(({ href }) => href === projectPath(id))?.at[1]);
    // Abha, in the south-west, below Riyadh; Jubail, on the Gulf, above it.
    expect(y("project-airport-t2")).toBeGreaterThan(y("project-al-noor-hotel"));
    expect(y("project-pump-station")).toBeLessThan(y("project-al-noor-hotel"));
  });

  it("needs no script and asks nothing of another site", () => {
    const svg = english.querySelector("svg[role=group]");
    expect(svg?.outerHTML).not.toMatch(/<script|<image|<use|https?:/);
  });
});

describe("a category's map", () => {
  it("holds only that category's projects, as its list does", () => {
    const hospitality = placed.filter((project) => project.category === "Hospitality");
    expect(
      marks(builtDocument(projectMapPath("Hospitality")))
        .map(({ href }) => href)
        .sort(),
    ).toEqual(hospitality.map((project) => projectPath(project._id)).sort());
    expect(hospitality.length).toBeGreaterThan(0);
  });

  it("says so when none of its projects has a place", () => {
    const document = builtDocument(projectMapPath("Educational"));
    expect(marks(document)).toEqual([]);
    expect(document.body.textContent).toContain(en.projects.map.none);
  });

  it("is one link from the category's list, and the list one link from it, in both languages", () => {
    const link = (document: Document, name: string) =>
      within(document.body).getByRole("link", { name }).getAttribute("href");
    expect(link(builtDocument(projectListPath("Airport")), en.projects.map.link)).toBe(
      projectMapPath("Airport"),
    );
    expect(link(builtDocument(`/ar${projectListPath("Airport")}`), ar.projects.map.link)).toBe(
      `/ar${projectMapPath("Airport")}`,
    );
    expect(link(builtDocument(projectMapPath("Airport")), en.projects.map.list)).toBe(
      projectListPath("Airport"),
    );
  });
});

describe.each([
  ["", en],
  ["/ar", ar],
] as const)("the projects completed by year (%s/map)", (root, words) => {
  const document = builtDocument(`${root}${projectMapPath("All Projects")}`);
  // The page's language's projects; a translation completed when and as its original says.
  const shown =
    root === ""
      ? projects
      : sampleOf("ourProjects", "ar").map(
          (doc) => projects.find((original) => arabicOf(original)?._id === doc._id) ?? doc,
        );
  const counts = new Map<number, number>();
  for (const { status, year } of shown as readonly { status?: string; year?: number }[]) {
    if (status === "completed" && year !== undefined) counts.set(year, (counts.get(year) ?? 0) + 1);
  }
  const years = [...counts.keys()].sort();
  const digits = (value: number) => localDigits(String(value), words.numerals);

  it("is an image named by the years it spans, every figure in its description, in the page's digits", () => {
    expect(years.length).toBeGreaterThan(1);
    const name = format(words.projects.map.completedName, {
      first: digits(years[0] ?? 0),
      last: digits(years.at(-1) ?? 0),
    });
    const chart = within(document.body).getByRole("img", { name });
    const description = document.getElementById(chart.getAttribute("aria-describedby") ?? "")?.textContent;
    for (const year of years) {
      expect(description).toContain(
        format(words.projects.map.completedYear, {
          year: digits(year),
          count: digits(counts.get(year) ?? 0),
        }),
      );
    }
    // A column for every year from the first to the last, left to right in Arabic too.
    expect(chart.querySelectorAll("rect")).toHaveLength((years.at(-1) ?? 0) - (years[0] ?? 0) + 1);
    expect(chart.closest("[dir]")?.getAttribute("dir")).toBe("ltr");
  });
});

describe("the places of the sample", () => {
  it("has a project abroad and one with a region and no point", () => {
    expect(placed.some((project) => project.region && PLACES[project.region].country !== "SA")).toBe(true);
    expect(placed.some((project) => project.coordinates === undefined)).toBe(true);
  });
});
