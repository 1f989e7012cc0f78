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
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { KINDS_OF_ROUTE } from "../../e2e/support/routes.ts";
import { sampleOf } from "../../e2e/support/sample.ts";

import { serveStatic, type StaticServer } from "../../tooling/serve/static-server.ts";
import { UNREVEALED, WAKING_ISLAND } from "../../tooling/page-waits.ts";
import {
  CATEGORY_DRAG_MULTIPLIER,
  PROJECT_SCROLL_DIVISOR,
  SCROLL_DOWN_DISTANCE_PX,
} from "#src/config/motion.ts";
import { SAMPLE_IMAGE_BASE_URL } from "#src/config/content-config.ts";
import { ar } from "#src/i18n/ar.ts";
import { en } from "#src/i18n/en.ts";
import { localDigits } from "#src/i18n/format.ts";
import { missingEngine, NO_ANSWER, openEngine, type EngineName, type EnginePage } from "./engines.ts";
import { PUBLIC_OUT_DIR, ROOT } from "../../publishing/repository-paths.ts";

/**
 * Put first in each page's head, before its policy applies: it records every uncaught error,
 * unhandled rejection and policy violation from the page's start.
 */
const WATCH = `<script>window.__problems=[];addEventListener("error",(e)=>__problems.push("error: "+e.message));addEventListener("unhandledrejection",(e)=>__problems.push("unhandled rejection: "+e.reason));document.addEventListener("securitypolicyviolation",(e)=>__problems.push("CSP "+e.violatedDirective+": "+e.blockedURI))</script>`;

/** Helpers every page-side check may use. */
const IN_PAGE = `
  const byName = (name, root = document) =>
    [...(root ?? document).querySelectorAll("button, a")].find(
      (element) => (element.getAttribute("aria-label") ?? element.textContent).trim() === name,
    );
  const shown = (element) => {
    if (!element) return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== "hidden";
  };
  // Marks the element for the driver's click, once in view and, unless told, hydrated.
  const target = (element, hydrated = true) => {
    if (!element) return false;
    element.scrollIntoView({ block: "center", behavior: "instant" });
    if (hydrated && element.closest("astro-island[ssr]")) return false;
    document.querySelectorAll("[data-engine-target]").forEach((other) => other.removeAttribute("data-engine-target"));
    element.setAttribute("data-engine-target", "");
    return true;
  };
`;

/**
 * One step of a visitor's scroll through the page, a little short of a screen, given the
 * frames its observers need to see it; returns where the page now ends, which a section laid
 * out as it is seen moves. A step a script: the driver lets a script run 10 s at most.
 */
const SCROLL_TO = (top: number) => `
  window.scrollTo({ top: ${top}, behavior: "instant" });
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  return { step: Math.round(window.innerHeight * 0.9), end: document.body.scrollHeight };
`;

/**
 * An island still to wake by itself, or a section still to slide in, once scrolled through
 * (e2e/support/routes.ts, scrollThrough): what its start would report has not come yet.
 */
const ASLEEP = `return document.querySelector(${JSON.stringify(`${WAKING_ISLAND}, ${UNREVEALED}`)})?.outerHTML.slice(0, 120) ?? null;`;

/** Back at the top, what the page showed and reported. */
const INSPECT = `
  ${IN_PAGE}
  window.scrollTo({ top: 0, behavior: "instant" });
  const main = document.querySelector("main");
  return {
    problems: window.__problems,
    width: window.innerWidth,
    overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    heading: shown(document.querySelector("h1")) ? document.querySelector("h1").textContent.trim() : "",
    mainText: main && shown(main) ? main.innerText.trim().length : 0,
  };
`;

const TARGET = "[data-engine-target]";

interface Inspection {
  problems: string[];
  width: number;
  overflow: number;
  heading: string;
  mainText: number;
}

const onCi = Boolean(process.env["CI"]);

