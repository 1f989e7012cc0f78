/**
 * The team page as the build wrote it: its figures, the members by order, and contact links only
 * where they are safe. Read from dist/ (a browser spec at two widths until now, though it read
 * only the HTML; the sweep lays the page out at both).
 */
import { within } from "@testing-library/dom";
import { describe, expect, it } from "vitest";
import { builtDocument, textOf } from "./built-site.ts";

const team = builtDocument("/teams");
const main = within(team.querySelector("main") as HTMLElement);
const member = (name: string) => {
  const item = main.getAllByRole("listitem").find((each) => textOf(each.querySelector("h3")) === name);
  if (item === undefined) throw new Error(`no member ${name}`);
  return item;
};
const linkedIn = (name: string) =>
  main.queryByRole("link", { name: `${name} on LinkedIn (opens in a new tab)` });
const email = (name: string) => main.queryByRole("link", { name: `E-mail ${name}` });

describe("the team page", () => {
  it("has its hero, the statistics strip, and the team by order (those without one last)", () => {
    expect(textOf(main.getByRole("heading", { level: 1 }))).toBe("Team");
    const strip = within(main.getByRole("region", { name: "Team in numbers" }));
    expect(strip.getAllByRole("term").map(textOf)).toEqual([
      "Team Members",
      "Projects Completed",
      "Years Experience",
      "Client Satisfaction",
    ]);
    expect(strip.getAllByRole("definition").map(textOf)).toEqual(["13+", "50+", "10+", "100%"]);
    expect(main.getByRole("heading", { level: 2, name: "Our Team" })).toBeDefined();
    expect(main.getAllByRole("heading", { level: 3 }).map(textOf)).toEqual([
      "Khalid Al-Rashid",
      "Sara Haddad",
      "Omar Farouk",
      "Lina Mansour",
      "Yusuf Ibrahim",
      "Nadia Saleh",
      "Tariq Nasser",
      "Huda Karim",
    ]);
    expect(textOf(member("Sara Haddad"))).toContain("Chief Executive Officer");
    expect(member("Sara Haddad").querySelector("img")?.getAttribute("alt")).toBe("Sara Haddad");
  });

  it("links LinkedIn in a new tab, and only for an https link on linkedin.com", () => {
    const link = linkedIn("Khalid Al-Rashid");
    expect(link?.getAttribute("href")).toBe("https://www.linkedin.com/in/khalid-alrashid");
    expect(link?.getAttribute("target")).toBe("_blank");
    expect(link?.getAttribute("rel")).toBe("noopener noreferrer");
    expect(linkedIn("Yusuf Ibrahim")).toBeNull();
    expect(linkedIn("Tariq Nasser")).toBeNull();
    const hrefs = [...team.querySelectorAll("a[href]")].map((a) => a.getAttribute("href") ?? "");
    expect(hrefs.filter((href) => /^\s*javascript:/i.test(href))).toEqual([]);
  });

  it("gives the e-mail button only for a valid address", () => {
    expect(email("Khalid Al-Rashid")?.getAttribute("href")).toBe("mailto:k.alrashid@arkan-contracting.com");
    expect(email("Tariq Nasser")?.getAttribute("href")).toBe("mailto:t.nasser@arkan-contracting.com");
    expect(email("Nadia Saleh")).toBeNull();
    expect(email("Huda Karim")).toBeNull();
    expect(linkedIn("Huda Karim")).not.toBeNull();
  });
});
