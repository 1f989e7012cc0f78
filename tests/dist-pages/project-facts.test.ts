/**
 * A project's facts as the built pages give them: the page's panel and the list's cards, in both
 * languages. Read from dist/ (a browser spec until now, at two widths, though it read only the
 * HTML); a project published after the build, which the browser renders, stays in
 * e2e/project-facts.spec.ts.
 */
import { within } from "@testing-library/dom";
import { describe, expect, it } from "vitest";
import { CARD_FACT_LIMIT } from "#src/config/display-limits.ts";
import { ar } from "#src/i18n/ar.ts";
import { en } from "#src/i18n/en.ts";
import { UNTRANSLATED_SAMPLE_ID } from "../../tooling/sample-data/arabic.ts";
import { arabicOf, sampleOf, type SampleOf } from "../../e2e/support/sample.ts";
import { builtDocument, textOf } from "./built-site.ts";

type Project = SampleOf<"ourProjects">;
const projects = sampleOf("ourProjects");
const byId = (id: string) => projects.find((project) => project._id === id) as Project;

const EVERY_FACT = byId("project-al-noor-hotel");
const NO_FACTS = byId("project-kings-academy");
const UNDER_CONSTRUCTION = byId(UNTRANSLATED_SAMPLE_ID);
const LONG_LOCATION = byId("project-data-centre-security");
/** Years the Studio only warns of: a completion years ahead, a start before the founding. */
const PLANNED = byId("project-guest-palace");
const ACQUIRED = byId("project-palm-gardens");

/** The facts panel of a page, found by its name as a visitor's reader finds it. */
const panel = (document: Document, heading = en.project.facts.heading) =>
  within(document.body).queryByRole("region", { name: heading });

/** The panel's facts as a visitor reads them: each label with its text. */
const facts = (document: Document, heading?: string) =>
  [...(panel(document, heading)?.querySelectorAll("dl > div") ?? [])].map((entry) => [
    textOf(entry.querySelector("dt")),
    textOf(entry.querySelector("dd")),
  ]);

const cardOf = (document: Document, title: string) => {
  const card = [...document.querySelectorAll("[data-project-card]")].find((each) =>
    [...each.querySelectorAll("h2, h3")].some((heading) => textOf(heading) === title),
  );
  if (card === undefined) throw new Error(`no card of ${title}`);
  return card;
};

