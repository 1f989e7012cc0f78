import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  assetsNamedIn,
  leadingClass,
  namesIn,
  stylesheetPruner,
  useOf,
  writePageStylesheets,
} from "../../publishing/build/page-stylesheets.ts";

describe("leadingClass", () => {
  it.each<[string, string | undefined]>([
    [".mt-4", "mt-4"],
    [String.raw`.lg\:grid-cols-\[1\.35fr_1fr\]`, "lg:grid-cols-[1.35fr_1fr]"],
    [String.raw`.bg-ink\/85`, "bg-ink/85"],
    [String.raw`.\32 xl\:p-8`, "2xl:p-8"],
    [String.raw`.max-h-\[80\%\]`, "max-h-[80%]"],
    [String.raw`.grid-cols-\[minmax\(0\,420px\)_1fr\]`, "grid-cols-[minmax(0,420px)_1fr]"],
    [String.raw`.space-y-4 :where(&>:not(:last-child))`, "space-y-4"],
    [":where(.group):hover", undefined],
    ["html[lang=ar]", undefined],
  ])("%s is %s", (selector, expected) => {
    expect(leadingClass(selector)).toBe(expected);
  });
});

describe("namesIn", () => {
  it.each<[string, string, string[]]>([
    [
      "a class attribute",
      '<p class="mt-4 lg:grid-cols-[1.35fr_1fr] bg-ink/85">',
      ["mt-4", "lg:grid-cols-[1.35fr_1fr]", "bg-ink/85"],
    ],
    ["a script's string", 'className:"object-contain p-4 sm:p-6"', ["object-contain", "p-4", "sm:p-6"]],
    ["a template literal", "`${a} w-full ${b?`x-1`:'y-2'}`", ["w-full", "x-1", "y-2"]],
    [
      "an island's props, entities decoded",
      'props="{&quot;className&quot;:[0,&quot;size-6 rtl:rotate-180&quot;]}"',
      ["size-6", "rtl:rotate-180"],
    ],
    ["numeric entities decoded", "data-a='&#39;mt-2&#34;p-1&#39;'", ["mt-2", "p-1"]],
  ])("%s", (_, text, expected) => {
    const names = namesIn(text);
    for (const name of expected) expect(names, name).toContain(name);
  });
});

describe("assetsNamedIn", () => {
  it.each<[string, string, string[]]>([
    ["an island's component", '<astro-island component-url="/_astro/Menu.a1B2.js">', ["Menu.a1B2.js"]],
    ["a static import", 'import{t}from"./react.Cm_8.js";', ["react.Cm_8.js"]],
    ["a dynamic import", 'import("./Panel.x-9.js")', ["Panel.x-9.js"]],
    [
      "Vite's preload list",
      'm.f=["_astro/Panel.x.js","_astro/dialog.Y.css"]',
      ["Panel.x.js", "dialog.Y.css"],
    ],
    ["a word that only looks like one", "use next.js to", []],
  ])("%s", (_, text, expected) => {
    expect([...assetsNamedIn(text)]).toEqual(expected);
  });
});

const CSS = [
  "@layer theme,base,components,utilities;",
  "@layer theme{:root{--color-brand:#f2a900;--color-ink:#0d1014;--animate-rise:rise 1s}}",
  "@layer base{html{color:var(--color-ink)}}",
  "@layer utilities{",
  ".mt-4{margin-top:1rem}",
  ".text-brand{color:var(--color-brand)}",
  String.raw`.lg\:mt-8{@media (width>=64rem){margin-top:2rem}}`,
  ".shadow-sm{--tw-shadow:0 1px #0000;box-shadow:var(--tw-shadow)}",
  ".ring{--tw-ring-shadow:0 0 0 1px;box-shadow:var(--tw-ring-shadow)}",
  ".animate-rise{animation:var(--animate-rise)}",
  ".a,.b{display:block}",
  "}",
  '@property --tw-shadow{syntax:"*";inherits:false}',
  '@property --tw-ring-shadow{syntax:"*";inherits:false}',
  "@keyframes rise{0%{opacity:0}}",
].join("");

