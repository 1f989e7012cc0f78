import { describe, expect, it } from "vitest";
import { defineRoutes, findEntry } from "#src/lib/routes/route-table.ts";

const PATHS = [
  { params: { listing: undefined }, props: "all, page 1" },
  { params: { listing: "page/2" }, props: "all, page 2" },
  { params: { listing: "category/airport" }, props: "airport" },
];

describe("findEntry", () => {
  it.each<[Record<string, string | undefined>, string | undefined]>([
    [{}, "all, page 1"],
    [{ listing: undefined }, "all, page 1"],
    [{ listing: "page/2" }, "all, page 2"],
    [{ listing: "category/airport" }, "airport"],
    [{ listing: "category/nowhere" }, undefined],
    [{ listing: "page/2", other: "x" }, undefined],
  ])("%j gives %j", (params, props) => {
    expect(findEntry(PATHS, params)).toBe(props);
  });
});

describe("defineRoutes: each page's twins", () => {
  // English has "a"; Arabic has "a" and "b", written only in Arabic.
  const route = defineRoutes({
    paths: async (locale) =>
      (locale.code === "en" ? ["a"] : ["a", "b"]).map((id) => ({ params: { id }, props: id })),
    page: (id: string) => ({ id }),
    nearest: () => ({ path: "/ourProjects", kind: "projects" }),
  });
  const request = (locale: string | undefined, id: string, isPrerendered: boolean, props?: unknown) => ({
    isPrerendered,
    props,
    params: { locale, id },
    site: undefined,
    url: new URL("https://example.com/"),
  });

  it("hands each static path the languages the same path is built in", async () => {
    const paths = await route.getStaticPaths();
    expect(paths.map(({ params, props }) => [params.locale, params.id, props.languages])).toEqual([
      [undefined, "a", ["en", "ar"]],
      ["ar", "a", ["en", "ar"]],
      ["ar", "b", ["ar"]],
    ]);
  });

  it.each([
    ["the static build", true],
    ["the preview server", false],
  ])("gives the page its twins and the nearest page, in %s", async (_, prerendered) => {
    const paths = await route.getStaticPaths();
    const props = (id: string, locale?: string) =>
      paths.find((path) => path.params.id === id && path.params.locale === locale)?.props;
    const page = await route.pageFor(request("ar", "b", prerendered, props("b", "ar")));
    expect(page).toEqual({
      id: "b",
      twins: { languages: ["ar"], nearest: { path: "/ourProjects", kind: "projects" } },
    });
    expect((await route.pageFor(request(undefined, "a", prerendered, props("a"))))?.twins.languages).toEqual([
      "en",
      "ar",
    ]);
    expect(await route.pageFor(request(undefined, "b", false))).toBeUndefined();
  });
});
