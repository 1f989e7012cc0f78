import type { ClientDirective } from "astro";
import { EARLY_EVENTS, READY_EVENT } from "./reach.ts";

/** What counts as a visitor reaching for the island: the early events, a touch and the wheel. */
const REACH = [...EARLY_EVENTS, "touchstart", "wheel"] as const;
/**
 * Farther than this between press and release, a press is a drag rather than a click: before
 * hydration here, after it in the island.
 */
export const DRAG_PX = 3;
/**
 * `client:gesture`: hydrate when the visitor first reaches for the island, and lose none of
 * the gestures made while its code is on the way. A vertical wheel over it is held, and a
 * mouse's press, moves and release are recorded; once the island says it is ready
 * (READY_EVENT), they are played to it in order. Clicks on its links go through at once, except the one that ends a drag, which is
 * no click. For an island over plain links that scrolls sideways (the projects' category bar).
 */
const gesture: ClientDirective = (load, _options, island) => {
  let started = false;
  let hydrated = false;
  const held: { target: EventTarget; event: Event }[] = [];
  let press: { x: number; y: number } | undefined;
  let dragged = false;

  const record = (event: Event) => {
    if (hydrated) return;
    if (event instanceof WheelEvent) {
      if (Math.abs(event.deltaY) <= Math.abs(event.deltaX)) return;
      event.preventDefault();
      held.push({
        target: event.target ?? island,
        event: new WheelEvent("wheel", {
          deltaX: event.deltaX,
          deltaY: event.deltaY,
          bubbles: true,
          cancelable: true,
        }),
      });
    } else if (event instanceof PointerEvent && event.pointerType === "mouse") {
      if (event.type === "pointerdown") press = { x: event.clientX, y: event.clientY };
      if (press === undefined) return;
      if (Math.hypot(event.clientX - press.x, event.clientY - press.y) > DRAG_PX) dragged = true;
      held.push({ target: event.target ?? island, event: new PointerEvent(event.type, event) });
      if (event.type === "pointerup") press = undefined;
    }
  };
  // A drag that ends on a link, before hydration, is not a choice of that link.
  const swallowDragClick = (event: Event) => {
    if (hydrated || !dragged) return;
    dragged = false;
    event.preventDefault();
    event.stopPropagation();
  };

  const replay = () => {
    hydrated = true;
    for (const type of REACH) island.removeEventListener(type, start, true);
    window.removeEventListener("pointermove", record, true);
    window.removeEventListener("pointerup", record, true);
    // Hydration keeps the server's elements, so each gesture goes back where it was made.
    for (const { target, event } of held.splice(0)) target.dispatchEvent(event);
  };
  island.addEventListener(READY_EVENT, replay, { once: true });

  const start = () => {
    if (started) return;
    started = true;
    void load().then((hydrate) => hydrate());
  };

  for (const type of REACH) island.addEventListener(type, start, { capture: true, passive: true });
  // On the island's first box: the island itself has none (display: contents), and a browser
  // only waits for a wheel listener over a box, scrolling the page at once anywhere else.
  (island.firstElementChild ?? island).addEventListener("wheel", record, { capture: true, passive: false });
  island.addEventListener("pointerdown", record, true);
  window.addEventListener("pointermove", record, true);
  window.addEventListener("pointerup", record, true);
  island.addEventListener("click", swallowDragClick, true);
};

export default gesture;