describe("pruneStylesheet", () => {
  const pruned = (names: string[], text = "") => {
    const fromText = useOf(text);
    return stylesheetPruner(CSS).prune({
      names: [...names, ...fromText.names],
      customProperties: fromText.customProperties,
    });
  };

  it.each<[string, string[], string[], string[]]>([
    [
      "keeps the utilities the page names, and only those",
      ["mt-4"],
      [".mt-4{"],
      [".text-brand", ".shadow-sm"],
    ],
    ["keeps a utility whose variant the page names", ["lg:mt-8"], [String.raw`.lg\:mt-8{@media`], [".mt-4{"]],
    [
      "keeps Tailwind's properties a kept utility uses, not the others",
      ["shadow-sm"],
      ["@property --tw-shadow", ".shadow-sm{--tw-shadow"],
      ["@property --tw-ring-shadow"],
    ],
    [
      "keeps the theme's variables a kept rule refers to",
      ["text-brand"],
      ["--color-brand:#f2a900", "--color-ink"],
      ["--animate-rise"],
    ],
    [
      "keeps keyframes only while something animates with them",
      ["animate-rise"],
      ["@keyframes rise", "--animate-rise"],
      [],
    ],
    ["drops keyframes no kept rule uses", [], ["@layer base{html"], ["@keyframes rise", "--animate-rise"]],
    ["keeps the named member of a merged rule", ["b"], [".b{display:block}"], [".a,", ".a{"]],
    [
      "never touches the base layer or the layer order",
      [],
      ["@layer theme,base,components,utilities;", "html{color:var(--color-ink)}"],
      [],
    ],
  ])("%s", (_, names, present, absent) => {
    const css = pruned(names);
    for (const text of present) expect(css).toContain(text);
    for (const text of absent) expect(css).not.toContain(text);
  });

  it("keeps a theme variable that the page's own code reads, though no rule does", () => {
    expect(pruned([], '<div style="color: var(--color-brand)">')).toContain("--color-brand:#f2a900");
  });

  it("keeps a theme colour at an opacity once, as the fixed colour Tailwind writes first", () => {
    const mixed = (selector: string, value: string) =>
      `@supports (color:color-mix(in lab, red, red)){${selector}{color:${value}}}`;
    const css = [
      "@layer base{",
      mixed("::placeholder", "color-mix(in oklab, currentcolor 50%, transparent)"),
      "}@layer utilities{",
      String.raw`.text-ink\/85{color:#0d1014d9}`,
      mixed(String.raw`.text-ink\/85`, "color-mix(in oklab, var(--color-ink) 85%, transparent)"),
      "}",
    ].join("");
    const kept = stylesheetPruner(css).prune({ names: ["text-ink/85"], customProperties: [] });
    expect(kept).toContain(String.raw`.text-ink\/85{color:#0d1014d9}`);
    expect(kept).not.toContain("var(--color-ink) 85%");
    expect(kept).toContain("::placeholder{color:color-mix(in oklab, currentcolor 50%, transparent)}");
  });

  it("keeps keyframes a script names", () => {
    expect(pruned([], 'el.animate("rise")')).toContain("@keyframes rise");
  });

  it("is the stylesheet itself when the page uses all of it", () => {
    const all = ["mt-4", "text-brand", "lg:mt-8", "shadow-sm", "ring", "animate-rise", "a", "b"];
    expect(pruned(all)).toBe(CSS);
  });
});

describe("writePageStylesheets", () => {
  let site: string;
  afterEach(() => rmSync(site, { recursive: true, force: true }));

  function write(path: string, text: string) {
    mkdirSync(join(site, path, ".."), { recursive: true });
    writeFileSync(join(site, path), text);
  }
  const linkOf = (page: string) =>
    /href="\/_astro\/([^"]+\.css)"/.exec(readFileSync(join(site, page), "utf8"))?.[1] ?? "";

  it("gives each page the utilities it and its scripts name, sharing identical copies, and retires the site's", async () => {
    site = mkdtempSync(join(tmpdir(), "page-stylesheets-"));
    write("_astro/site.Ab12.css", CSS);
    write("_astro/Menu.x1.js", 'import("./Panel.y2.js")');
    write("_astro/Panel.y2.js", 'jsx("div",{className:"shadow-sm"})');
    const link = '<link rel="stylesheet" href="/_astro/site.Ab12.css">';
    write("index.html", `${link}<p class="mt-4">Home</p>`);
    write("about/index.html", `${link}<p class="mt-4">About</p>`);
    write("menu/index.html", `${link}<astro-island component-url="/_astro/Menu.x1.js"></astro-island>`);

    expect(await writePageStylesheets(site)).toEqual({ pages: 3, stylesheets: 2 });

    expect(linkOf("index.html")).toBe(linkOf("about/index.html"));
    const home = readFileSync(join(site, "_astro", linkOf("index.html")), "utf8");
    expect(home).toContain(".mt-4{");
    expect(home).not.toContain(".shadow-sm");
    // The panel is loaded only when the menu opens, and is styled then as before.
    const menu = readFileSync(join(site, "_astro", linkOf("menu/index.html")), "utf8");
    expect(menu).toContain(".shadow-sm{");
    expect(menu).not.toContain(".mt-4{");
    expect(readdirSync(join(site, "_astro"))).not.toContain("site.Ab12.css");
  });

  it("leaves a site without bundled stylesheets as it was", async () => {
    site = mkdtempSync(join(tmpdir(), "page-stylesheets-"));
    write("index.html", "<p>Hello</p>");
    expect(await writePageStylesheets(site)).toEqual({ pages: 0, stylesheets: 0 });
    expect(readFileSync(join(site, "index.html"), "utf8")).toBe("<p>Hello</p>");
  });
});
