import { CATEGORY_DRAG_MULTIPLIER } from "#src/config/site.ts";

/**
 * What the projects list's category bar does on top of its plain links (which work without
 * it): a vertical mouse wheel over the bar scrolls it sideways until it reaches an end; a
 * mouse drag moves it CATEGORY_DRAG_MULTIPLIER times the pointer's distance and is not a
 * click on the link it ends on (touch scrolls natively); and the chosen category, which may
 * sit past the right edge on a phone, is brought into view.
 */
export function enhanceCategoryBar(bar: HTMLElement): void {
  const current = bar.querySelector("[aria-current]");
  if (current) {
    const outer = bar.getBoundingClientRect();
    const chip = current.getBoundingClientRect();
    if (chip.left < outer.left || chip.right > outer.right) {
      bar.scrollLeft += chip.left - outer.left - (outer.width - chip.width) / 2;
    }
  }

  bar.addEventListener(
    "wheel",
    (event) => {
      if (Math.abs(event.deltaY) <= Math.abs(event.deltaX)) return;
      const max = bar.scrollWidth - bar.clientWidth;
      const canMove = event.deltaY > 0 ? bar.scrollLeft < max : bar.scrollLeft > 0;
      if (!canMove) return;
      event.preventDefault();
      bar.scrollLeft += event.deltaY;
    },
    { passive: false },
  );

  let drag: { x: number; left: number; moved: boolean } | undefined;
  bar.addEventListener("pointerdown", (event) => {
    if (event.pointerType !== "mouse" || event.button !== 0) return;
    drag = { x: event.clientX, left: bar.scrollLeft, moved: false };
  });
  window.addEventListener("pointermove", (event) => {
    if (!drag) return;
    const distance = event.clientX - drag.x;
    if (Math.abs(distance) > 3) drag.moved = true;
    bar.scrollLeft = drag.left - distance * CATEGORY_DRAG_MULTIPLIER;
  });
  const swallow = (event: Event) => {
    event.preventDefault();
    event.stopPropagation();
  };
  window.addEventListener("pointerup", () => {
    // A drag that ends on a link is not a choice of that category. The click, if any,
    // follows this pointerup at once; a drag that ends elsewhere has none to swallow.
    if (drag?.moved) {
      bar.addEventListener("click", swallow, { capture: true, once: true });
      setTimeout(() => bar.removeEventListener("click", swallow, { capture: true }));
    }
    drag = undefined;
  });
}
