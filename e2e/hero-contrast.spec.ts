import { expect, test, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";

/** WCAG relative luminance of an sRGB colour given as 0-255 channels. */
function luminance(r: number, g: number, b: number) {
  const linear = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** White text's contrast against the lightest pixel behind `text`, the text itself hidden. */
async function worstContrast(page: Page, text: Locator) {
  const box = await text.boundingBox();
  if (!box) throw new Error("text not on screen");
  // One handle for both steps: once hidden, the text no longer matches a role query.
  const element = await text.elementHandle();
  await element?.evaluate((node: HTMLElement) => (node.style.visibility = "hidden"));
  const shot = await page.screenshot({ clip: box });
  await element?.evaluate((node: HTMLElement) => (node.style.visibility = ""));
  const { data, info } = await sharp(shot).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let lightest = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    lightest = Math.max(lightest, luminance(data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0));
  }
  return (1 + 0.05) / (lightest + 0.05);
}

test.use({ viewport: { width: 1440, height: 900 } });

test("hero texts stay readable over every part of the video (AA: 4.5:1 small, 3:1 large)", async ({
  page,
}) => {
  await page.goto("/");
  const hero = page.locator("section").first();
  const video = hero.locator("video");
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState >= 2)).toBe(true);
  await page.evaluate(() => document.getAnimations().forEach((animation) => animation.finish()));
  for (const time of [0, 3, 6, 9]) {
    await video.evaluate(async (v: HTMLVideoElement, at) => {
      v.pause();
      if (Math.abs(v.currentTime - at) < 0.05) return;
      const seeked = new Promise((resolve) => v.addEventListener("seeked", resolve, { once: true }));
      v.currentTime = at;
      await seeked;
    }, time);
    expect(
      await worstContrast(page, hero.getByRole("heading", { level: 1 })),
      `headline at ${time} s`,
    ).toBeGreaterThanOrEqual(3);
    expect(
      await worstContrast(page, hero.getByRole("paragraph")),
      `sub-text at ${time} s`,
    ).toBeGreaterThanOrEqual(4.5);
  }
});

for (const path of ["/careers", "/ourProjects", "/teams"]) {
  test(`${path}: hero texts stay readable over the image`, async ({ page }) => {
    await page.goto(path);
    const hero = page.locator("section").first();
    for (const text of await hero.locator("h1, p").all()) {
      const size = await text.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
      expect(await worstContrast(page, text)).toBeGreaterThanOrEqual(size >= 24 ? 3 : 4.5);
    }
  });
}
