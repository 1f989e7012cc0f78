/**
 * The header as only a browser shows it: its height, the current link's colours, the mobile
 * menu's toggle, motion, focus and closing. Its links, the current one on each kind of page and
 * the footer are read from dist/ (tests/dist-pages/site-frame.test.ts).
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { hydrated } from "./support/islands";

const LINKS = [
  ["Home", "/"],
  ["Classifications", "/classifications"],
  ["Careers", "/careers"],
  ["Our Projects", "/ourProjects"],
  ["Team", "/teams"],
] as const;

/**
 * The menu hydrates when first reached for: the first click must open it, with no waiting for
 * hydration first. It opens once hydrated, so wait for that before the next step.
 */
async function openMenu(page: Page) {
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
}

const WHITE = "rgb(255, 255, 255)";
const INK = "rgb(13, 16, 20)";

async function colours(link: Locator) {
  return link.evaluate((element) => {
    const style = getComputedStyle(element);
    return { background: style.backgroundColor, text: style.color };
  });
}

test.describe("desktop header, 1440 px", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("is 117 px high with the logo and the five links", async ({ page }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    expect((await header.boundingBox())?.height).toBe(117);
    await expect(header.getByRole("img", { name: "Arkan Contracting Logo" })).toBeVisible();
    const nav = header.getByRole("navigation", { name: "Main" });
    for (const [label, path] of LINKS) {
      await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", path);
    }
    await expect(header.getByRole("button", { name: "Open menu" })).toBeHidden();
  });

  // Which link is current is read from dist/ on every kind of page (tests/dist-pages/site-frame.test.ts).
  test("the current link has a white background and black text", async ({ page }) => {
    await page.goto("/ourProjects/project-airport-t2");
    const current = page
      .getByRole("banner")
      .getByRole("navigation", { name: "Main" })
      .locator('[aria-current="page"]');
    await expect(current).toHaveText("Our Projects");
    expect(await colours(current)).toEqual({ background: WHITE, text: INK });
  });
});

test.describe("mobile menu, 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("opens and closes with the toggle, current link black with white text", async ({ page }) => {
    await page.goto("/careers");
    const header = page.getByRole("banner");
    await expect(header.getByRole("navigation", { name: "Main" })).toBeHidden();

    await expect(header.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    await openMenu(page);

    const close = header.getByRole("button", { name: "Close menu" });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    const menu = header.getByRole("navigation", { name: "Main" });
    // The site's pages, then the same page in Arabic.
    await expect(menu.getByRole("link")).toHaveText([...LINKS.map(([label]) => label), "العربية"]);
    // The toggle names the menu it opens (the panel is rendered in the browser, the toggle on the server).
    expect(await close.getAttribute("aria-controls")).toBe(await menu.getAttribute("id"));
    const current = menu.locator('[aria-current="page"]');
    await expect(current).toHaveText("Careers");
    await expect.poll(() => colours(current)).toEqual({ background: INK, text: WHITE });

    await close.click();
    await expect(menu).toBeHidden();
    await expect(header.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });

  test("items (the pages, then the language) fade and slide in over 0.4 s, each 0.1 s after the one before", async ({
    page,
  }) => {
    await page.goto("/");
    // Reaching for the toggle hydrates the menu and fetches its dropdown.
    await page.getByRole("button", { name: "Open menu" }).hover();
    await hydrated(page.getByRole("button", { name: "Open menu" }));
    // framer-motion runs these on the Web Animations API, so the browser reports the exact timing.
    // Recorded frame by frame from the click, as each animation starts, before any can finish.
    const timings = await page.evaluate(async () => {
      const toggle = document.querySelector<HTMLButtonElement>("header button[aria-controls]");
      toggle?.click();
      const found = new Map<number, { opacity?: number[]; slide?: number }>();
      const started = performance.now();
      while (performance.now() - started < 3000) {
        await new Promise(requestAnimationFrame);
        const items = document
          .getElementById(toggle?.getAttribute("aria-controls") ?? "")
          ?.querySelectorAll("li");
        items?.forEach((item, index) => {
          const entry = found.get(index) ?? {};
          for (const animation of item.getAnimations()) {
            const keyframes = (animation.effect as KeyframeEffect).getKeyframes();
            const timing = animation.effect?.getTiming();
            const ms = (value: unknown) => Math.round(Number(value));
            if (keyframes.some((frame) => "opacity" in frame))
              entry.opacity ??= [ms(timing?.duration), ms(timing?.delay)];
            if (keyframes.some((frame) => "transform" in frame)) entry.slide ??= ms(timing?.duration);
          }
          found.set(index, entry);
        });
        if (items?.length && [...found.values()].every((entry) => entry.opacity)) break;
      }
      return [...found.entries()].toSorted(([a], [b]) => a - b).map(([, entry]) => entry);
    });
    expect(timings.map((t) => t.opacity)).toEqual([0, 100, 200, 300, 400, 500].map((delay) => [400, delay]));
    expect(timings[0]?.slide).toBe(400);
  });

  test("choosing a link closes the menu", async ({ page }) => {
    await page.goto("/");
    await openMenu(page);
    // Cancel the navigation after the menu has handled the click, so this page shows whether it closed.
    await page.evaluate(() => window.addEventListener("click", (event) => event.preventDefault()));
    await page.getByRole("banner").getByRole("link", { name: "Classifications" }).click();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("banner").getByRole("navigation", { name: "Main" })).toBeHidden();
  });

  test("Escape closes the menu and returns focus to the toggle", async ({ page }) => {
    await page.goto("/");
    await openMenu(page);
    await page.keyboard.press("Escape");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });
});
