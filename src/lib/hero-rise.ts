import { HERO_TEXT_DURATION_S } from "#src/config/site.ts";

/**
 * The inline style that times one hero text's rise-in. The Content-Security-Policy allows
 * exactly these style attributes by hash (src/config/csp.ts), so both read them from here.
 */
export const riseStyle = (delaySeconds: number): string =>
  `animation-delay: ${delaySeconds}s; animation-duration: ${HERO_TEXT_DURATION_S}s`;
