/**
 * What counts as a visitor reaching for an island: a pointer over or on it, focus, a key. The
 * one list for every directive here; `client:gesture` adds the gestures it holds.
 */
export const EARLY_EVENTS = ["pointerover", "pointerdown", "focusin", "keydown"] as const;

/**
 * What an island dispatches (bubbling) from its element once its own listeners are on, for a
 * directive that holds what the visitor did meanwhile: React hydrates after Astro's hydrate()
 * has returned, and runs effects later still, so only the island knows when that is.
 */
export const READY_EVENT = "island-ready";

/**
 * Hydrates `island` when the visitor first reaches for it, and returns the function that
 * hydrates it at once (a directive may call it for its own reason too). A click that lands
 * before the island is ready is held and replayed once it has hydrated, so the first tap is
 * never lost.
 */
export function hydrateOnReach(load: () => Promise<() => Promise<void>>, island: HTMLElement) {
  let started = false;
  let heldClick: Element | undefined;

  const start = () => {
    if (started) return;
    started = true;
    void (async () => {
      const hydrate = await load();
      await hydrate();
      for (const type of EARLY_EVENTS) island.removeEventListener(type, start, true);
      island.removeEventListener("click", hold, true);
      heldClick?.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, composed: true }));
    })();
  };
  const hold = (event: Event) => {
    event.preventDefault();
    event.stopPropagation();
    // The target may be an icon's <path>: an SVG element, which has no click() of its own.
    if (event.target instanceof Element) heldClick = event.target;
    start();
  };

  for (const type of EARLY_EVENTS) island.addEventListener(type, start, { capture: true, passive: true });
  island.addEventListener("click", hold, true);
  return start;
}
