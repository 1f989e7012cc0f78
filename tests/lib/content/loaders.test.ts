import { describe, expect, it } from "vitest";
import type { ContentSource } from "../../../src/lib/content/client";
import { createContentLoaders } from "../../../src/lib/content/loaders";
import * as queries from "../../../src/lib/content/queries";

/** A source that answers each query from a table and counts how often it was asked. */
function stubSource(answers: Map<string, unknown>) {
  const calls = new Map<string, number>();
  const source: ContentSource = {
    description: "a stub",
    async fetch(query) {
      calls.set(query, (calls.get(query) ?? 0) + 1);
      if (!answers.has(query)) throw new Error("no answer for this query");
      return answers.get(query);
    },
  };
  return { source, calls };
}

const person = (id: string, order?: number) => ({
  _id: id,
  name: id,
  ...(order === undefined ? {} : { order }),
});

describe("createContentLoaders", () => {
  it("runs each query once however many pages ask", async () => {
    const { source, calls } = stubSource(new Map([[queries.TEAM_QUERY, [person("a", 1)]]]));
    const loaders = createContentLoaders(source, () => undefined);

    await Promise.all([loaders.getTeam(), loaders.getTeam()]);
    await loaders.getTeam();

    expect(calls.get(queries.TEAM_QUERY)).toBe(1);
  });

  it.each([
    [
      "team by order, unordered last",
      "getTeam",
      queries.TEAM_QUERY,
      [person("x"), person("b", 2), person("a", 1)],
      ["a", "b", "x"],
    ],
    [
      "classifications by order, unordered last",
      "getClassifications",
      queries.CLASSIFICATIONS_QUERY,
      [
        { _id: "x", title: "X" },
        { _id: "b", title: "B", order: 2 },
        { _id: "a", title: "A", order: 1 },
      ],
      ["a", "b", "x"],
    ],
    [
      "landing projects newest first, no year last",
      "getLandingProjects",
      queries.LANDING_PROJECTS_QUERY,
      [
        { _id: "none", title: "N" },
        { _id: "old", title: "O", year: 2001 },
        { _id: "new", title: "N", year: 2020 },
      ],
      ["new", "old", "none"],
    ],
    [
      "projects newest first, no year last",
      "getProjects",
      queries.PROJECTS_QUERY,
      [
        { _id: "none", title: "N" },
        { _id: "old", title: "O", year: 2001 },
        { _id: "new", title: "N", year: 2020 },
      ],
      ["new", "old", "none"],
    ],
    [
      "services in the query's order",
      "getServices",
      queries.SERVICES_QUERY,
      [
        { _id: "second", title: "S" },
        { _id: "first", title: "F" },
      ],
      ["second", "first"],
    ],
  ] as const)("orders %s", async (_, loader, query, docs, expected) => {
    const { source } = stubSource(new Map([[query, docs]]));
    const loaders = createContentLoaders(source, () => undefined);
    const items = (await loaders[loader]()).content as { _id: string }[];
    expect(items.map((item) => item._id)).toEqual(expected);
  });

  it("uses the first aboutUs and mainClassification documents, or none", async () => {
    const { source } = stubSource(
      new Map<string, unknown>([
        [
          queries.ABOUT_US_QUERY,
          [
            { _id: "one", title: "One" },
            { _id: "two", title: "Two" },
          ],
        ],
        [queries.MAIN_CLASSIFICATION_QUERY, []],
      ]),
    );
    const loaders = createContentLoaders(source, () => undefined);
    expect((await loaders.getAboutUs()).content?._id).toBe("one");
    expect(await loaders.getMainClassification()).toEqual({ content: undefined, failed: false });
  });

  it("leaves a malformed document out with a warning and keeps the rest", async () => {
    const warnings: string[] = [];
    const { source } = stubSource(
      new Map([[queries.CAREERS_QUERY, [{ _id: "ok", title: "Engineer" }, { _id: "bad" }]]]),
    );
    const loaders = createContentLoaders(source, (message) => warnings.push(message));

    expect((await loaders.getCareers()).content.map((job) => job._id)).toEqual(["ok"]);
    expect(warnings).toEqual([
      '[content] careers "bad" left out: title: Invalid input: expected string, received undefined',
    ]);
  });

  it("fails the build on a failed query, naming it, unless told to render error states", async () => {
    const { source } = stubSource(new Map([[queries.TEAM_QUERY, [person("a", 1)]]]));
    const strict = createContentLoaders(source, () => undefined);
    await expect(strict.getProjects()).rejects.toThrow('Content query "ourProjects" failed against a stub');
    expect((await strict.getTeam()).failed).toBe(false);

    const errors: string[] = [];
    const lenient = createContentLoaders(source, () => undefined, {
      renderErrors: true,
      reportError: (message) => errors.push(message),
    });
    expect(await lenient.getProjects()).toEqual({ content: [], failed: true });
    expect(await lenient.getAboutUs()).toEqual({ content: undefined, failed: true });
    const team = await lenient.getTeam();
    expect(team.content.map((member) => member._id)).toEqual(["a"]);
    expect(team.failed).toBe(false);
    expect(errors).toEqual([
      expect.stringMatching(
        /^\[content\] Content query "ourProjects" failed against a stub: .*RENDER_CONTENT_ERRORS/,
      ),
      expect.stringMatching(/^\[content\] Content query "aboutUs" failed/),
    ]);
  });
});
