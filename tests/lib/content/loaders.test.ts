import { describe, expect, it } from "vitest";
import type { ContentSource } from "#src/lib/content/client.ts";
import { createContentLoader } from "#src/lib/content/loaders.ts";
import { CONTENT_TYPES } from "#src/lib/content/types/index.ts";

const { aboutUs, careers, classifications, landingProjects, mainClassification, projects, services, team } =
  CONTENT_TYPES;

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

describe("createContentLoader", () => {
  it("runs each query once however many pages ask", async () => {
    const { source, calls } = stubSource(new Map([[team.query, [person("a", 1)]]]));
    const load = createContentLoader(source, () => undefined);

    await Promise.all([load(team), load(team)]);
    await load(team);

    expect(calls.get(team.query)).toBe(1);
  });

  it.each([
    ["team by order, unordered last", team, [person("x"), person("b", 2), person("a", 1)], ["a", "b", "x"]],
    [
      "classifications by order, unordered last",
      classifications,
      [
        { _id: "x", title: "X" },
        { _id: "b", title: "B", order: 2 },
        { _id: "a", title: "A", order: 1 },
      ],
      ["a", "b", "x"],
    ],
    [
      "landing projects newest first, no year last",
      landingProjects,
      [
        { _id: "none", title: "N" },
        { _id: "old", title: "O", year: 2001 },
        { _id: "new", title: "N", year: 2020 },
      ],
      ["new", "old", "none"],
    ],
    [
      "projects newest first, no year last",
      projects,
      [
        { _id: "none", title: "N" },
        { _id: "old", title: "O", year: 2001 },
        { _id: "new", title: "N", year: 2020 },
      ],
      ["new", "old", "none"],
    ],
    [
      "services in the query's order",
      services,
      [
        { _id: "second", title: "S" },
        { _id: "first", title: "F" },
      ],
      ["second", "first"],
    ],
  ] as const)("orders %s", async (_, type, docs, expected) => {
    const { source } = stubSource(new Map([[type.query, docs]]));
    const load = createContentLoader(source, () => undefined);
    const items = (await load(type)).content as { _id: string }[];
    expect(items.map((item) => item._id)).toEqual(expected);
  });

  it("uses the first aboutUs and mainClassification documents, or none", async () => {
    const { source } = stubSource(
      new Map<string, unknown>([
        [
          aboutUs.query,
          [
            { _id: "one", title: "One" },
            { _id: "two", title: "Two" },
          ],
        ],
        [mainClassification.query, []],
      ]),
    );
    const load = createContentLoader(source, () => undefined);
    expect((await load(aboutUs)).content?._id).toBe("one");
    expect(await load(mainClassification)).toEqual({ content: undefined, failed: false });
  });

  it("leaves a malformed document out with a warning and keeps the rest", async () => {
    const warnings: string[] = [];
    const { source } = stubSource(
      new Map([[careers.query, [{ _id: "ok", title: "Engineer" }, { _id: "bad" }]]]),
    );
    const load = createContentLoader(source, (message) => warnings.push(message));

    expect((await load(careers)).content.map((job) => job._id)).toEqual(["ok"]);
    expect(warnings).toEqual([
      '[content] careers "bad" left out: title: Invalid input: expected string, received undefined',
    ]);
  });

  it("fails the build on a failed query, naming it, unless told to render error states", async () => {
    const { source } = stubSource(new Map([[team.query, [person("a", 1)]]]));
    const strict = createContentLoader(source, () => undefined);
    await expect(strict(projects)).rejects.toThrow('Content query "ourProjects" failed against a stub');
    expect((await strict(team)).failed).toBe(false);

    const errors: string[] = [];
    const lenient = createContentLoader(source, () => undefined, {
      renderErrors: true,
      reportError: (message) => errors.push(message),
    });
    expect(await lenient(projects)).toEqual({ content: [], failed: true });
    expect(await lenient(aboutUs)).toEqual({ content: undefined, failed: true });
    const members = await lenient(team);
    expect(members.content.map((member) => member._id)).toEqual(["a"]);
    expect(members.failed).toBe(false);
    expect(errors).toEqual([
      expect.stringMatching(
        /^\[content\] Content query "ourProjects" failed against a stub: .*RENDER_CONTENT_ERRORS/,
      ),
      expect.stringMatching(/^\[content\] Content query "aboutUs" failed/),
    ]);
  });
});
