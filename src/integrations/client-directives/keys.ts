import type { ClientDirective } from "astro";
import { hydrateOnReach, READY_EVENT } from "./reach.ts";

/**
 * `client:keys={keys}`: hydrate when the visitor first reaches for the island (as
 * `client:interaction` does, an early click replayed) or presses one of `keys` anywhere on the
 * page, for an island that hears them from the window (a project's gallery and its arrow
 * keys). The keys pressed before the island says it is listening (READY_EVENT) are held, and
 * then played to the window in order, unless something on the page took them (prevented their
 * default). A directive of its own, so that only the pages that use it carry its script.
 */
const keys: ClientDirective = (load, options, island) => {
  const start = hydrateOnReach(load, island);
  const names: unknown = options.value;
  if (!Array.isArray(names) || names.length === 0) return;

  const held: KeyboardEvent[] = [];
  const hold = (event: KeyboardEvent) => {
    if (!names.includes(event.key)) return;
    held.push(event);
    start();
  };
  window.addEventListener("keydown", hold);
  island.addEventListener(
    READY_EVENT,
    () => {
      window.removeEventListener("keydown", hold);
      for (const event of held.splice(0)) {
        if (!event.defaultPrevented) window.dispatchEvent(new KeyboardEvent("keydown", event));
      }
    },
    { once: true },
  );
};

export default keys;
