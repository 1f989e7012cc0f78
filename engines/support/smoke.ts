/**
 * The smoke layer run in Firefox and in WebKit (Safari's engine), each engine from a file of
 * its own so the two run side by side: every kind of route at a desktop's and a phone's width
 * loads without a script error or a Content-Security-Policy violation, without sideways
 * scrolling, its heading and main content showing. The full behaviour suite stays in
 * Chromium (e2e/).
 *
 * Runs against dist/ (`npm run build` first). An engine missing from this machine is skipped
 * with how to get it; on CI (CI set) a missing engine fails the run.
 */
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROUTES } from "../../e2e/support/routes.ts";
import { ROOT } from "../../scripts/lib/site-build.ts";
import { serveStatic, type StaticServer } from "../../scripts/lib/static-server.ts";
import { SAMPLE_IMAGE_BASE_URL } from "../../src/lib/content/config.ts";
import {
  missingEngine,
  openEngine,
  WEBKIT_MINIMUM_WIDTH,
  type EngineName,
  type EnginePage,
} from "./engines.ts";

/**
 * Put first in each page's head, before its policy applies: it records every uncaught error,
 * unhandled rejection and policy violation from the page's start.
 */
const WATCH = `<script>window.__problems=[];addEventListener("error",(e)=>__problems.push("error: "+e.message));addEventListener("unhandledrejection",(e)=>__problems.push("unhandled rejection: "+e.reason));document.addEventListener("securitypolicyviolation",(e)=>__problems.push("CSP "+e.violatedDirective+": "+e.blockedURI))</script>`;

/** Scrolls through like a visitor (so every island hydrates), then reports what it found. */
const INSPECT = `
  for (let y = 0; y < document.body.scrollHeight; y += 600) {
    window.scrollTo({ top: y, behavior: "instant" });
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
  await new Promise((resolve) => setTimeout(resolve, 600));
  window.scrollTo({ top: 0, behavior: "instant" });
  const shown = (element) => {
    if (!element) return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== "hidden";
  };
  const main = document.querySelector("main");
  return {
    problems: window.__problems,
    width: window.innerWidth,
    overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    heading: shown(document.querySelector("h1")) ? document.querySelector("h1").textContent.trim() : "",
    mainText: main && shown(main) ? main.innerText.trim().length : 0,
  };
`;

interface Inspection {
  problems: string[];
  width: number;
  overflow: number;
  heading: string;
  mainText: number;
}

const onCi = Boolean(process.env["CI"]);

/** The smoke tests in one engine: every route of the sample site at 1440 and 390 px. */
export function smokeTests(name: EngineName) {
  const missing = missingEngine(name);
  if (missing !== undefined && onCi) throw new Error(`CI runs every engine. ${missing}`);
  if (missing !== undefined) console.warn(`Skipping ${name}. ${missing}`);

  describe.skipIf(missing !== undefined)(name, () => {
    let server: StaticServer;
    let engine: EnginePage;

    beforeAll(async () => {
      server = await serveStatic(join(ROOT, "dist"), {
        imageCdnPrefix: `${SAMPLE_IMAGE_BASE_URL}/images/`,
        rewriteHtml: (html) => html.replace("<head>", `<head>${WATCH}`),
      });
      engine = await openEngine(name);
    }, 60_000);

    afterAll(async () => {
      await engine?.close();
      await server?.close();
    });

    for (const width of [1440, 390]) {
      describe(`at ${width} px`, () => {
        beforeAll(() => engine.resize(width, 900));

        it.each(ROUTES)("%s loads cleanly", async (route) => {
          await engine.goto(`${server.origin}${route}`);
          const found = await engine.run<Inspection>(INSPECT);
          expect(found.width).toBe(name === "webkit" ? Math.max(width, WEBKIT_MINIMUM_WIDTH) : width);
          expect(found.problems).toEqual([]);
          expect(found.overflow).toBeLessThanOrEqual(0);
          expect(found.heading).not.toBe("");
          expect(found.mainText).toBeGreaterThan(20);
        });
      });
    }
  });
}
