/**
 * Where the projects list's category bar (islands/CategoryBar.tsx) stands when a list page
 * opens, before it hydrates: where the visitor left it on the page they chose from, or else
 * with the chosen category in view (on a phone it may sit past the far edge). And each
 * category's page is fetched as the visitor points at, focuses or touches it, so the choice
 * opens at once: by the page's speculation rules where the browser reads them
 * (src/config/speculation.ts), else here, so no page is fetched ahead twice; never for a
 * visitor who asked to save data.
 */
const PLACE_KEY = "category-bar-scroll";

/** Centres the chosen category in the bar when any of it is out of the bar's view. */
function showChosen(bar: HTMLElement, current: Element): void {
  const outer = bar.getBoundingClientRect();
  const chip = current.getBoundingClientRect();
  if (chip.left < outer.left || chip.right > outer.right) {
    bar.scrollLeft += chip.left - outer.left - (outer.width - chip.width) / 2;
  }
}

export function placeCategoryBar(bar: HTMLElement): void {
  // Negative in a right-to-left page, where the bar starts at the right.
  const left = Number(sessionStorage.getItem(PLACE_KEY));
  sessionStorage.removeItem(PLACE_KEY);
  const current = bar.querySelector("[aria-current]");
  if (Number.isFinite(left) && left !== 0) bar.scrollLeft = left;
  if (current) {
    showChosen(bar, current);
    // The chips are measured in the fallback font until the site's own arrives, whenever that
    // is, and then widen or narrow: the chosen one is placed again as they do, until the
    // visitor takes the bar in hand. (Not "until the bar has moved": the browser's scroll
    // anchoring moves it as the chips change width.)
    const resized = new ResizeObserver(() => showChosen(bar, current));
    for (const chip of bar.children) resized.observe(chip);
    for (const type of ["pointerdown", "wheel", "touchstart", "keydown", "focusin"]) {
      bar.addEventListener(type, () => resized.disconnect(), { once: true, passive: true });
    }
  }
  const fetched = new Set<string>();
  const prefetch = (event: Event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>("a");
    const page = link && new URL(link.href).pathname;
    if (!page || page === window.location.pathname || fetched.has(page)) return;
    fetched.add(page);
    document.head.append(Object.assign(document.createElement("link"), { rel: "prefetch", href: page }));
  };
  if (!HTMLScriptElement.supports?.("speculationrules") && !navigator.connection?.saveData) {
    for (const type of ["pointerover", "focusin", "touchstart"]) {
      bar.addEventListener(type, prefetch, { passive: true });
    }
  }
  // A choice keeps the bar's place for the page it opens.
  bar.addEventListener("click", (event) => {
    if (!event.defaultPrevented && (event.target as Element).closest("a")) {
      sessionStorage.setItem(PLACE_KEY, String(bar.scrollLeft));
    }
  });
}
