import { expect, test, type Locator, type Page } from "@playwright/test";
import { hydrated } from "./support/islands";
import { layoutShiftReport, readAndPainted, watchLayoutShift } from "./support/layout-shift";
import { overflow, scrollThrough } from "./support/routes";
import { sampleOf } from "./support/sample";
import { frames, idle } from "../tooling/page-waits";

const HEADLINE = "Build Great with Quality, Speed, and Trust Since 1985";
const SUBTEXT =
  "Transforming visions into reality with precision and care. Your trusted partner for innovative, sustainable construction solutions.";
const STATISTICS = [
  ["Projects completed", "150+"],
  ["Years of experience", "40"],
  ["Happy Customers", "2000+"],
  ["Awards", "50+"],
] as const;
const LOGO_COUNT = sampleOf("clients").flatMap((doc) => doc.images ?? []).length;

const section = (page: Page, heading: string) =>
  page.locator("section").filter({ has: page.getByRole("heading", { name: heading, exact: true }) });

/** Scrolls a section into view, as a visitor would, and waits for its island to hydrate. */
async function visit(target: Locator) {
  await target.scrollIntoViewIfNeeded();
  await hydrated(target);
}

for (const width of [1440, 390]) {
  test.describe(`home page at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("hero: 914 px, the texts, and a muted, looping, inline background video with a poster", async ({
      page,
    }) => {
      await page.goto("/");
      const hero = page.locator("section").first();
      expect((await hero.boundingBox())?.height).toBe(914);
      await expect(hero.getByRole("heading", { level: 1 })).toHaveText(HEADLINE);
      await expect(hero.getByText(SUBTEXT)).toBeVisible();

      const video = hero.locator("video");
      for (const attribute of ["autoplay", "loop", "muted", "playsinline"]) {
        await expect(video).toHaveAttribute(attribute, "");
      }
      // The poster is WebP, fetched first: the page preloads it at high priority.
      const poster = await video.getAttribute("poster");
      expect(poster).toMatch(/^\/_astro\/hero-poster\.[\w-]+\.webp$/);
      await expect(page.locator('link[rel="preload"][as="image"]')).toHaveAttribute("href", poster ?? "");
      await expect(video).toContainText("Your browser does not support the video tag.");
      await expect
        .poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0))
        .toBe(true);
      // Phones play the lighter cut.
      expect(await video.evaluate((v: HTMLVideoElement) => new URL(v.currentSrc).pathname)).toBe(
        width < 768 ? "/media/hero-small.mp4" : "/media/hero.mp4",
      );
    });

    test("Our Services: the first service selected; choosing another shows its images and description", async ({
      page,
    }) => {
      const services = sampleOf("ourServices").map((doc) => ({
        title: doc.title ?? "",
        description: doc.description ?? "",
      }));
      await page.goto("/");
      const block = section(page, "Our Services");
      await visit(block);
      await expect(block.getByText("Services", { exact: true })).toHaveAttribute("aria-hidden", "true");

      const buttons = block.getByRole("button");
      await expect(buttons).toHaveText(services.map((service) => service.title));
      const [one = { title: "" }, two = { title: "", description: "" }] = services;
      const first = block.getByRole("button", { name: one.title });
      await expect(first).toHaveAttribute("aria-pressed", "true");
      await expect(first).toHaveCSS("color", "rgb(255, 255, 255)");
      const second = block.getByRole("button", { name: two.title });
      await expect(second).toHaveAttribute("aria-pressed", "false");
      expect(await second.evaluate((e) => getComputedStyle(e).color)).not.toBe("rgb(255, 255, 255)");

      await second.click();
      await expect(second).toHaveAttribute("aria-pressed", "true");
      await expect(first).toHaveAttribute("aria-pressed", "false");
      await expect(block.getByRole("heading", { level: 3 })).toHaveText(two.title);
      await expect(block.getByText(two.description)).toBeVisible();
      await expect(block.getByRole("img", { name: two.title })).toBeVisible();
      const large = block.locator("img[alt='']");
      if (width >= 768) await expect(large).toBeVisible();
      else await expect(large).toBeHidden();
    });

    test("Some Of Our Projects: the item viewer's rules", async ({ page }) => {
      await page.goto("/");
      const viewer = section(page, "Some Of Our Projects");
      await visit(viewer);
      const title = viewer.getByRole("heading", { level: 3 });
      const next = viewer.getByRole("button", { name: "Next" });
      const previous = viewer.getByRole("button", { name: "Previous" });

      // Newest first; the project without a year last.
      await expect(title).toHaveText("Wadi Link Bridge");
      await expect(viewer.getByText("Value: SAR 910 Million")).toBeVisible();
      await expect(previous).toBeDisabled();

      await next.click();
      await expect(title).toHaveText("Regional Airport Terminal 2 Expansion and Airside ...");
      await expect(title).toHaveAttribute(
        "title",
        "Regional Airport Terminal 2 Expansion and Airside Apron Works",
      );
      await expect(previous).toBeEnabled();

      await next.click();
      await next.click();
      await expect(title).toHaveText("City Sports Arena");
      const more = viewer.getByRole("button", { name: "Read more" });
      // The rendered text: the whole of it is in the page, folded in CSS.
      const description = viewer.locator("[id$='-description']");
      await expect(description).toHaveText(/^A 22,000-seat multi-purpose arena/);
      expect((await description.innerText()).length).toBe(203);
      // The value sits on a line of its own, below the button.
      const [button, value] = [await more.boundingBox(), await viewer.getByText(/^Value: /).boundingBox()];
      expect(value?.y ?? 0).toBeGreaterThan((button?.y ?? 0) + (button?.height ?? 0));
      await more.click();
      await expect(viewer.getByRole("button", { name: "Read less" })).toBeVisible();
      expect((await description.innerText()).length).toBeGreaterThan(203);

      await next.click();
      await expect(title).toHaveText("National Heritage Museum");
      await previous.click();
      await expect(title).toHaveText("City Sports Arena");
      await expect(viewer.getByRole("button", { name: "Read more" })).toBeVisible();

      await next.click();
      await next.click();
      await expect(title).toHaveText("Wadi Link Bridge");
      await expect(previous).toBeDisabled();
    });

    test("sections come in the decided order, and hydrating moves nothing", async ({ page }) => {
      const layoutShift = await watchLayoutShift(page);
      await page.goto("/");
      const read = await readAndPainted(page);
      for (const heading of [
        "Our Services",
        "Some Of Our Projects",
        "Four decades in numbers",
        "Our Clients",
      ]) {
        await visit(section(page, heading));
        await frames(page);
      }
      expect(await layoutShift(read), await layoutShiftReport(page)).toBeLessThan(0.01);

      const headings = await page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents();
      expect(headings).toEqual([
        sampleOf("aboutUs")[0]?.title,
        "Our Services",
        "Some Of Our Projects",
        "Four decades in numbers",
        "Our Clients",
      ]);
    });

    // The outline word behind a heading is decoration, in either language: it stays one line
    // (the page lets a long word wrap anywhere) and widens nothing.
    for (const path of ["/", "/ar"]) {
      test(`${path}: the outline words behind the headings stay on one line`, async ({ page }) => {
        await page.goto(path);
        await scrollThrough(page);
        const outlines = await page.locator("[aria-hidden=true].text-outline").evaluateAll((spans) =>
          spans.map((span) => ({
            word: span.textContent,
            lines: span.getBoundingClientRect().height / parseFloat(getComputedStyle(span).lineHeight),
          })),
        );
        expect(outlines).toHaveLength(2);
        for (const { word, lines } of outlines) expect(lines, word ?? "").toBeLessThan(1.1);
        expect(await overflow(page)).toBe(0);
      });
    }
  });
}

// What does not change with the width, once, at the phone's.
test.describe("home page, once, at 390 px", () => {
  const width = 390;
  test.use({ viewport: { width, height: 900 } });

  test("hero: headline, sub-text and control rise in after 0 s, 0.5 s and 1 s, each over 1 s", async ({
    page,
  }) => {
    await page.goto("/");
    const hero = page.locator("section").first();
    const timing = (locator: Locator) =>
      locator.evaluate((element) => {
        const style = getComputedStyle(element);
        return [style.animationName, style.animationDelay, style.animationDuration];
      });
    expect(await timing(hero.getByRole("heading", { level: 1 }))).toEqual(["rise", "0s", "1s"]);
    expect(await timing(hero.getByText(SUBTEXT))).toEqual(["rise", "0.5s", "1s"]);
    expect(await timing(hero.getByRole("button", { name: "Scroll down" }).locator(".."))).toEqual([
      "rise",
      "1s",
      "1s",
    ]);
  });

  test("hero: 'Scroll down' smoothly scrolls the page down 850 px", async ({ page }) => {
    await page.goto("/");
    // Start from a known position with the control on screen; the page itself scrolls smoothly.
    const start = 200;
    await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), start);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(start);
    const button = page.getByRole("button", { name: "Scroll down" });
    // Let the control finish rising in: clicking a moving target makes Playwright scroll to re-aim.
    await button.evaluate((element) =>
      Promise.all(element.parentElement?.getAnimations().map((animation) => animation.finished) ?? []),
    );
    const moved = () => page.evaluate((from) => window.scrollY - from, start);
    // Smooth, read where it is certain whatever the machine's load: inside the click's own
    // dispatch, right after the control's handler ran, an instant scroll has already arrived
    // and a smooth one has not begun.
    await page.evaluate(() =>
      addEventListener("click", () => Object.assign(window, { __afterClick: window.scrollY }), {
        once: true,
      }),
    );
    await button.click();
    await expect.poll(moved).toBe(850);
    expect(
      await page.evaluate(() => (window as unknown as { __afterClick: number }).__afterClick),
      "it jumped: not smooth",
    ).toBe(start);
  });

  test("hero: the video has a visible pause control that pauses and resumes it", async ({ page }) => {
    await page.goto("/");
    const video = page.locator("video");
    const pause = page.getByRole("button", { name: "Pause background video" });
    await expect(pause).toBeVisible();
    await pause.click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await page.getByRole("button", { name: "Play background video" }).click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
  });

  test("About Us: title, description panel and image, sliding in when scrolled into view", async ({
    page,
  }) => {
    const about = {
      title: sampleOf("aboutUs")[0]?.title ?? "",
      description: sampleOf("aboutUs")[0]?.description ?? "",
    };
    await page.goto("/");
    const block = page.locator("[data-reveal]");
    await expect(block).toHaveCSS("opacity", "0");
    await block.scrollIntoViewIfNeeded();
    await expect(block).toHaveCSS("opacity", "1");
    const aboutSection = section(page, about.title);
    await expect(aboutSection.getByText(about.description)).toBeVisible();
    await expect(aboutSection.getByRole("img", { name: "About Arkan Contracting" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
  });

  test("Statistics: the four counters count up to their values once scrolled into view", async ({ page }) => {
    await page.goto("/");
    const block = section(page, "Four decades in numbers");
    const values = block.getByRole("definition");
    await expect(block.getByRole("term")).toHaveText(STATISTICS.map(([label]) => label));
    // Nothing of it loads with the page: it hydrates as it nears the screen.
    await idle(page);
    expect(await values.first().evaluate((element) => element.closest("astro-island[ssr]") !== null)).toBe(
      true,
    );
    // The visitor scrolls to just above it, where it hydrates.
    const top = await block
      .locator("dl")
      .evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    await page.evaluate(
      (y) => window.scrollTo({ top: y - window.innerHeight - 100, behavior: "instant" }),
      top,
    );
    await hydrated(values.first());
    // Below the screen, each is reset to 0 and stays there: a count begun before it is seen
    // moves within a few frames (a tenth of its time is half its way).
    const zeros = STATISTICS.map(([, value]) => value.replace(/\d+/, "0"));
    await expect(values).toHaveText(zeros);
    await frames(page, 10);
    await expect(values).toHaveText(zeros);
    await visit(block.locator("dl"));
    // Counting: not at its value straight away...
    expect(await values.nth(2).textContent()).not.toBe("2000+");
    // ...and at every value after 1.5 s.
    await expect(values).toHaveText(STATISTICS.map(([, value]) => value));
    await expect(block.getByText("a team of over 140+ dedicated professionals")).toBeVisible();
    await expect(block.getByRole("link", { name: "Careers" })).toHaveAttribute("href", "/careers");
  });

  test("OUR CLIENTS: every logo, named once, moving until hovered or paused", async ({ page }) => {
    await page.goto("/");
    const block = section(page, "Our Clients");
    await visit(block);
    const names = block.getByRole("listitem");
    await expect(names).toHaveCount(LOGO_COUNT);
    await expect(names.first()).toHaveText(/ logo$/);

    const track = block.locator(".rfm-marquee").first();
    const playState = () => track.evaluate((e) => getComputedStyle(e).animationPlayState);
    await expect.poll(playState).toBe("running");
    await block.locator(".rfm-marquee-container").hover();
    await expect.poll(playState).toBe("paused");
    await page.mouse.move(0, 0);
    await expect.poll(playState).toBe("running");

    await block.getByRole("button", { name: "Pause client logos" }).click();
    await expect.poll(playState).toBe("paused");
    await block.getByRole("button", { name: "Play client logos" }).click();
    await expect.poll(playState).toBe("running");
  });
});

// Neither the motion left out nor the HTML without JavaScript depends on the width.
{
  const width = 390;
  test.describe(`with reduced motion at ${width} px`, () => {
    test.use({ reducedMotion: "reduce", viewport: { width, height: 900 } });

    test("nothing moves: poster only, no rising text, no slide-in, final numbers, still logos", async ({
      page,
    }) => {
      await page.goto("/");
      const video = page.locator("video");
      await idle(page);
      expect(
        await video.evaluate((v: HTMLVideoElement) => ({ src: v.currentSrc, paused: v.paused })),
      ).toEqual({
        src: "",
        paused: true,
      });
      await expect(page.getByRole("button", { name: "Pause background video" })).toBeHidden();
      await expect(page.getByRole("heading", { level: 1 })).toHaveCSS("animation-name", "none");
      await expect(page.locator("[data-reveal]")).toHaveCSS("opacity", "1");

      const stats = section(page, "Four decades in numbers");
      await visit(stats.locator("dl"));
      for (const [, value] of STATISTICS) await expect(stats.getByText(value, { exact: true })).toBeVisible();
      await frames(page, 10);
      for (const [, value] of STATISTICS) await expect(stats.getByText(value, { exact: true })).toBeVisible();

      const clients = section(page, "Our Clients");
      await visit(clients);
      await expect(clients.locator(".rfm-marquee")).toHaveCount(0);
      await expect(clients.getByRole("img")).toHaveCount(LOGO_COUNT);
      await expect(clients.getByRole("button", { name: "Pause client logos" })).toBeHidden();
    });
  });

  test.describe(`with JavaScript off at ${width} px`, () => {
    test.use({ javaScriptEnabled: false, viewport: { width, height: 900 } });

    test("every section's text and images are in the HTML", async ({ page }) => {
      await page.goto("/");
      const about = {
        title: sampleOf("aboutUs")[0]?.title ?? "",
        description: sampleOf("aboutUs")[0]?.description ?? "",
      };
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(HEADLINE);
      await expect(page.getByText(about.description)).toBeVisible();
      await expect(page.getByRole("img", { name: "About Arkan Contracting" })).toBeVisible();

      const services = section(page, "Our Services");
      const firstService = {
        title: sampleOf("ourServices")[0]?.title ?? "",
        description: sampleOf("ourServices")[0]?.description ?? "",
      };
      await expect(services.getByRole("button", { name: firstService.title })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      await expect(services.getByText(firstService.description)).toBeVisible();
      await expect(services.getByRole("img", { name: firstService.title })).toBeVisible();

      const viewer = section(page, "Some Of Our Projects");
      await expect(viewer.getByRole("heading", { level: 3 })).toHaveText("Wadi Link Bridge");
      await expect(viewer.getByRole("img", { name: "Wadi Link Bridge" })).toBeVisible();

      const stats = section(page, "Four decades in numbers");
      for (const [, value] of STATISTICS) await expect(stats.getByText(value, { exact: true })).toBeVisible();

      const logos = section(page, "Our Clients").getByRole("img");
      await expect(logos).toHaveCount(LOGO_COUNT);
      for (const alt of await logos.evaluateAll((images) =>
        images.map((image) => image.getAttribute("alt")),
      )) {
        expect(alt).toMatch(/^\S.* logo$/);
      }
    });
  });
}