describe("a project's facts panel", () => {
  it("lists every fact, labelled, beside its description and investment", () => {
    const document = builtDocument(`/ourProjects/${EVERY_FACT._id}`);
    const words = en.project.facts;
    expect(facts(document)).toEqual([
      [words.client, EVERY_FACT.client],
      [words.location, EVERY_FACT.location],
      [words.status, words.statuses.completed],
      [words.period, `${EVERY_FACT.startYear}–${EVERY_FACT.year}`],
      [words.area, `${EVERY_FACT.area?.toLocaleString("en-US")} m²`],
      [words.region, words.regions["SA-01"]],
      [words.scope, EVERY_FACT.scope],
    ]);
    for (const name of [en.project.description, en.project.investment]) {
      expect(within(document.body).queryByRole("region", { name })).not.toBeNull();
    }
  });

  it("in Arabic, in Arabic words and the page's digits, none of them marked as another language", () => {
    const arabic = arabicOf(EVERY_FACT);
    const document = builtDocument(`/ar/ourProjects/${EVERY_FACT._id}`);
    const words = ar.project.facts;
    expect(facts(document, words.heading)).toEqual([
      [words.client, arabic?.client],
      [words.location, arabic?.location],
      [words.status, words.statuses.completed],
      [words.period, "٢٠١٨–٢٠٢١"],
      [words.area, "٨٦٬٥٠٠ م²"],
      [words.region, "منطقة الرياض"],
      [words.scope, arabic?.scope],
    ]);
    expect(panel(document, words.heading)?.querySelectorAll("[lang]")).toHaveLength(0);
  });

  it("is left out of a project without facts, with no empty list", () => {
    expect(NO_FACTS).not.toHaveProperty("status");
    const document = builtDocument(`/ourProjects/${NO_FACTS._id}`);
    expect(within(document.body).queryByRole("region", { name: en.project.description })).not.toBeNull();
    expect(panel(document)).toBeNull();
    expect(document.querySelectorAll("main dl")).toHaveLength(0);
  });

  it("reads 'Since' its start for a project under construction with no completion year", () => {
    expect(UNDER_CONSTRUCTION).not.toHaveProperty("year");
    const words = en.project.facts;
    expect(facts(builtDocument(`/ourProjects/${UNDER_CONSTRUCTION._id}`))).toEqual(
      expect.arrayContaining([
        [words.status, words.statuses.underConstruction],
        [words.period, `Since ${UNDER_CONSTRUCTION.startYear}`],
      ]),
    );
  });

  it("in Arabic, marks an untranslated project's own facts English, and the page's words not", () => {
    const words = ar.project.facts;
    const region = panel(builtDocument(`/ar/ourProjects/${UNDER_CONSTRUCTION._id}`), words.heading);
    const definition = (label: string) =>
      [...(region?.querySelectorAll("dl > div") ?? [])]
        .find((entry) => textOf(entry.querySelector("dt")) === label)
        ?.querySelector("dd");
    expect(textOf(definition(words.client))).toBe(UNDER_CONSTRUCTION.client);
    expect(definition(words.client)?.getAttribute("lang")).toBe("en");
    expect(definition(words.scope)?.getAttribute("lang")).toBe("en");
    expect(textOf(definition(words.status))).toBe(words.statuses.underConstruction);
    expect(definition(words.status)?.hasAttribute("lang")).toBe(false);
    expect(textOf(definition(words.period))).toBe("منذ ٢٠٢٥");
  });

  it.each([
    ["planned years ahead", PLANNED, `${PLANNED.startYear}–${PLANNED.year} (expected)`, "٢٠٢٣–٢٠٣٠ (متوقع)"],
    ["begun before the founding", ACQUIRED, `${ACQUIRED.startYear}–${ACQUIRED.year}`, "١٩٨٣–١٩٨٨"],
  ] as const)(
    "a project %s is on the list, linked to its page with its years, in both languages",
    (_, project, english, arabic) => {
      expect(PLANNED.year).toBeGreaterThanOrEqual(2030);
      expect(ACQUIRED.startYear).toBeLessThan(1985);
      for (const [root, title, words, period] of [
        ["", project.title, en.project.facts, english],
        ["/ar", arabicOf(project)?.title ?? "", ar.project.facts, arabic],
      ] as const) {
        // The card is the link.
        const card = cardOf(builtDocument(`${root}/ourProjects`), title);
        expect(card.getAttribute("href")).toBe(`${root}/ourProjects/${project._id}`);
        expect(facts(builtDocument(`${root}/ourProjects/${project._id}`), words.heading)).toContainEqual([
          words.period,
          period,
        ]);
      }
    },
  );
});

describe("the projects list's cards", () => {
  it("show the location and status beside the category, so an ongoing project stands out", () => {
    const document = builtDocument("/ourProjects");
    const ongoing = textOf(cardOf(document, UNDER_CONSTRUCTION.title));
    expect(ongoing).toContain(UNDER_CONSTRUCTION.location);
    expect(ongoing).toContain(en.project.facts.statuses.underConstruction);
    const done = textOf(cardOf(document, EVERY_FACT.title));
    expect(done).toContain(EVERY_FACT.location);
    expect(done).toContain(en.project.facts.statuses.completed);
    // Every sample project with a status has it on its card, and only then.
    const { completed, underConstruction } = en.project.facts.statuses;
    for (const project of projects) {
      const statuses = [...cardOf(document, project.title).querySelectorAll("*")].filter(
        (element) =>
          element.children.length === 0 && [completed, underConstruction].includes(textOf(element)),
      );
      expect(statuses, project._id).toHaveLength(project.status === undefined ? 0 : 1);
    }
  });

  it("cut a long location after its limit; the page shows it whole", () => {
    const location = LONG_LOCATION.location ?? "";
    expect(location.length).toBeGreaterThan(CARD_FACT_LIMIT);
    const card = textOf(cardOf(builtDocument("/ourProjects"), LONG_LOCATION.title));
    expect(card).toContain(`${location.slice(0, CARD_FACT_LIMIT)}...`);
    expect(card).not.toContain(location);
    expect(facts(builtDocument(`/ourProjects/${LONG_LOCATION._id}`))).toContainEqual([
      en.project.facts.location,
      location,
    ]);
  });

  it("in Arabic, the status in Arabic", () => {
    const arabic = arabicOf(EVERY_FACT);
    const card = textOf(cardOf(builtDocument("/ar/ourProjects"), arabic?.title ?? ""));
    expect(card).toContain(arabic?.location);
    expect(card).toContain(ar.project.facts.statuses.completed);
  });
});
