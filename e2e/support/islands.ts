import { expect, type Locator } from "@playwright/test";

/** Waits until the island in or around `target` has hydrated; before that its buttons do nothing. */
export async function hydrated(target: Locator) {
  await expect
    .poll(() =>
      target.evaluate(
        (element) => !element.closest("astro-island[ssr]") && !element.querySelector("astro-island[ssr]"),
      ),
    )
    .toBe(true);
}
