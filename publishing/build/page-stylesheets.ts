/**
 * Each page's own stylesheet: the site's stylesheet less the utilities nothing on the page can
 * use (docs/performance.md, "One stylesheet per page").
 *
 * Tailwind writes one stylesheet for the whole site, 7.6 KB Brotli at the sample, and a page
 * paints one round trip (150 ms) later when its HTML and that stylesheet pass the first round
 * trip's 14.6 KB. Most pages use about half of the utilities. So after Astro has written the
 * site, each page gets a copy that keeps only the utilities it can use:
 * - every class its HTML names, and every class named in the scripts it can load (its islands
 *   and scripts, followed through their imports, static and dynamic, whether or not the visitor
 *   ever triggers them), so a menu opened or a viewer turned later is styled as before;
 * - then, of what Tailwind registers for those utilities, only the custom properties
 *   (`@property`, the theme's variables) and keyframes still referenced by what is left, by the
 *   page or by a stylesheet its scripts load.
 * Everything else (the theme, the base layer, the fonts, the components) is kept as it is.
 * Pages whose copies come out the same share one file, named by its content; the site-wide
 * stylesheet is removed once no page or script names it.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import postcss, { type AtRule, type ChildNode, type Container, type Root, type Rule } from "postcss";

/** Where Astro writes its bundled scripts and stylesheets, under the site's folder. */
const ASSETS_DIR = "_astro";

export interface PageStylesheetsCensus {
  /** Pages whose stylesheet was replaced by their own. */
  readonly pages: number;
  /** Stylesheets written (pages that use the same utilities share one). */
  readonly stylesheets: number;
}

/**
 * The words a page's text (its HTML, a script, a stylesheet) could name a class or a custom
 * property with: split where a class name cannot continue (white space and quotes), after
 * decoding the entities HTML writes inside attributes (an island's props).
 */
