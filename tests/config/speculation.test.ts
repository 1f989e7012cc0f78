import { describe, expect, it } from "vitest";
import { SPECULATION_RULES, SPECULATION_RULES_TEXT } from "#src/config/speculation.ts";

/** A link as the rules see it: where it leads, and whether it names a language (the switch). */
interface Link {
  readonly href: string;
  readonly hreflang?: string;
}

type Condition =
  | { readonly and: readonly Condition[] }
  | { readonly not: Condition }
  | { readonly href_matches: string }
  | { readonly selector_matches: string };

/**
 * A rule's `where`, read as the browser reads it: URL patterns against the page's address (Node's
 * URLPattern is the browser's), and the one selector the rules use.
 */
function matches(condition: Condition, link: Link, page: string): boolean {
  if ("and" in condition) return condition.and.every((each) => matches(each, link, page));
  if ("not" in condition) return !matches(condition.not, link, page);
  if ("href_matches" in condition)
    return new URLPattern(condition.href_matches, page).test(new URL(link.href, page));
  if (condition.selector_matches === "[hreflang]") return link.hreflang !== undefined;
  throw new Error(`A selector this table cannot read: ${condition.selector_matches}`);
}

const PAGE = "https://www.arkan-contracting.com/ar/ourProjects";

describe("the speculation rules", () => {
  it("render the site's links ahead, moderately", () => {
    expect(Object.keys(SPECULATION_RULES)).toEqual(["prerender"]);
    expect(SPECULATION_RULES.prerender).toEqual([expect.objectContaining({ eagerness: "moderate" })]);
    expect(JSON.parse(SPECULATION_RULES_TEXT)).toEqual(SPECULATION_RULES);
  });

  it.each<[string, Link, boolean]>([
    ["a project, from the list", { href: "/ar/ourProjects/project-al-noor-hotel" }, true],
    ["an English page", { href: "/careers" }, true],
    ["home", { href: "/" }, true],
    ["a category's list, at its bar", { href: "/ar/ourProjects/category/airport#categories" }, true],
    ["an old address of the list", { href: "/ourProjects?category=Airport" }, true],
    ["the site's own address, written whole", { href: "https://www.arkan-contracting.com/teams" }, true],
    ["the language switch", { href: "/ourProjects", hreflang: "en" }, false],
    ["a moved page", { href: "/team" }, false],
    ["the company profile, a file and no page", { href: "/company-profile.pdf" }, false],
    ["a moved page, with a query", { href: "/team?from=old" }, false],
    ["another site", { href: "https://www.linkedin.com/company/arkan-contracting" }, false],
    ["the site on another host", { href: "https://arkan-contracting.com/careers" }, false],
    ["an e-mail address", { href: "mailto:info@arkan-contracting.com?subject=Hello" }, false],
    ["a phone number", { href: "tel:+966110000000" }, false],
  ])("%s: %o → %s", (_name, link, loaded) => {
    for (const rule of SPECULATION_RULES.prerender) expect(matches(rule.where, link, PAGE)).toBe(loaded);
  });
});
