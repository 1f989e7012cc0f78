import type { ClientDirective } from "astro";
import { whenShown } from "#src/lib/browser/page-shown.ts";
import { hydrateOnReach } from "./reach.ts";

/**
 * `client:settled`: hydrate once the page has loaded (its images and fonts are in) and the
 * browser is idle, or as soon as the visitor reaches for the island, if that comes first; an
 * early click is replayed (see ./reach.ts). A page the browser renders ahead idles unseen, so
 * there it first waits to be shown. For islands above the fold whose server-rendered HTML is
 * complete: their script then never competes with the page's largest image.
 */
const settled: ClientDirective = (load, _options, island) => {
  const start = hydrateOnReach(load, island);
  const whenIdle = () => {
    if ("requestIdleCallback" in window) window.requestIdleCallback(start, { timeout: 1000 });
    else setTimeout(start, 200);
  };
  const whenLoaded = () => {
    if (document.readyState === "complete") whenIdle();
    else window.addEventListener("load", whenIdle, { once: true });
  };
  void whenShown().then(whenLoaded);
};

export default settled;
