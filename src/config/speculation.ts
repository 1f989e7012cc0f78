/**
 * Speculative loading (docs/performance.md, "Speculative loading"): the rules every public page
 * hands the browser, so the page a visitor is about to open is rendered ahead where the browser
 * can, and fetched ahead where it only fetches. One text: the page writes it, the security
 * policy allows its hash, the tests and the bench read it.
 */
import { MOVED_PAGES } from "./navigation.ts";

/**
 * Which links: the site's own pages (a pattern is read against the page's address, so another
 * site's link or a `mailto:` never matches), except
 * - the language switch (`hreflang`): nobody asked to switch, and it is on every page;
 * - the moved pages (`/team`): each only sends the browser on, and a redirect cancels a page
 *   rendered ahead;
 * - files that are no page (the company profile's PDF): a browser renders ahead only HTML, and
 *   would fetch the whole file for nothing.
 */
const SPECULATED_LINKS = {
  and: [
    { href_matches: "/*" },
    ...Object.keys(MOVED_PAGES).map((path) => ({ not: { href_matches: path } })),
    { not: { href_matches: "/*.pdf" } },
    { not: { selector_matches: "[hreflang]" } },
  ],
};

/**
 * Rendered ahead, at `moderate` eagerness: while the pointer rests on a link (Chrome: 200 ms)
 * or as it is pressed; on Android, as a link comes into view. No `prefetch` rule beside it:
 * Chromium, the one engine that reads speculation rules today, fetches a page before rendering
 * it ahead and keeps what it fetched where it gives the rendering up (measured: Chromium 156,
 * prerendering refused). Each byte here is on every page, and the project page has few to
 * spare (docs/performance.md).
 */
export const SPECULATION_RULES = {
  prerender: [{ where: SPECULATED_LINKS, eagerness: "moderate" }],
} as const;

/** The rules as the page writes them (`<script type="speculationrules">`) and the policy hashes them. */
export const SPECULATION_RULES_TEXT = JSON.stringify(SPECULATION_RULES);
