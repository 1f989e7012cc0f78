import type { ClientDirective } from "astro";
import { matchesAnyShortcut } from "#src/lib/browser/keyboard.ts";
import { hydrateOnReach, READY_EVENT } from "./reach.ts";

/**
 * `client:interaction`: hydrate when the visitor first reaches for the island, so it costs
 * nothing until then; an early click is replayed (see ./reach.ts).
 *
 * `client:interaction={keys}`: also when the visitor presses one of the island's keys
 * anywhere on the page ("ArrowLeft", "/", "Control+k": src/lib/browser/keyboard.ts), for an island
 * that hears them from the window (a project's gallery, the header's search). The island owns
 * them: the browser's own use of a key is prevented at once, before the island's code has
 * come, and the keys pressed meanwhile are played to the window, in order, once the island
 * says it listens (READY_EVENT). One directive for both, so a page carries its code once.
 */
const interaction: ClientDirective = (load, options, island) => {
  const start = hydrateOnReach(load, island);
  const keys: unknown = options.value;
  if (!Array.isArray(keys) || keys.length === 0) return;

  const held: KeyboardEvent[] = [];
  const hold = (event: KeyboardEvent) => {
    if (event.defaultPrevented || !matchesAnyShortcut(event, keys as string[])) return;
    event.preventDefault();
    held.push(event);
    start();
  };
  window.addEventListener("keydown", hold);
  island.addEventListener(
    READY_EVENT,
    () => {
      window.removeEventListener("keydown", hold);
      for (const event of held.splice(0)) window.dispatchEvent(new KeyboardEvent("keydown", event));
    },
    { once: true },
  );
};

export default interaction;
