/**
 * Every page links one stylesheet of its own (publishing/build/page-stylesheets.ts), and every
 * class its HTML holds is one that stylesheet names: a rule cut away that the page's content
 * needs (a project without images, a long list's page links) shows here, page by page. Read
 * from the HTML the build wrote; what the islands add once woken, and the menu and search once
 * opened, is the sweep's, once a kind of page (e2e/sweep.spec.ts).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PUBLIC_OUT_DIR } from "../../publishing/repository-paths.ts";
import { builtPages } from "./built-site.ts";

/** The classes a stylesheet's selectors name, escapes undone (`md\:flex` is `md:flex`). */
function namedClasses(css: string): Set<string> {
  // Declarations hold no selectors: only what comes before each block's brace is read.
  const selectors = [...css.matchAll(/([^{}]*)\{/g)].map(([, selector = ""]) => selector);
  return new Set(
    selectors.flatMap((selector) =>
      [...selector.matchAll(/\.((?:\\.|[\w-])+)/g)].map(([, name = ""]) => name.replace(/\\(.)/g, "$1")),
    ),
  );
}

const pages = builtPages().filter(({ html }) => !html.includes('http-equiv="refresh"'));
const stylesheets = new Map<string, Set<string>>();
const namedBy = (href: string) =>
  stylesheets.get(href) ??
  stylesheets.set(href, namedClasses(readFileSync(join(PUBLIC_OUT_DIR, href), "utf8"))).get(href);

describe.each(pages.map((page) => [page.path, page.html] as const))("%s", (_, html) => {
  it("links one stylesheet of its own, which names every class the page holds", () => {
    // Read as Astro writes them, attributes in double quotes: a DOM for each of 96 pages took 24 s.
    const links = [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].map(
      ([tag]) => /\bhref="([^"]*)"/.exec(tag)?.[1],
    );
    expect(links).toEqual([expect.stringMatching(/^\/_astro\/[\w-]+\.[0-9a-f]{10}\.css$/)]);
    const named = namedBy(links[0] ?? "");
    const held = new Set(
      [...html.matchAll(/\sclass="([^"]*)"/g)].flatMap(([, list = ""]) => list.split(/\s+/)),
    );
    held.delete("");
    expect([...held].filter((name) => !named?.has(name)).sort()).toEqual([]);
  });
});
