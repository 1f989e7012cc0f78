import { useEffect, useRef, type KeyboardEvent } from "react";
import { CategoryChip } from "../components/site/CategoryChip";
import { ALL_PROJECTS, CATEGORY_DRAG_MULTIPLIER, PROJECT_CATEGORIES } from "../config/site";
import { categoryFromSearch, searchForCategory, selectProjects, type ProjectCategory } from "../lib/projects";
import { useCategoryInUrl } from "./use-category-in-url";

interface Props {
  /** Each card's category and year, in the order the cards stand in the grid. */
  projects: readonly { readonly category?: string | undefined; readonly year?: number | undefined }[];
  /** The id of the server-rendered list whose items are the cards. */
  gridId: string;
}

/**
 * The category bar and the results heading. The cards themselves are static HTML (the
 * whole list works without JavaScript); this island only hides those outside the selected
 * category, and keeps the selection in the URL (?category=Airport) so it can be shared
 * and survives Back.
 */
export default function ProjectFilter({ projects, gridId }: Props) {
  const [selected, choose] = useCategoryInUrl<ProjectCategory>(
    ALL_PROJECTS,
    categoryFromSearch,
    searchForCategory,
  );
  const bar = useRef<HTMLDivElement>(null);
  const indexed = projects.map((project, index) => ({ ...project, index }));
  const shown = selectProjects(indexed, selected);

  useEffect(() => {
    const visible = new Set(shown.map((project) => project.index));
    const cards = document.getElementById(gridId)?.children ?? [];
    Array.from(cards).forEach((card, index) => card.toggleAttribute("hidden", !visible.has(index)));
  });

  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    // A vertical wheel over the bar scrolls it sideways, until it reaches an end.
    const onWheel = (event: WheelEvent) => {
      if (Math.abs(event.deltaY) <= Math.abs(event.deltaX)) return;
      const max = element.scrollWidth - element.clientWidth;
      const canMove = event.deltaY > 0 ? element.scrollLeft < max : element.scrollLeft > 0;
      if (!canMove) return;
      event.preventDefault();
      element.scrollLeft += event.deltaY;
    };
    // Dragging with a mouse moves the bar twice the pointer's distance; touch scrolls natively.
    let drag: { x: number; left: number; moved: boolean } | undefined;
    const onDown = (event: PointerEvent) => {
      if (event.pointerType !== "mouse" || event.button !== 0) return;
      drag = { x: event.clientX, left: element.scrollLeft, moved: false };
    };
    const onMove = (event: PointerEvent) => {
      if (!drag) return;
      const distance = event.clientX - drag.x;
      if (Math.abs(distance) > 3) drag.moved = true;
      element.scrollLeft = drag.left - distance * CATEGORY_DRAG_MULTIPLIER;
    };
    const swallow = (event: Event) => event.stopPropagation();
    const onUp = () => {
      // A drag that ends on a button is not a choice of that category. The click, if any,
      // follows this pointerup at once; a drag that ends elsewhere has none to swallow.
      if (drag?.moved) {
        element.addEventListener("click", swallow, { capture: true, once: true });
        setTimeout(() => element.removeEventListener("click", swallow, { capture: true }));
      }
      drag = undefined;
    };
    element.addEventListener("wheel", onWheel, { passive: false });
    element.addEventListener("pointerdown", onDown);
    window.addEventListener("pointermove", onMove);
    window.addEventListener("pointerup", onUp);
    return () => {
      element.removeEventListener("wheel", onWheel);
      element.removeEventListener("pointerdown", onDown);
      window.removeEventListener("pointermove", onMove);
      window.removeEventListener("pointerup", onUp);
    };
  }, []);

  // Left and right arrows move between categories; the bar follows the focus.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
    const buttons = Array.from(bar.current?.querySelectorAll("button") ?? []);
    const current = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next = buttons[current + (event.key === "ArrowRight" ? 1 : -1)];
    if (next) {
      event.preventDefault();
      next.focus();
    }
  };

  return (
    <>
      <div className="sticky top-0 z-20 border-b border-ink/10 bg-concrete/95 backdrop-blur">
        <div
          ref={bar}
          role="toolbar"
          aria-label="Project categories"
          onKeyDown={onKeyDown}
          className="container-site flex cursor-grab gap-2 overflow-x-auto py-4 select-none [scrollbar-width:none] active:cursor-grabbing"
        >
          {PROJECT_CATEGORIES.map((category) => (
            <CategoryChip
              key={category}
              label={category}
              selected={category === selected}
              onSelect={() => choose(category)}
              className="shrink-0 px-5 py-2.5"
            />
          ))}
        </div>
      </div>
      <div className="container-site pt-12" aria-live="polite">
        <h2 className="display text-4xl sm:text-5xl">{selected}</h2>
        <p className="mt-2 text-lg text-muted">{shown.length} project(s) found</p>
        {shown.length === 0 && (
          <div className="mt-10 rounded-lg border-2 border-dashed border-ink/15 px-6 py-16 text-center">
            <p className="text-2xl font-bold">No projects found</p>
            <p className="mt-2 text-muted">Try selecting a different category</p>
          </div>
        )}
      </div>
    </>
  );
}
