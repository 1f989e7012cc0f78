/**
 * The careers page and a position's page as the build wrote them: every position in the HTML
 * (with JavaScript off too), the chips, the requirements, Apply Now's e-mail, the way to a
 * position's page and back. Read from dist/ (a browser spec at two widths until now, though it
 * read only the HTML); choosing a category and folding a description stay in e2e/careers.spec.ts.
 */
import { within } from "@testing-library/dom";
import { describe, expect, it } from "vitest";
import { CAREER_CATEGORIES } from "#src/config/categories.ts";
import { sampleOf } from "../../e2e/support/sample.ts";
import { builtDocument, textOf } from "./built-site.ts";

const positions = sampleOf("careers");
const texts = (elements: Iterable<Element>) => [...elements].map((element) => textOf(element));

const careers = builtDocument("/careers");
const main = within(careers.querySelector("main") as HTMLElement);
const card = (title: string) => {
  const found = [...careers.querySelectorAll("article")].find((article) =>
    texts(article.querySelectorAll("h3")).includes(title),
  );
  if (found === undefined) throw new Error(`no card of ${title}`);
  return found;
};

describe("the careers page", () => {
  it("has its hero, heading and subtitle, the ten chips in order, and every position", () => {
    expect(textOf(careers.querySelector("h1"))).toBe("Careers");
    expect(textOf(careers.body)).toContain("Become part of us");
    expect(main.getByRole("heading", { level: 2, name: "Open Positions" })).toBeDefined();
    expect(textOf(careers.body)).toContain("Find your next opportunity to grow with Arkan Contracting");
    const chips = within(main.getByRole("group", { name: "Career categories" }));
    expect(texts(chips.getAllByRole("button"))).toEqual([...CAREER_CATEGORIES]);
    expect(chips.getByRole("button", { name: "All Categories" }).getAttribute("aria-pressed")).toBe("true");
    expect(texts(main.getAllByRole("heading", { level: 3 }))).toEqual(
      positions.map((position) => position.title ?? ""),
    );
  });

  it("lists a position's first three requirements, then '+{n} more requirements'", () => {
    const six = card("Senior Site Engineer (Civil)");
    expect(texts(six.querySelectorAll("li"))).toEqual([
      "BSc in Civil Engineering",
      "8+ years on high-rise building sites",
      "Saudi Council of Engineers membership",
    ]);
    expect(textOf(six)).toContain("+3 more requirements");
    expect(textOf(card("HR Officer"))).toContain("+1 more requirements");
    const three = card("MEP Coordination Engineer");
    expect(three.querySelectorAll("li")).toHaveLength(3);
    expect(textOf(three)).not.toContain("more requirements");
  });

  it("e-mails the company from Apply Now with the whole title in the subject, '&' and '#' included", () => {
    const title = "C# & Dynamo Developer (BIM Automation)";
    const apply = within(card(title) as HTMLElement).getByRole("link", { name: "Apply Now" });
    const mail = new URL(apply.getAttribute("href") ?? "");
    expect(mail.protocol).toBe("mailto:");
    expect(mail.pathname).toBe("info@arkan-contracting.com");
    expect([...mail.searchParams.keys()]).toEqual(["subject"]);
    expect(mail.searchParams.get("subject")).toBe(`Application for ${title}`);
  });
});

describe("a position's page", () => {
  const engineer = positions.find((position) => position.title === "Senior Site Engineer (Civil)");
  const title = engineer?.title ?? "";

  it("is linked from its card's title", () => {
    const link = within(card(title) as HTMLElement).getByRole("link", { name: title });
    expect(link.getAttribute("href")).toBe("/careers/career-site-engineer");
  });

  it("shows all of the position, Apply Now, the breadcrumbs and the way back", () => {
    const document = builtDocument("/careers/career-site-engineer");
    const page = within(document.querySelector("main") as HTMLElement);
    expect(textOf(page.getByRole("heading", { level: 1 }))).toBe(title);
    expect(textOf(document.querySelector("main"))).toContain(engineer?.description);
    const requirements = within(page.getByRole("region", { name: "Requirements" }));
    expect(texts(requirements.getAllByRole("listitem"))).toEqual(engineer?.requirements);
    for (const fact of ["Riyadh", "Full-time", "Engineering"])
      expect(page.getAllByText(fact)).not.toHaveLength(0);
    const apply = new URL(page.getByRole("link", { name: "Apply Now" }).getAttribute("href") ?? "");
    expect(apply.searchParams.get("subject")).toBe(`Application for ${title}`);

    const trail = within(within(document.body).getByRole("navigation", { name: "Breadcrumb" }));
    expect(texts(trail.getAllByRole("link"))).toEqual(["Home", "Careers"]);
    expect(textOf(trail.getAllByRole("listitem").at(-1))).toContain(title);
    expect(trail.getByText(title).getAttribute("aria-current")).toBe("page");
    expect(page.getByRole("link", { name: "Back to Careers" }).getAttribute("href")).toBe("/careers");
  });
});
