/**
 * The Studio's desk (studio/structure.ts), as Sanity's structure builder serializes it for the
 * Studio, which reads it the same way: its groups and entries, every list asking with the
 * Studio's API version, each list's filter run over the sample so a list holds the documents
 * its title says, and each language's single documents found where the site reads them.
 * That the Studio draws it is the browser's (e2e/studio.spec.ts).
 */
import { evaluate, parse } from "groq-js";
import { createSchema, type Source } from "sanity";
import { createStructureBuilder, type StructureResolverContext } from "sanity/structure";
import { describe, expect, it } from "vitest";
import {
  ALL_CAREER_CATEGORIES,
  ALL_PROJECTS,
  CAREER_CATEGORY_OPTIONS,
  PROJECT_CATEGORY_OPTIONS,
} from "#src/config/categories.ts";
import { STUDIO_API_VERSION } from "../../studio/sanity-project.ts";
import { schemaTypes } from "../../studio/schema-types/index.ts";
import { structure } from "../../studio/structure.ts";
import { sampleDocuments } from "../../tooling/builds.ts";

interface Node {
  readonly type: string;
  readonly id: string;
  readonly title?: string;
  readonly items?: readonly Node[];
  readonly child?: Node | ((...args: unknown[]) => unknown);
  readonly options?: {
    readonly filter?: string;
    readonly params?: object;
    readonly apiVersion?: string;
    readonly defaultOrdering?: readonly object[];
  };
}

const S = createStructureBuilder({
  // What of a workspace the builder reads: the schema, and no new-document options.
  source: {
    schema: createSchema({ name: "default", types: schemaTypes }),
    templates: [],
    i18n: { t: (key: string) => key },
    document: { resolveNewDocumentOptions: () => [] },
  } as unknown as Source,
  perspectiveStack: [],
});

/** The desk, asking `fetch` where it looks a document up. */
const desk = (fetch: (query: string, params: object) => Promise<unknown> = () => Promise.resolve(null)) =>
  (
    structure(S, {
      getClient: () => ({ fetch }),
    } as unknown as StructureResolverContext) as unknown as { serialize: () => Node }
  ).serialize();

const childOf = (node: Node | undefined) => (typeof node?.child === "object" ? node.child : undefined);
const entries = (node: Node | undefined) =>
  (childOf(node) ?? node)?.items?.map((item) => (item.type === "divider" ? "—" : (item.title ?? ""))) ?? [];
const entry = (node: Node | undefined, title: string) =>
  (childOf(node) ?? node)?.items?.find((item) => item.title === title);

/** Every node under `node`, itself first. */
const everyNode = (node: Node): Node[] => [
  node,
  ...(node.items ?? []).flatMap(everyNode),
  ...(typeof node.child === "object" ? everyNode(node.child) : []),
];

const sample = sampleDocuments() as { _id: string; _type: string; category?: string }[];
/** The ids of the sample's documents a list's filter chooses. */
const listed = async (list: Node | undefined) =>
  (await (
    await evaluate(parse(`*[${list?.options?.filter ?? "false"}]._id`), {
      dataset: sample,
      params: list?.options?.params as Record<string, unknown>,
    })
  ).get()) as string[];

