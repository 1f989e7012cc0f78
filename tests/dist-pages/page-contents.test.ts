/**
 * Every route of the sample site says what it must, read from the HTML the build wrote: each
 * page's heading and title, every project's page, and the content layer's real content on each
 * (a browser spec until the HTML layer: it read only the HTML). What needs a host or a script,
 * the redirect of /team, the 404 page's status and its two states, stays in e2e/routes.spec.ts.
 */
import { describe, expect, it } from "vitest";
import { en } from "#src/i18n/en.ts";
import { sampleOf } from "../../e2e/support/sample.ts";
import { builtDocument, textOf } from "./built-site.ts";

const HEADLINE = "Build Great with Quality, Speed, and Trust Since 1985";

const headings = (document: Document, selector: string) =>
  [...document.querySelectorAll(`main ${selector}`)].map((heading) => textOf(heading));

describe("every route answers with its heading", () => {
  it.each([
    ["/", HEADLINE, "Arkan Contracting"],
    ["/contactus", HEADLINE, "Arkan Contracting"],
    ["/classifications", "Our Classifications", "Our Classifications | Arkan Contracting"],
    ["/careers", "Careers", "Careers | Arkan Contracting"],
    ["/ourProjects", "Our Projects", "Our Projects | Arkan Contracting"],
    ["/teams", "Team", "Team | Arkan Contracting"],
  ])("%s", (path, heading, title) => {
    const document = builtDocument(path);
    expect(textOf(document.querySelector("h1"))).toBe(heading);
    expect(document.title).toBe(title);
  });

  it("/contactus is the home page, with / as its canonical URL", () => {
    const document = builtDocument("/contactus");
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toMatch(/\/$/);
    expect(headings(document, "h2")).toContain("Our Services");
  });
});

describe("every project has its own page", () => {
  const projects = sampleOf("ourProjects");

  it("for each of the sample's projects", () => {
    expect(projects.length).toBeGreaterThanOrEqual(16);
  });

  it.each(projects.map((project) => [project._id, project] as const))("%s", (id, project) => {
    const document = builtDocument(`/ourProjects/${id}`);
    expect(textOf(document.querySelector("h1"))).toBe(project.title);
    const text = textOf(document.querySelector("main"));
    expect(text).toContain(en.project.images.replace("{n}", String(project.images?.length ?? 0)));
    expect(headings(document, "h2, h3")).toContain("Project Investment");
    expect(text).toContain("Total construction value");
    const back = [...document.querySelectorAll("main a")].find((link) => textOf(link) === "Back to Projects");
    expect(back?.getAttribute("href")).toBe("/ourProjects");
  });
});

describe("pages show the content layer's real content", () => {
  it("home: about, every service, landing projects and clients", () => {
    const document = builtDocument("/");
    expect(headings(document, "h2")).toEqual(
      expect.arrayContaining([sampleOf("aboutUs")[0]?.title, "Some Of Our Projects", "Our Clients"]),
    );
    expect(document.querySelector('main img[alt="About Arkan Contracting"]')).not.toBeNull();
    const buttons = [...document.querySelectorAll("main button")].map((button) => textOf(button));
    for (const service of sampleOf("ourServices")) expect(buttons).toContain(service.title);
  });

  it("projects list: every project, newest first, linking to its page", () => {
    const document = builtDocument("/ourProjects");
    // Newest first; those without a year last, in the dataset's order.
    const newestFirst = sampleOf("ourProjects").toSorted((a, b) => (b.year ?? 0) - (a.year ?? 0));
    expect(textOf(document.querySelector("main"))).toContain(`${newestFirst.length} project(s) found`);
    const cards = [...document.querySelectorAll("main li a")].map((link) => link.getAttribute("href"));
    expect(cards).toEqual(newestFirst.map((project) => `/ourProjects/${project._id}`));
  });

  it("a project: its gallery's first picture cut to the frame, its description and investment", () => {
    const document = builtDocument("/ourProjects/project-business-gate");
    // 1200 px wide, cut by the CDN to the gallery's 16:9 frame.
    const gallery = document.querySelector('section[aria-roledescription="carousel"]');
    expect(gallery?.querySelector("img")?.getAttribute("src")).toMatch(/[?&]w=1200&h=675&fit=crop&/);
    expect(textOf(document.querySelector("main"))).toContain("6 Images");
    expect(headings(document, "h2, h3")).toContain("Description");
    expect(textOf(document.querySelector("main"))).toMatch(/A 52-storey grade-A office tower/);
    const investment = [...document.querySelectorAll("main section")].find(
      (section) => textOf(section.querySelector("h2, h3")) === "Project Investment",
    );
    expect(textOf(investment)).toContain("SAR 730 Million");
    expect(textOf(investment)).toContain("Total construction value");
  });

  it("a project without images shows the placeholder", () => {
    const document = builtDocument("/ourProjects/project-guest-palace");
    expect(textOf(document.querySelector("main"))).toContain("0 Images");
    expect(document.querySelector('main img[alt="Error loading image"]')).not.toBeNull();
  });

  it("classifications: the main certificate beside the five grade lines, and the footer", () => {
    const document = builtDocument("/classifications");
    const image = document.querySelector("main img");
    expect(image?.getAttribute("alt")).toBe("Arkan Contracting contractor classification certificate");
    expect([...(document.querySelector("main ol")?.querySelectorAll("li") ?? [])].map(textOf)).toEqual([
      "1ST GRADE BUILDINGS CONSTRUCTION",
      "1ST GRADE BUILDING MAINTENANCE",
      "1ST GRADE ELECTRO-MECHANICAL AND RENEWABLE ENERGY",
      "2ND GRADE ELECTRONICS",
      "2ND GRADE STEEL STRUCTURE",
    ]);
    expect(document.querySelector("footer")).not.toBeNull();
  });

  it("every page's footer states the registration numbers, small", () => {
    expect(textOf(builtDocument("/careers").querySelector("footer"))).toContain("CR 1010123456");
    expect(textOf(builtDocument("/careers").querySelector("footer"))).toContain("VAT 300123456700003");
    expect(textOf(builtDocument("/ar/teams").querySelector("footer"))).toContain("س.ت 1010123456");
  });

  it("careers: every open position with its Apply Now e-mail", () => {
    const document = builtDocument("/careers");
    const titles = headings(document, "h2, h3");
    for (const job of sampleOf("careers")) expect(titles).toContain(job.title);
    const apply = [...document.querySelectorAll("main a")].find((link) => textOf(link) === "Apply Now");
    expect(apply?.getAttribute("href")).toBe(
      "mailto:info@arkan-contracting.com?subject=Application%20for%20Senior%20Site%20Engineer%20(Civil)",
    );
  });

  it("team: every member, ordered, without dead contact links", () => {
    const document = builtDocument("/teams");
    const names = headings(document, "h3");
    expect(names).toHaveLength(sampleOf("team").length);
    expect(names.slice(0, 2)).toEqual(["Khalid Al-Rashid", "Sara Haddad"]);
    const named = (label: string) => document.querySelector(`main a[aria-label="${label}"]`);
    expect(named("Khalid Al-Rashid on LinkedIn (opens in a new tab)")).not.toBeNull();
    expect(named("Yusuf Ibrahim on LinkedIn (opens in a new tab)")).toBeNull();
    expect(named("E-mail Nadia Saleh")).toBeNull();
    expect(named("E-mail Yusuf Ibrahim")?.getAttribute("href")).toBe(
      "mailto:y.ibrahim@arkan-contracting.com",
    );
  });
});
