import { useEffect, useRef, type RefObject } from "react";
import { CATEGORY_DRAG_MULTIPLIER } from "#src/config/motion.ts";
import { PROJECT_CATEGORIES, type ProjectCategory } from "#src/config/categories.ts";
import { PROJECT_LIST_ANCHOR, projectListLink } from "#src/lib/listing/project-path.ts";
import { rootedPath } from "#src/i18n/root-path.ts";
import { wheelScrollLeft } from "#src/lib/browser/sideways-scroll.ts";
import { DRAG_PX } from "#src/integrations/client-directives/gesture.ts";
import { READY_EVENT } from "#src/integrations/client-directives/reach.ts";
import { categoryChipClass } from "./parts/CategoryChip.tsx";

interface Props {
  selected: ProjectCategory;
  /** What the page's language's paths begin with ("" or "/ar"). */
  root: string;
  /** The bar's name for assistive technology, and each category's label. */
  words: { readonly label: string; readonly categories: Readonly<Record<ProjectCategory, string>> };
}

/**
 * A vertical mouse wheel over the bar scrolls it sideways until it reaches an end (down toward
 * the end of its reading direction); a mouse drag moves it CATEGORY_DRAG_MULTIPLIER times the
 * pointer's distance, with the pointer in either direction, and is no click on the link it
 * ends on. Touch scrolls it natively.
 */
function useSidewaysScroll(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const bar = ref.current;
    if (!bar) return;
    const dir = getComputedStyle(bar).direction === "rtl" ? "rtl" : "ltr";
    const wheel = (event: WheelEvent) => {
      if (Math.abs(event.deltaY) <= Math.abs(event.deltaX)) return;
      const left = wheelScrollLeft(bar.scrollLeft, bar.scrollWidth - bar.clientWidth, event.deltaY, dir);
      if (left === undefined) return;
      event.preventDefault();
      bar.scrollLeft = left;
    };
    let drag: { x: number; left: number; moved: boolean } | undefined;
    const press = (event: PointerEvent) => {
      if (event.pointerType !== "mouse" || event.button !== 0) return;
      drag = { x: event.clientX, left: bar.scrollLeft, moved: false };
    };
    const move = (event: PointerEvent) => {
      if (!drag) return;
      const distance = event.clientX - drag.x;
      if (Math.abs(distance) > DRAG_PX) drag.moved = true;
      bar.scrollLeft = drag.left - distance * CATEGORY_DRAG_MULTIPLIER;
    };
    const swallow = (event: Event) => {
      event.preventDefault();
      event.stopPropagation();
    };
    const release = () => {
      // The click, if any, follows this pointerup at once; a drag that ends off the bar has none.
      if (drag?.moved) {
        bar.addEventListener("click", swallow, { capture: true, once: true });
        setTimeout(() => bar.removeEventListener("click", swallow, { capture: true }));
      }
      drag = undefined;
    };
    bar.addEventListener("wheel", wheel, { passive: false });
    bar.addEventListener("pointerdown", press);
    window.addEventListener("pointermove", move);
    window.addEventListener("pointerup", release);
    // Now the wheel or drag made while its code was on the way can be played to it.
    bar.dispatchEvent(new Event(READY_EVENT, { bubbles: true }));
    return () => {
      bar.removeEventListener("wheel", wheel);
      bar.removeEventListener("pointerdown", press);
      window.removeEventListener("pointermove", move);
      window.removeEventListener("pointerup", release);
    };
  }, [ref]);
}

/**
 * The projects list's category bar: a link per category, each a page of its own that lands
 * on this bar, so the list works and is crawled without JavaScript. Hydrated on reach
 * (`client:gesture`, which plays it the wheel or drag made meanwhile).
 */
export default function CategoryBar({ selected, root, words }: Props) {
  const ref = useRef<HTMLElement>(null);
  useSidewaysScroll(ref);
  return (
    <div
      id={PROJECT_LIST_ANCHOR}
      className="sticky top-0 z-20 border-b border-ink/10 bg-concrete/95 backdrop-blur"
    >
      <nav
        ref={ref}
        aria-label={words.label}
        data-category-bar
        className="container-site flex cursor-grab gap-2 overflow-x-auto py-4 select-none [scrollbar-width:none] active:cursor-grabbing"
      >
        {PROJECT_CATEGORIES.map((category) => (
          <a
            key={category}
            href={rootedPath(root, projectListLink(category))}
            aria-current={category === selected ? "page" : undefined}
            draggable={false}
            className={`${categoryChipClass(category === selected)} shrink-0 px-5 py-2.5`}
          >
            {words.categories[category]}
          </a>
        ))}
      </nav>
    </div>
  );
}
