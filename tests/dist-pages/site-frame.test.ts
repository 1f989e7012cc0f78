/**
 * The frame of every page as the build wrote it: its landmarks and skip link, the header's links
 * (which is current on each kind of page) and the footer's words and links. Read from dist/
 * (browser specs until now, one page load each); the current link's colours, the menu and its
 * motion stay in e2e/header.spec.ts, and what Tab and Enter do with the skip link in
 * e2e/accessibility.spec.ts.
 */
import { within } from "@testing-library/dom";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { wordsFor } from "#src/i18n/dictionary.ts";
import { builtDocument, builtPages, textOf } from "./built-site.ts";

/** A landmark's elements: a header or footer inside a section of the page is not one. */
const landmarks = (document: Document, element: "header" | "footer" | "main") =>
  [...document.querySelectorAll(element)].filter(
    (found) =>
      element === "main" || found.parentElement?.closest("article, aside, main, nav, section") === null,
  );

describe("every page's landmarks", () => {
  // The pages of the site, not an old address's note that the page has moved.
  const pages = builtPages().filter(({ html }) => !html.includes('http-equiv="refresh"'));
  it.each(pages.map(({ path, html }) => [path, html]))(
    "%s: one main, a banner, a footer, the main navigation; first of all a link to skip to the main",
    (_path, html) => {
      const { document } = new JSDOM(html).window;
      const words = wordsFor(document.documentElement.lang);
      expect(landmarks(document, "main").map((main) => main.id)).toEqual(["main"]);
      expect(landmarks(document, "header")).toHaveLength(1);
      expect(landmarks(document, "footer")).toHaveLength(1);
      expect(document.querySelectorAll(`nav[aria-label="${words.site.mainNavigation}"]`)).toHaveLength(1);
      const [first] = document.body.querySelectorAll("a[href], button, input, select, textarea, [tabindex]");
      expect([first?.getAttribute("href"), textOf(first)]).toEqual(["#main", words.site.skipToContent]);
    },
  );
});

describe("the header", () => {
  it("links the five pages from the logo's side", () => {
    const nav = within(within(builtDocument("/").body).getByRole("navigation", { name: "Main" }));
    expect(nav.getAllByRole("link").map((link) => [textOf(link), link.getAttribute("href")])).toEqual([
      ["Home", "/"],
      ["Classifications", "/classifications"],
      ["Careers", "/careers"],
      ["Our Projects", "/ourProjects"],
      ["Team", "/teams"],
    ]);
  });

  it.each([
    ["/", "Home"],
    ["/contactus", "Home"],
    ["/classifications", "Classifications"],
    ["/careers", "Careers"],
    ["/ourProjects", "Our Projects"],
    ["/ourProjects/category/airport", "Our Projects"],
    ["/ourProjects/project-airport-t2", "Our Projects"],
    ["/careers/career-site-engineer", "Careers"],
    ["/teams", "Team"],
    ["/ar/teams", "الفريق"],
  ])("on %s, %s is the one current link", (path, label) => {
    const name = path.startsWith("/ar") ? "القائمة الرئيسية" : "Main";
    const nav = within(builtDocument(path).body).getByRole("navigation", { name });
    expect([...nav.querySelectorAll('[aria-current="page"]')].map(textOf)).toEqual([label]);
  });
});

describe("the footer", () => {
  it("thanks, Get in Touch, the page links, social links in a new tab, the copyright", () => {
    const footer = within(builtDocument("/teams").body).getByRole("contentinfo");
    const inFooter = within(footer);
    expect(textOf(footer)).toContain("Thank you for considering us. Let's build something great together.");
    expect(inFooter.getByRole("link", { name: "Get in Touch" }).getAttribute("href")).toBe(
      "mailto:info@arkan-contracting.com",
    );
    const nav = within(inFooter.getByRole("navigation", { name: "Footer" }));
    expect(nav.getAllByRole("link").map(textOf)).toEqual(["Careers", "Classifications", "Our Projects"]);
    for (const network of ["Facebook", "Instagram", "LinkedIn"]) {
      const link = inFooter.getByRole("link", {
        name: `Arkan Contracting on ${network} (opens in a new tab)`,
      });
      expect(link.getAttribute("target")).toBe("_blank");
      expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    }
    expect(textOf(footer)).toContain("© 2025. All rights reserved");
  });
});