export function namesIn(text: string): Set<string> {
  const decoded = text.replace(/&(#\d+|quot|apos|amp|lt|gt);/g, (_, entity: string) =>
    entity.startsWith("#") ? String.fromCodePoint(Number(entity.slice(1))) : (ENTITIES[entity] ?? ""),
  );
  return new Set(decoded.split(/[\s"'`]+/).filter((word) => word !== ""));
}

const ENTITIES: Readonly<Record<string, string>> = { quot: '"', apos: "'", amp: "&", lt: "<", gt: ">" };

/** What a text (a page, a script, a stylesheet) can use of a stylesheet: its words and custom properties. */
export const useOf = (text: string): PageUse => ({
  names: namesIn(text),
  customProperties: text.match(/--[\w-]+/g) ?? [],
});

/** The bundled files (`name.js`, `name.css`) a page or a script names, wherever it names them. */
export function assetsNamedIn(text: string): Set<string> {
  return new Set(text.match(/(?<=["'`/(])[\w-][\w.-]*\.(?:js|css)(?=["'`)])/g) ?? []);
}

/**
 * A CSS class selector's class, as a page writes it: `lg\:grid-cols-\[1\.35fr_1fr\]` is
 * `lg:grid-cols-[1.35fr_1fr]`, `\32 xl\:p-8` is `2xl:p-8`. Undefined for a selector that does
 * not begin with a class.
 */
export function leadingClass(selector: string): string | undefined {
  const name = /^\.((?:\\[0-9a-fA-F]{1,6}\s?|\\[^0-9a-fA-F\n]|[\w-]|[^\p{ASCII}])+)/u.exec(
    selector.trim(),
  )?.[1];
  return name?.replace(/\\([0-9a-fA-F]{1,6}\s?|[^0-9a-fA-F\n])/g, (_, escaped: string) =>
    /^[0-9a-fA-F]/.test(escaped) ? String.fromCodePoint(parseInt(escaped.trim(), 16)) : escaped,
  );
}

/** A selector list's members, split at its top-level commas (not those inside `:is(a, b)`). */
function selectorMembers(selector: string): string[] {
  const members: string[] = [];
  let depth = 0;
  let start = 0;
  for (let at = 0; at < selector.length; at++) {
    const char = selector[at];
    if (char === "\\") at++;
    else if (char === "(" || char === "[") depth++;
    else if (char === ")" || char === "]") depth--;
    else if (char === "," && depth === 0) {
      members.push(selector.slice(start, at));
      start = at + 1;
    }
  }
  members.push(selector.slice(start));
  return members;
}

function inUtilitiesLayer(node: ChildNode): boolean {
  for (let parent = node.parent; parent && parent.type !== "root"; parent = parent.parent as Container) {
    const { name, params } = parent as AtRule;
    if (name === "layer" && params === "utilities") return true;
  }
  return false;
}

/** Removes the containers (rules, blocks) that pruning left empty; statements such as `@layer a, b;` stay. */
function removeEmpty(container: Container): void {
  container.each((node) => {
    if (node.type === "rule" || (node.type === "atrule" && node.nodes !== undefined)) {
      removeEmpty(node);
      if (node.nodes?.length === 0) node.remove();
    }
  });
}

/** What a page can use, for a stylesheet to keep. */
export interface PageUse {
  /** The words of the page and of what it can load (namesIn): a class, a keyframes' name. */
  readonly names: Iterable<string>;
  /** The custom properties they mention: in an inline style, read by a script, in a stylesheet. */
  readonly customProperties: Iterable<string>;
}

/** A stylesheet's pruner (stylesheetPruner). */
export interface StylesheetPruner {
  /** Of `use`, only what this stylesheet declares: the same pruning, far less to hold per page. */
  relevant(use: PageUse): { names: string[]; customProperties: string[] };
  /** The stylesheet for a page that can use `use`. */
  prune(use: PageUse): string;
}

/**
 * A stylesheet's pruner: given what a page can use, the stylesheet less the utilities whose
 * class the page does not name, then less the custom properties and keyframes nothing left
 * refers to. Pages that use the same of it get the same text, computed once.
 */
export function stylesheetPruner(css: string): StylesheetPruner {
  const parsed = postcss.parse(css);
  const words = new Set<string>();
  const customProperties = new Set<string>();
  parsed.walkRules((rule) => {
    if (isUtility(rule))
      for (const member of selectorMembers(rule.selector)) words.add(leadingClass(member) ?? "");
  });
  parsed.walkDecls((declaration) => {
    if (declaration.prop.startsWith("--")) customProperties.add(declaration.prop);
  });
  parsed.walkAtRules((rule) => {
    if (rule.name === "property") customProperties.add(rule.params.trim());
    if (isKeyframes(rule)) words.add(rule.params.trim());
  });

  const relevant = (use: PageUse) => ({
    names: [...new Set([...use.names].filter((name) => words.has(name)))].sort(),
    customProperties: [
      ...new Set([...use.customProperties].filter((name) => customProperties.has(name))),
    ].sort(),
  });
  // Pages that use the same of it share one text, keyed by what they use.
  const pruned = memo((key: string) => {
    const [names = "", mentioned = ""] = key.split("\n");
    return prune(parsed.clone(), new Set(names.split(" ")), new Set(mentioned.split(" ")));
  });
  return {
    relevant,
    prune(use) {
      const { names, customProperties: mentioned } = relevant(use);
      return pruned(`${names.join(" ")}\n${mentioned.join(" ")}`);
    },
  };
}

/** `compute`, called once for each key. */
function memo<K, V>(compute: (key: K) => V): (key: K) => V {
  const known = new Map<K, V>();
  return (key) => {
    if (!known.has(key)) known.set(key, compute(key));
    return known.get(key) as V;
  };
}

const isUtility = (rule: Rule) => inUtilitiesLayer(rule) && rule.parent?.type === "atrule";
const isKeyframes = (rule: AtRule) => /^(-webkit-)?keyframes$/.test(rule.name);

/** A theme colour at an opacity, as Tailwind writes it for browsers that mix colours. */
const THEME_COLOUR_MIX = /^color-mix\(in oklab, var\(--color-[\w-]+\) [\d.]+%, transparent\)$/;

/**
 * Tailwind writes each theme colour at an opacity (`text-white/85`) twice: as a fixed colour
 * (`#ffffffd9`), then again in `@supports (color: color-mix(…))` as the theme's variable mixed
 * with transparent. The theme's colours never change once built, so the two are the same colour
 * and the second is dropped (99 B of Brotli on /ar/classifications); a mix of anything else (the
 * placeholder's `currentcolor`) stays.
 */
function dropColourMixRepeats(root: Root): void {
  root.walkAtRules("supports", (rule) => {
    if (!rule.params.includes("color-mix") || !inUtilitiesLayer(rule)) return;
    let repeats = true;
    rule.walkDecls((declaration) => {
      if (!THEME_COLOUR_MIX.test(declaration.value)) repeats = false;
    });
    if (repeats) rule.remove();
  });
}

function prune(root: Root, used: ReadonlySet<string>, mentioned: ReadonlySet<string>): string {
  dropColourMixRepeats(root);
  root.walkRules((rule) => {
    if (!isUtility(rule)) return;
    const members = selectorMembers(rule.selector);
    const kept = members.filter((member) => {
      const name = leadingClass(member);
      return name === undefined || used.has(name);
    });
    if (kept.length === 0) rule.remove();
    else if (kept.length < members.length) rule.selector = kept.join(",");
  });

  // Removing one custom property can leave another unreferenced: until nothing changes.
  for (let changed = true; changed;) {
    changed = false;
    const referenced = new Set(mentioned);
    const animations = new Set(used);
    root.walkDecls((declaration) => {
      for (const [, name = ""] of declaration.value.matchAll(/var\(\s*(--[\w-]+)/g)) referenced.add(name);
      if (declaration.prop.startsWith("animation") || declaration.prop.startsWith("--animate")) {
        for (const word of declaration.value.split(/[\s,]+/)) animations.add(word);
      }
    });
    const remove = (node: ChildNode) => {
      node.remove();
      changed = true;
    };
    root.walkDecls((declaration) => {
      if (declaration.prop.startsWith("--") && !referenced.has(declaration.prop)) remove(declaration);
    });
    root.walkAtRules((rule) => {
      if (rule.name === "property" && !referenced.has(rule.params.trim())) remove(rule);
      if (isKeyframes(rule) && !animations.has(rule.params.trim())) remove(rule);
    });
  }
  removeEmpty(root);
  return root.toString();
}

/** The files under `dir` (relative paths) that end in `.html`. */
function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".html"));
}

/**
 * Gives every page of the site built in `siteDir` its own stylesheet (see the module's comment)
 * and rewrites its `<link rel="stylesheet">` to it. Returns what it did.
 */
export async function writePageStylesheets(siteDir: string): Promise<PageStylesheetsCensus> {
  const assetsDir = join(siteDir, ASSETS_DIR);
  if (!existsSync(assetsDir)) return { pages: 0, stylesheets: 0 };
  const assets = new Set(readdirSync(assetsDir));
  // Each bundled file is read, parsed and searched once, for every page that loads it.
  const read = memo((name: string) => readFileSync(join(assetsDir, name), "utf8"));
  const prunerOf = memo((stylesheet: string) => stylesheetPruner(read(stylesheet)));
  const relevantIn = memo((stylesheet: string) =>
    memo((file: string) => prunerOf(stylesheet).relevant(useOf(read(file)))),
  );
  const namedBy = memo((script: string) => assetsNamedIn(read(script)));

  /** What a page can load: the bundled scripts and stylesheets it names, and theirs in turn. */
  const reachable = (html: string): string[] => {
    const found = new Set<string>();
    const queue = [...assetsNamedIn(html)];
    for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
      if (found.has(name) || !assets.has(name)) continue;
      found.add(name);
      if (name.endsWith(".js")) queue.push(...namedBy(name));
    }
    return [...found];
  };

  const written = new Set<string>();
  const linkedBefore = new Set<string>();
  let pages = 0;
  for (const file of htmlFiles(siteDir)) {
    const path = join(siteDir, file);
    const html = readFileSync(path, "utf8");
    const links = stylesheetLinks(html).filter(([, href]) => assets.has(assetName(href)));
    if (links.length === 0) continue;
    const linked = new Set(links.map(([, href]) => assetName(href)));
    const loaded = reachable(html).filter((name) => !linked.has(name));
    let changed = html;
    for (const [tag, href] of links) {
      const name = assetName(href);
      linkedBefore.add(name);
      const uses = [prunerOf(name).relevant(useOf(html)), ...loaded.map(relevantIn(name))];
      const css = prunerOf(name).prune({
        names: uses.flatMap((use) => use.names),
        customProperties: uses.flatMap((use) => use.customProperties),
      });
      if (css === read(name)) continue;
      const own = `${name.split(".")[0]}.${createHash("sha256").update(css).digest("hex").slice(0, 10)}.css`;
      if (!written.has(own)) {
        written.add(own);
        await writeFile(join(assetsDir, own), css);
      }
      changed = changed.replace(tag, tag.replace(href, `/${ASSETS_DIR}/${own}`));
    }
    if (changed !== html) {
      await writeFile(path, changed);
      pages++;
    }
  }

  // The site-wide stylesheet goes once nothing names it any more.
  const named = new Set<string>();
  for (const file of htmlFiles(siteDir)) {
    for (const name of assetsNamedIn(readFileSync(join(siteDir, file), "utf8"))) named.add(name);
  }
  for (const name of assets) if (name.endsWith(".js")) for (const other of namedBy(name)) named.add(other);
  for (const name of linkedBefore) if (!named.has(name)) await rm(join(assetsDir, name));
  return { pages, stylesheets: written.size };
}

/** A bundled file's name from its address on the site (`/_astro/a.css` is `a.css`), or "" for another. */
function assetName(href: string): string {
  return href.startsWith(`/${ASSETS_DIR}/`) ? href.slice(ASSETS_DIR.length + 2) : "";
}

/** Each `<link rel="stylesheet">` tag of a page with its `href`. */
export function stylesheetLinks(html: string): [tag: string, href: string][] {
  const links: [string, string][] = [];
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = /\srel=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag);
    const href = /\shref=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag);
    const rels = (rel?.[1] ?? rel?.[2] ?? rel?.[3] ?? "").toLowerCase().split(/\s+/);
    const target = href?.[1] ?? href?.[2] ?? href?.[3];
    if (rels.includes("stylesheet") && target !== undefined) links.push([tag, target]);
  }
  return links;
}
