/**
 * How the site presents content: the specification's display limits and timings, and the
 * sizes and frames images are served in. No words (src/i18n/), no identity (company.ts).
 */

/** A page's meta description from content is cut here: about what a search result shows. */
export const META_DESCRIPTION_LIMIT = 155;
export const VIEWER_TITLE_LIMIT = 50;
export const VIEWER_VALUE_LIMIT = 50;
export const VIEWER_DESCRIPTION_LIMIT = 200;
export const JOB_DESCRIPTION_LIMIT = 100;
export const JOB_REQUIREMENTS_SHOWN = 3;
/**
 * Projects on one page of the list (a multiple of the grid's one, two and three columns). Each
 * category is a static page and so is each further page of it, so a page's weight does not
 * grow with the portfolio (docs/performance.md, "The projects list").
 */
export const PROJECTS_PER_PAGE = 24;

export const SCROLL_DOWN_DISTANCE_PX = 850;
export const MOBILE_MENU_ITEM_DURATION_S = 0.4;
export const MOBILE_MENU_STAGGER_S = 0.1;
export const HERO_TEXT_DELAYS_S = [0, 0.5, 1] as const;
export const HERO_TEXT_DURATION_S = 1;
/**
 * The rise-in of the hero's headline, subtext and controls, as their style attributes. The
 * Content-Security-Policy allows exactly these by hash (src/security/content-security-policy.ts). Marked pure, so the
 * islands that import this module leave it out of their bundles.
 */
export const HERO_RISE_STYLES = /* @__PURE__ */ HERO_TEXT_DELAYS_S.map(
  (delay) => `animation-delay: ${delay}s; animation-duration: ${HERO_TEXT_DURATION_S}s`,
);
export const COUNT_UP_DURATION_S = 1.5;
export const PROJECT_SCROLL_DELAY_MS = 100;
export const PROJECT_SCROLL_DIVISOR = 2.5;
export const CATEGORY_DRAG_MULTIPLIER = 2;
export const CLIENT_MARQUEE_SPEED = 150;

/** How PageHero renders its image; PageHeroPreload must ask for exactly the same files. */
export const PAGE_HERO_IMAGE: { widths: number[]; sizes: string; format: "webp" } = {
  widths: [640, 960, 1280, 1920],
  sizes: "100vw",
  format: "webp",
};
export const CLIENT_LOGO_WIDTH = 200;
export const GALLERY_IMAGE_WIDTH = 1200;
/**
 * The frames of fixed shape images are shown in. A mapping asks the CDN to cut the image to
 * `ratio` around the editor's hotspot; the component draws the frame with `frameClass`, written
 * out whole so Tailwind finds it.
 */
export const IMAGE_FRAMES = {
  /** Project cards and pictures, services, About Us. */
  landscape: { ratio: 4 / 3, frameClass: "aspect-4/3" },
  /** Team portraits. */
  portrait: { ratio: 4 / 5, frameClass: "aspect-4/5" },
  /** The project gallery. */
  gallery: { ratio: 16 / 9, frameClass: "aspect-video" },
} as const;
