/**
 * The speculation rules (docs/performance.md, "Speculative loading") as the build wrote them:
 * every public page holds the one rule, and a 404 page none. That Chromium takes the rule under
 * each kind of page's policy, and what it then renders ahead, is e2e/speculation.spec.ts's.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SPECULATION_RULES_TEXT } from "#src/config/speculation.ts";
import { PUBLIC_OUT_DIR } from "../../publishing/repository-paths.ts";
import { builtPages } from "./built-site.ts";

/** The texts of a page's speculation rules. */
const rulesOf = (html: string) =>
  [...html.matchAll(/<script type="speculationrules">(.*?)<\/script>/gs)].map(([, text]) => text);

const pages = builtPages();
const html = (path: string) => pages.find((page) => page.path === path)?.html ?? "";

describe("the speculation rules", () => {
  it("are on every public page, once: each page of the sitemap and /contactus in each language", () => {
    const sitemap = readFileSync(join(PUBLIC_OUT_DIR, "sitemap-0.xml"), "utf8");
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url = ""]) => new URL(url).pathname);
    const publicPages = [...listed, "/contactus", "/ar/contactus"];
    expect(publicPages.length).toBeGreaterThan(90);
    const without = publicPages.filter((path) => {
      const rules = rulesOf(html(path));
      return rules.length !== 1 || rules[0] !== SPECULATION_RULES_TEXT;
    });
    expect(without).toEqual([]);
  });

  it("are on no 404 page", () => {
    for (const path of ["/404.html", "/ar/404"]) {
      expect(html(path), path).toContain("<h1");
      expect(rulesOf(html(path)), path).toEqual([]);
    }
  });
});
