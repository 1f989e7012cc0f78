// A project page opened from a project card: after a moment, bring the details into view.
import { PROJECT_SCROLL_DELAY_MS, PROJECT_SCROLL_DIVISOR } from "#src/config/motion.ts";
import { whenShown } from "#src/lib/browser/page-shown.ts";
import { PROJECT_FROM_CARD_KEY } from "#src/lib/listing/project-path.ts";

// Once shown: a page rendered ahead would look before the card was clicked.
void whenShown().then(() => {
  if (sessionStorage.getItem(PROJECT_FROM_CARD_KEY) !== window.location.pathname) return;
  sessionStorage.removeItem(PROJECT_FROM_CARD_KEY);
  const smooth = !matchMedia("(prefers-reduced-motion: reduce)").matches;
  setTimeout(() => {
    // The footer counts at an estimated height until it is laid out (Footer.astro): lay it
    // out now, so the target is a share of the page's real height.
    document.querySelector("footer")?.style.setProperty("content-visibility", "visible");
    const top = document.documentElement.scrollHeight / PROJECT_SCROLL_DIVISOR;
    window.scrollTo({ top, behavior: smooth ? "smooth" : "auto" });
  }, PROJECT_SCROLL_DELAY_MS);
});
