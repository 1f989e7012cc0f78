/**
 * Menus of the Studio, opened as an editor opens them: again when one closes under the click.
 *
 * An open menu closes when what holds it renders afresh. The Studio re-creates its whole layout
 * while its sign-in settles (twice or three times, within a second of its first showing, later
 * on a busy machine: each new workspace source rebuilds the layout's component chain), and a
 * document pane renders afresh as its form settles (its tabs, its validation, the pages that
 * use it). A test that clicks once fails whenever its click lands in that second.
 */
import { expect, type Locator } from "@playwright/test";
import { STUDIO_WAIT_MS } from "./fixtures.ts";

/** How long one opening is given to show its menu before the button is pressed again. */
const OPENING_MS = 5_000;

/**
 * Does `act` with the menu that `button` opens; `shown` is a part of the menu that is visible
 * once it is open.
 */
export async function withMenuOpen(
  button: Locator,
  shown: Locator,
  act: () => Promise<void> = async () => {},
) {
  await expect(async () => {
    if (!(await shown.isVisible())) await button.click({ timeout: OPENING_MS });
    await expect(shown).toBeVisible({ timeout: OPENING_MS });
    await act();
  }).toPass({ timeout: STUDIO_WAIT_MS });
}
