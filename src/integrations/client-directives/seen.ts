import type { ClientDirective } from "astro";
import { whenShown } from "#src/lib/browser/page-shown.ts";

/**
 * `client:seen`: hydrate once the page is shown and the island comes within `rootMargin` of
 * the viewport (`client:seen={{ rootMargin: "300px" }}`). Astro's `client:visible`, except on
 * a page the browser renders ahead: there a block in view would hydrate, and a counter count,
 * before anyone looks, or for a page never opened.
 */
const seen: ClientDirective = async (load, options, island) => {
  await whenShown();
  const { rootMargin } = (typeof options.value === "object" ? options.value : {}) as { rootMargin?: string };
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void load().then((hydrate) => hydrate());
    },
    rootMargin === undefined ? {} : { rootMargin },
  );
  // The island's own box has no size (display: contents); its children have.
  for (const child of island.children) observer.observe(child);
};

export default seen;
