import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { coalescedRenders, morphPage } from "#src/preview/browser/morph-page.ts";

const html = (body: string, title = "Page") =>
  `<!doctype html><html><head><title>${title}</title></head><body>${body}</body></html>`;

/** Morphs a page into a fresh render, and returns the page with what it kept. */
function morph(before: string, after: string, prepare: (document: Document) => void = () => {}) {
  const page = new JSDOM(html(before)).window.document;
  prepare(page);
  const kept = page.querySelector("[data-kept]");
  const fresh = new JSDOM(after).window.document;
  morphPage(page, fresh);
  return { page, kept, body: page.body.innerHTML };
}

describe("morphPage", () => {
  it.each<[string, string, string, string]>([
    ["a text", `<h1 data-kept>Old</h1>`, `<h1 data-kept>New</h1>`, `<h1 data-kept="">New</h1>`],
    [
      "an attribute set, changed and removed",
      `<a data-kept href="/a" class="x">A</a>`,
      `<a data-kept href="/b" title="t">A</a>`,
      `<a data-kept="" href="/b" title="t">A</a>`,
    ],
    [
      "an element added and one removed",
      `<ul data-kept><li>1</li><li>2</li></ul><p>gone</p>`,
      `<ul data-kept><li>1</li><li>2</li><li>3</li></ul>`,
      `<ul data-kept=""><li>1</li><li>2</li><li>3</li></ul>`,
    ],
    [
      "an island whose props did not change, left to React",
      `<astro-island data-kept props="{}"><b>hydrated</b></astro-island>`,
      `<astro-island data-kept props="{}"><i>server render</i></astro-island>`,
      `<astro-island data-kept="" props="{}"><b>hydrated</b></astro-island>`,
    ],
  ])("brings %s up to date in place", (_, before, after, expected) => {
    const { page, kept, body } = morph(before, html(after));
    expect(body).toBe(expected);
    expect(page.querySelector("[data-kept]")).toBe(kept);
  });

  it("replaces an island whose props changed, so that it hydrates anew", () => {
    const { page, kept, body } = morph(
      `<astro-island data-kept props='{"a":1}'><b>hydrated</b></astro-island>`,
      html(`<astro-island data-kept props='{"a":2}'><i>server render</i></astro-island>`),
    );
    expect(body).toBe(
      `<astro-island data-kept="" props="{&quot;a&quot;:2}"><i>server render</i></astro-island>`,
    );
    expect(page.querySelector("[data-kept]")).not.toBe(kept);
  });

  it("replaces an element whose tag changed", () => {
    const { body } = morph(`<p data-kept>A</p>`, html(`<div>A</div>`));
    expect(body).toBe(`<div>A</div>`);
  });

  it("leaves the scripts and the Studio's overlays the page's scripts added", () => {
    const { body } = morph(
      `<script>1</script><main>Old</main>`,
      html(`<script>1</script><main>New</main>`),
      (page) => page.body.append(page.createElement("sanity-visual-editing")),
    );
    expect(body).toBe(`<script>1</script><main>New</main><sanity-visual-editing></sanity-visual-editing>`);
  });

  it("follows the title", () => {
    const page = new JSDOM(html("", "Old title")).window.document;
    morphPage(page, new JSDOM(html("", "New title")).window.document);
    expect(page.title).toBe("New title");
  });
});

describe("coalescedRenders", () => {
  /** How many renders a change makes when `during` more come while its render runs. */
  async function rendersFor(during: number, firstFails: boolean): Promise<number> {
    let renders = 0;
    let finishFirst = () => {};
    const refresh = coalescedRenders(async () => {
      renders += 1;
      if (renders > 1) return;
      await new Promise<void>((resolve) => (finishFirst = resolve));
      if (firstFails) throw new Error("the preview server is restarting");
    });
    const done = refresh();
    for (let change = 0; change < during; change += 1) void refresh();
    finishFirst();
    await done;
    return renders;
  }

  it.each([
    { changes: "a change alone", during: 0, fails: false, renders: 1 },
    { changes: "three changes during a render", during: 3, fails: false, renders: 2 },
    { changes: "three changes during a render that fails", during: 3, fails: true, renders: 2 },
    { changes: "a change whose render fails", during: 0, fails: true, renders: 1 },
  ])("$changes: $renders renders, and no rejection", async ({ during, fails, renders }) => {
    await expect(rendersFor(during, fails)).resolves.toBe(renders);
  });
});
