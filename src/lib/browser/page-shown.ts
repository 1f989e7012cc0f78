/**
 * A page the browser renders ahead (speculation rules: src/config/speculation.ts) runs its
 * scripts before the visitor opens it, and may never be opened. What is meant for the visitor
 * (a count, a look-up, an island's code) waits for the page to be shown, so it happens in front
 * of them, once, and costs nothing for a page never opened.
 */
export function whenShown(): Promise<void> {
  if (!document.prerendering) return Promise.resolve();
  return new Promise((resolve) => {
    document.addEventListener("prerenderingchange", () => resolve(), { once: true });
  });
}
