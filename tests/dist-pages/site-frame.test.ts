/**
 * The header's links and the footer as the build wrote them: which link is current on each kind of
 * page, and the footer's words and links. Read from dist/ (a browser spec until now, one page load
 * each); the current link's colours, the menu and its motion stay in e2e/header.spec.ts.
 */
import { within } from "@testing-library/dom";
import { describe, expect, it } from "vitest";
import { builtDocument, textOf } from "./built-site.ts";

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