/** The smoke tests in one engine: each kind of route of the sample site at 1440 and 390 px. */
export function smokeTests(name: EngineName) {
  const missing = missingEngine(name);
  if (missing !== undefined && onCi) throw new Error(`CI runs every engine. ${missing}`);
  if (missing !== undefined) console.warn(`Skipping ${name}. ${missing}`);

  // A driver that stops answering is restarted (see openWebKit): the test it stopped in runs
  // once more. Any other failure is final.
  const options = { retry: { count: 1, condition: new RegExp(`${NO_ANSWER}$`) } };
  describe.skipIf(missing !== undefined)(name, options, () => {
    let server: StaticServer;
    let engine: EnginePage;

    beforeAll(async () => {
      server = await serveStatic(PUBLIC_OUT_DIR, {
        imageCdnPrefix: `${SAMPLE_IMAGE_BASE_URL}/images/`,
        rewriteHtml: (html) => html.replace("<head>", `<head>${WATCH}`),
      });
      engine = await openEngine(name);
    });

    afterAll(async () => {
      await engine?.close();
      await server?.close();
    });

    // What the engine showed when a test failed, beside Playwright's own failure reports.
    afterEach(async ({ task }) => {
      if (task.result?.state !== "fail") return;
      const folder = join(ROOT, "test-results", "engines");
      await mkdir(folder, { recursive: true });
      const title = `${name} ${task.suite?.name ?? ""} ${task.name}`.replaceAll(/[^A-Za-z0-9]+/g, "-");
      await engine.screenshot(join(folder, `${title}.png`));
    });

    for (const width of [1440, 390]) {
      describe(`at ${width} px`, () => {
        beforeAll(() => engine.resize(width, 900));

        it.each(KINDS_OF_ROUTE)("%s loads cleanly", async (route) => {
          await engine.goto(`${server.origin}${route}`);
          for (let top = 0, end = 1; top < end;) {
            const { step, end: now } = await engine.run<{ step: number; end: number }>(SCROLL_TO(top));
            [top, end] = [top + step, now];
          }
          await expect.poll(() => engine.run<string | null>(ASLEEP), { timeout: 10_000 }).toBeNull();
          const found = await engine.run<Inspection>(INSPECT);
          expect(found.width).toBe(width);
          expect(found.problems).toEqual([]);
          expect(found.overflow).toBeLessThanOrEqual(0);
          expect(found.heading).not.toBe("");
          expect(found.mainText).toBeGreaterThan(20);
        });
      });
    }

    describe("each island's main interaction", () => {
      /** Polls a condition in the page (the body of an async function) until it holds. */
      const until = async (condition: string, what: string) => {
        const deadline = Date.now() + 10_000;
        // A page on its way to the next one has no document to ask: that is a "not yet". A
        // driver that stopped answering is not.
        const holds = () =>
          engine.run<boolean>(`${IN_PAGE} ${condition}`).catch((error: unknown) => {
            if (error instanceof Error && error.message.endsWith(NO_ANSWER)) throw error;
            return false;
          });
        while (!(await holds())) {
          if (Date.now() > deadline) throw new Error(`${name}: ${what}`);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      };
      /**
       * Clicks, for real, the element an expression finds, once its island has hydrated; or at
       * once, for an island that hydrates on that very click and replays it (the mobile menu).
       *
       * The driver clicks where the element was when it looked. On a busy machine the page may
       * move in between (a section laid out late), and the click lands beside the element: a
       * miss of the driver's, not the page's, so it is clicked again. A click that reached the
       * element and changed nothing is the page's fault, and the test's next check fails on it.
       */
      const clickOn = async (find: string, what: string, { hydrated = true } = {}) => {
        for (let attempt = 1; ; attempt++) {
          await until(
            `if (!target(${find}, ${hydrated})) return false;
             window.__engineClick = "none";
             addEventListener("click", (event) => {
               const hit = event.target instanceof Element && event.target.closest("${TARGET}");
               window.__engineClick = hit ? "hit" : event.target.outerHTML?.slice(0, 120) ?? String(event.target);
             }, { capture: true, once: true });
             return true;`,
            `${what} is not there, or its island never hydrated`,
          );
          await engine.click(TARGET);
          // A click that opened another page left no record: it reached its link.
          const landed = await engine
            .run<string | null>(`return window.__engineClick ?? null;`)
            .catch(() => null);
          if (landed === null || landed === "hit") return;
          if (attempt === 3)
            throw new Error(`${name}: three clicks on ${what} missed it; the last: ${landed}`);
          console.warn(`${name}: the click on ${what} missed it (${landed}); clicking again`);
        }
      };

      it("the mobile menu opens and closes", async () => {
        await engine.resize(390, 900);
        await engine.goto(`${server.origin}/teams`);
        await clickOn(`byName("Open menu")`, "Open menu", { hydrated: false });
        await until(
          `return byName("Close menu")?.getAttribute("aria-expanded") === "true" && [...document.querySelectorAll("header a")].some((link) => link.textContent.trim() === "Careers" && shown(link));`,
          "the menu did not open",
        );
        await clickOn(`byName("Close menu")`, "Close menu");
        await until(
          `return byName("Open menu")?.getAttribute("aria-expanded") === "false";`,
          "the menu did not close",
        );
      });

      it("a service is chosen; the item viewer's Next walks the projects and wraps to the first", async () => {
        await engine.resize(1440, 900);
        await engine.goto(`${server.origin}/`);
        await clickOn(`document.querySelectorAll("[aria-label=Services] button")[1]`, "the second service");
        await until(
          `return document.querySelectorAll("[aria-label=Services] button")[1].getAttribute("aria-pressed") === "true";`,
          "the service was not chosen",
        );

        const viewer = `[...document.querySelectorAll("section")].find((section) => section.querySelector("h2")?.textContent.includes("Some Of Our Projects"))`;
        const title = () =>
          engine.run<string>(`${IN_PAGE} return (${viewer}).querySelector("h3").textContent;`);
        const first = await title();
        for (let step = 0; step < sampleOf("landingPageProjects").length; step++) {
          const before = await title();
          await clickOn(`byName("Next", ${viewer})`, "the item viewer's Next");
          await until(
            `return (${viewer}).querySelector("h3").textContent !== ${JSON.stringify(before)};`,
            "Next did nothing",
          );
        }
        expect(await title()).toBe(first);
      });

      it("the client logos pause and play", async () => {
        await engine.resize(1440, 900);
        await engine.goto(`${server.origin}/`);
        const playState = `getComputedStyle(document.querySelector(".rfm-marquee")).animationPlayState`;
        // Moving first: until then its control is hidden. The control, not the logos, goes to
        // the middle of the screen, where the last click left the pointer: a pointer over the
        // logos pauses them too.
        await until(
          `return target(byName("Pause client logos")) && ${playState} === "running";`,
          "the logos never moved",
        );
        await clickOn(`byName("Pause client logos")`, "Pause client logos");
        await until(`return ${playState} === "paused";`, "the logos did not pause");
        await clickOn(`byName("Play client logos")`, "Play client logos");
        await until(`return ${playState} === "running";`, "the logos did not play again");
      });

      // Smooth scrolling takes its own time in each engine: this waits for where it ends. A busy
      // machine may render no frame between start and end, so "smooth" is read where it is
      // certain: inside the click's own dispatch, right after the control's handler ran, an
      // instant scroll has already arrived and a smooth one has not begun.
      it("the hero's Scroll down moves the page 850 px, smoothly", async () => {
        await engine.resize(1440, 900);
        await engine.goto(`${server.origin}/`);
        const control = `document.querySelector("[data-scroll-down]")`;
        await until(`return target(${control}, false);`, "Scroll down is not there");
        await until(
          `return (${control}).parentElement.getAnimations().every((animation) => animation.playState === "finished");`,
          "Scroll down never rose into place",
        );
        const start = await engine.run<number>(`
          addEventListener("click", () => { window.__afterClick = window.scrollY; }, { once: true });
          return window.scrollY;
        `);
        await engine.click(TARGET);
        await until(
          `return Math.round(window.scrollY) === ${start + SCROLL_DOWN_DISTANCE_PX};`,
          "the page did not end 850 px lower",
        );
        expect(await engine.run<number>(`return window.__afterClick;`), "it jumped: not smooth").toBe(start);
      });

      it("search finds a project by its client, in the page's language, and opens it", async () => {
        const project = sampleOf("ourProjects").find((each) => each.client !== undefined);
        if (project?.client === undefined) throw new Error("The sample has no project with a client.");
        await engine.resize(390, 900);
        await engine.goto(`${server.origin}/careers`);
        await clickOn(`byName("${en.search.open}")`, "the header's Search", { hydrated: false });
        const field = `document.querySelector("dialog[open] input[type=search]")`;
        await until(
          `return document.activeElement === ${field};`,
          "the search dialog did not open on its field",
        );
        // As typing does: React hears the input event, with the value set as the browser sets it.
        await engine.run(`
          const field = ${field};
          Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value").set.call(field, ${JSON.stringify(project.client)});
          field.dispatchEvent(new Event("input", { bubbles: true }));
        `);
        const result = `[...document.querySelectorAll("dialog[open] li a")].find((link) => link.getAttribute("href") === "/ourProjects/${project._id}")`;
        await until(
          `return Boolean(${result}?.querySelector("mark"));`,
          "the project was not found, its client marked",
        );
        await clickOn(result, "the project's result", { hydrated: false });
        await until(
          `return location.pathname === "/ourProjects/${project._id}";`,
          "the result did not open the project",
        );
        expect(await engine.run<string[]>(`return window.__problems;`)).toEqual([]);
      });

      it("a project card opens its page, which then brings the details into view", async () => {
        await engine.resize(390, 900);
        await engine.goto(`${server.origin}/ourProjects`);
        await clickOn(`document.querySelector("a[data-project-card]")`, "the first project card", {
          hydrated: false,
        });
        // The target is the page's height / 2.5, or as far as it can scroll.
        await until(
          `const height = document.documentElement.scrollHeight;
           return location.pathname.startsWith("/ourProjects/project-") && window.scrollY > 0 &&
             Math.abs(window.scrollY - Math.min(height / ${PROJECT_SCROLL_DIVISOR}, height - window.innerHeight)) < 2;`,
          "the project page did not scroll to its details",
        );
      });

      it("a category of the projects list opens its page, with its count", async () => {
        await engine.resize(1440, 900);
        await engine.goto(`${server.origin}/ourProjects`);
        // A plain link: its click goes through at once, before the bar's island hydrates.
        await clickOn(
          `byName("Airport", document.querySelector("[aria-label='Project categories']"))`,
          "Airport",
          { hydrated: false },
        );
        const count = sampleOf("ourProjects").filter(
          (project) => (project as { category?: string }).category === "Airport",
        ).length;
        await until(
          `return location.pathname === "/ourProjects/category/airport" && document.querySelector("main").innerText.includes("${count} project(s) found");`,
          "the Airport page did not open with its count",
        );
      });

      it("the category bar scrolls sideways with the wheel, and a drag moves it twice as far, choosing nothing", async () => {
        await engine.resize(1024, 900);
        await engine.goto(`${server.origin}/ourProjects`);
        const bar = `[aria-label='Project categories']`;
        const scrollLeft = () => engine.run<number>(`return document.querySelector("${bar}").scrollLeft;`);
        // The first gesture: whether the island has hydrated by then or not, it must count.
        const start = await scrollLeft();
        await engine.wheel(bar, 300);
        await until(
          `return document.querySelector("${bar}").scrollLeft > ${start} && window.scrollY === 0;`,
          "the wheel did not scroll the bar sideways",
        );
        await until(
          `return !document.querySelector("${bar}").closest("astro-island[ssr]");`,
          "the bar never hydrated",
        );
        const before = await scrollLeft();
        await engine.drag(bar, -100);
        await until(
          `return document.querySelector("${bar}").scrollLeft === ${before + CATEGORY_DRAG_MULTIPLIER * 100};`,
          `the drag did not move the bar ${CATEGORY_DRAG_MULTIPLIER * 100} px`,
        );
        // The drag ended on a category's link: it must not have opened it.
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(await engine.run<string>(`return location.pathname;`)).toBe("/ourProjects");
      });

      it("the gallery moves with the arrow keys, the first pressed before it has hydrated, and its buttons", async () => {
        await engine.resize(1440, 900);
        await engine.goto(`${server.origin}/ourProjects/project-al-noor-hotel`);
        const counter = (index: number) =>
          `return [...document.querySelectorAll("[aria-live=polite]")].some((element) => /^${index} \\/ \\d+$/.test(element.textContent.trim()));`;
        await until(counter(1), "the gallery shows no first image");
        await engine.press("ArrowRight");
        await until(counter(2), "the Right arrow, pressed before the gallery hydrated, did nothing");
        await clickOn(`byName("Next image")`, "Next image");
        await until(counter(3), "Next image did nothing");
        await engine.press("ArrowLeft");
        await until(counter(2), "the Left arrow did nothing");
      });

      describe("right to left, in Arabic", () => {
        const digits = (n: number) => localDigits(String(n), ar.numerals);

        it("the category bar starts at the right: the wheel moves it left, a drag the pointer's way, twice as far", async () => {
          await engine.resize(1024, 900);
          await engine.goto(`${server.origin}/ar/ourProjects`);
          const bar = `[aria-label='${ar.projects.categoriesLabel}']`;
          const scrollLeft = () => engine.run<number>(`return document.querySelector("${bar}").scrollLeft;`);
          expect(await scrollLeft()).toBe(0);
          await engine.wheel(bar, 300);
          await until(
            `return document.querySelector("${bar}").scrollLeft < 0 && window.scrollY === 0;`,
            "the wheel did not scroll the bar toward its end, the left",
          );
          await until(
            `return !document.querySelector("${bar}").closest("astro-island[ssr]");`,
            "the bar never hydrated",
          );
          const before = await scrollLeft();
          await engine.drag(bar, 100);
          await until(
            `return document.querySelector("${bar}").scrollLeft === ${before - CATEGORY_DRAG_MULTIPLIER * 100};`,
            `the drag did not move the bar ${CATEGORY_DRAG_MULTIPLIER * 100} px the pointer's way`,
          );
          await new Promise((resolve) => setTimeout(resolve, 300));
          expect(await engine.run<string>(`return location.pathname;`)).toBe("/ar/ourProjects");
        });

        it("the gallery: the Left arrow is forward, the Right arrow back", async () => {
          await engine.resize(1440, 900);
          await engine.goto(`${server.origin}/ar/ourProjects/project-al-noor-hotel`);
          const counter = (index: number) =>
            `return [...document.querySelectorAll("[aria-live=polite]")].some((element) => element.textContent.trim().startsWith("${digits(index)} / "));`;
          await until(counter(1), "the gallery shows no first image");
          await engine.press("ArrowLeft");
          await until(
            counter(2),
            "the Left arrow, pressed before the gallery hydrated, did not move forward",
          );
          await clickOn(`byName("${ar.project.nextImage}")`, "Next image");
          await until(counter(3), "Next image did nothing");
          await engine.press("ArrowRight");
          await until(counter(2), "the Right arrow did not move back");
        });

        it("the item viewer's Next walks the projects", async () => {
          await engine.resize(1440, 900);
          await engine.goto(`${server.origin}/ar`);
          const viewer = `[...document.querySelectorAll("section")].find((section) => section.querySelector("h2")?.textContent.includes("${ar.showcase.heading}"))`;
          const title = () =>
            engine.run<string>(`${IN_PAGE} return (${viewer}).querySelector("h3").textContent;`);
          const first = await title();
          await clickOn(`byName("${ar.site.next}", ${viewer})`, "the item viewer's Next");
          await until(
            `return (${viewer}).querySelector("h3").textContent !== ${JSON.stringify(first)};`,
            "Next did nothing",
          );
        });
      });

      it("a careers chip filters the positions, and Show more opens a description", async () => {
        await engine.resize(1440, 900);
        await engine.goto(`${server.origin}/careers`);
        const chips = `document.querySelector("[aria-label='Career categories']")`;
        await clickOn(`byName("Engineering", ${chips})`, "the Engineering chip");
        await until(
          `return byName("Engineering", ${chips}).getAttribute("aria-pressed") === "true";`,
          "the chip was not chosen",
        );
        // Both labels are in the button; its state decides, in CSS, which one shows.
        const fold = `document.querySelector("li:not([hidden]) article button[aria-expanded]")`;
        await clickOn(fold, "Show more");
        await until(
          `const button = ${fold}; return button.getAttribute("aria-expanded") === "true" && button.innerText.trim() === "Show less";`,
          "Show more did not open the description",
        );
      });

      it("each certificate's validity is judged on the engine's own day in Riyadh: one wording shown, marked expired or not", async () => {
        await engine.resize(390, 900);
        await engine.goto(`${server.origin}/ar/classifications`);
        // An independent reading of the day: Riyadh is UTC+3 all year.
        const judged = await engine.run<{ until: string; shown: number; expired: boolean }[]>(`
          const today = new Date(Date.now() + 3 * 3600 * 1000).toISOString().slice(0, 10);
          return [...document.querySelectorAll("[data-valid-until]")].map((validity) => ({
            until: validity.dataset.validUntil,
            shown: [...validity.querySelectorAll("[data-validity]")].filter((wording) => !wording.hidden).length,
            expired: validity.hasAttribute("data-expired") === (validity.dataset.validUntil < today),
          }));`);
        expect(judged.length).toBeGreaterThan(0);
        expect(judged.filter(({ shown, expired }) => shown !== 1 || !expired)).toEqual([]);
      });
    });
  });
}
