/**
 * The rules `npm run test:html` holds every built page to: the project's html-validate
 * configuration, found as the command finds it, for a page in dist/. Axe runs on one page of
 * each kind (e2e/sweep.spec.ts); what the content of every other page can break for assistive
 * technology is these rules' to find.
 */
import { join } from "node:path";
import { CLI } from "html-validate";
import { describe, expect, it } from "vitest";
import { PUBLIC_OUT_DIR } from "../../publishing/repository-paths.ts";

// Found as `html-validate` finds it, run from the repository's root (the suite's working folder).
const validator = await new CLI().getValidator();

/** The rules a page breaks, as html-validate reads a file of dist/. */
async function brokenRules(main: string): Promise<string[]> {
  const page = `<!DOCTYPE html>
<html lang="en">
  <head><title>A project</title></head>
  <body>
    <header><nav aria-label="Main"><a href="/">Home</a></nav></header>
    <main id="main">${main}</main>
    <footer><p>Registered in Riyadh</p></footer>
  </body>
</html>`;
  const report = await validator.validateString(page, join(PUBLIC_OUT_DIR, "ourProjects/x/index.html"));
  return [...new Set(report.results.flatMap((result) => result.messages.map((message) => message.ruleId)))];
}

describe("the HTML checker's rules for a built page", () => {
  it("passes a page whose content is whole", async () => {
    expect(
      await brokenRules(`<h1>Al Noor Hotel</h1>
        <img src="/a.webp" alt="The hotel's entrance" width="4" height="3">
        <h2>Facts</h2><a href="/ourProjects">All projects</a>`),
    ).toEqual([]);
  });

  it.each([
    ["an image with no alternative", `<h1>A</h1><img src="/a.webp" width="4" height="3">`, "wcag/h37"],
    ["a link with no text", `<h1>A</h1><a href="/ourProjects"></a>`, "wcag/h30"],
    ["an empty heading", `<h1></h1>`, "empty-heading"],
    ["a heading level skipped", `<h1>A</h1><h3>B</h3>`, "heading-level"],
    [
      "two navigations of one name",
      `<h1>A</h1><nav aria-label="Main"><a href="/">Home</a></nav>`,
      "unique-landmark",
    ],
    ["a button of no type", `<h1>A</h1><button>Next</button>`, "no-implicit-button-type"],
    [
      "a hidden element that takes focus",
      `<h1>A</h1><a href="/" aria-hidden="true">Home</a>`,
      "hidden-focusable",
    ],
  ])("finds %s", async (_, main, rule) => {
    expect(await brokenRules(main)).toContain(rule);
  });
});
