/**
 * How the site moves: the specification's distances, durations, delays and speeds of
 * scrolling, menus, the hero's rise, the counters, the category bar and the client marquee.
 */

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