describe("the desk", () => {
  const content = desk();

  it("is grouped as the site's pages, then what is not yet in Arabic", () => {
    expect(entries(content)).toEqual([
      "Home",
      "Projects",
      "Credentials",
      "Careers",
      "Team",
      "Notices",
      "—",
      "Not yet in Arabic",
    ]);
    expect(entries(entry(content, "Notices"))).toEqual([
      "Privacy notice (English)",
      "Privacy notice (Arabic)",
      "Accessibility statement (English)",
      "Accessibility statement (Arabic)",
    ]);
    expect(entries(entry(content, "Home"))).toEqual([
      "Site settings (English)",
      "Site settings (Arabic)",
      "About Us (English)",
      "About Us (Arabic)",
      "Our Services",
      "Some Of Our Projects",
      "Our Clients",
    ]);
    expect(entries(entry(content, "Credentials"))).toEqual([
      "Main certificate (English)",
      "Main certificate (Arabic)",
      "ISO certificates",
      "Projects in the company profile",
      "Safety record",
      "Company registration",
    ]);
  });

  it("asks with the Studio's API version in every list: the Studio warns of one without", () => {
    const lists = everyNode(content).filter((node) => node.type === "documentList");
    expect(lists.length).toBeGreaterThan(30);
    expect(
      lists.filter((list) => list.options?.apiVersion !== STUDIO_API_VERSION).map((list) => list.id),
    ).toEqual([]);
  });

  describe.each([
    ["Projects", "ourProjects", PROJECT_CATEGORY_OPTIONS, ALL_PROJECTS],
    ["Careers", "careers", CAREER_CATEGORY_OPTIONS, ALL_CAREER_CATEGORIES],
  ] as const)("%s by category", (group, type, categories, all) => {
    const byCategory = entry(entry(content, group), "By category");
    const none = `Only under "${all}"`;

    it("lists each category, then what is in none", () => {
      expect(entries(byCategory)).toEqual([...categories, "—", none]);
    });

    it.each(categories.map((category) => [category]))(
      "%s holds the sample's of that category, and no other",
      async (category) => {
        const ids = sample
          .filter((doc) => doc._type === type && doc.category === category)
          .map((doc) => doc._id);
        expect((await listed(childOf(entry(byCategory, category)))).sort()).toEqual(ids.sort());
      },
    );

    it(`${none} holds those in no category`, async () => {
      const ids = sample
        .filter(
          (doc) =>
            doc._type === type && !(categories as readonly (string | undefined)[]).includes(doc.category),
        )
        .map((doc) => doc._id);
      expect((await listed(childOf(entry(byCategory, none)))).sort()).toEqual(ids.sort());
    });
  });

  it("opens each type's whole list in its type's first ordering: the safety record newest first", () => {
    const lists = everyNode(content).filter(
      (node) => node.type === "documentList" && node.options?.filter === "_type == $type",
    );
    const ordered = schemaTypes.flatMap((type) =>
      "orderings" in type && type.orderings.length > 0
        ? [{ name: type.name, first: type.orderings[0]?.by }]
        : [],
    );
    expect(ordered.map((type) => type.name)).toContain("safetyRecord");
    for (const type of ordered) {
      const list = lists.find((node) => (node.options?.params as { type?: string }).type === type.name);
      expect(list?.options?.defaultOrdering, type.name).toEqual(type.first);
    }
    expect(
      lists.find((node) => (node.options?.params as { type?: string }).type === "safetyRecord")?.options
        ?.defaultOrdering,
    ).toEqual([{ field: "year", direction: "desc" }]);
  });

  it("lists under construction the projects so marked, a translation by its original's status", async () => {
    const ids = await listed(childOf(entry(entry(content, "Projects"), "Under construction")));
    const marked = sample.filter(
      (doc) => doc._type === "ourProjects" && (doc as { status?: string }).status === "underConstruction",
    );
    expect(marked.length).toBeGreaterThan(0);
    for (const { _id } of marked) expect(ids).toContain(_id);
    // Their Arabic translations, which hold no status of their own.
    expect(ids.filter((id) => id.endsWith("-ar")).length).toBe(
      marked.filter(({ _id }) => sample.some((doc) => doc._id === `${_id}-ar`)).length,
    );
  });

  describe("a single document in another language", () => {
    const arabicSettings = async (found: string | null) => {
      const item = entry(
        entry(
          desk(() => Promise.resolve(found)),
          "Home",
        ),
        "Site settings (Arabic)",
      );
      const resolve = item?.child as (
        ...args: unknown[]
      ) => Promise<{ serialize: () => Node & { options: { id: string; template?: string } } }>;
      return (await resolve("", {})).serialize();
    };

    it("opens the translation its set names", async () => {
      expect((await arabicSettings("siteSettings-main-ar")).options).toMatchObject({
        id: "siteSettings-main-ar",
      });
    });

    it("before there is one, opens a new one in that language", async () => {
      expect((await arabicSettings(null)).options).toMatchObject({
        id: "siteSettings-main-ar",
        template: "siteSettings-ar",
      });
    });
  });
});
