import { getImage } from "astro:assets";
import posterSource from "#src/assets/media/hero-poster.jpg";

/**
 * The hero video's poster, as WebP at the video's own 1280 px: what shows until the video's
 * first frame, the home page's largest paint, and all reduced-motion visitors ever see. The
 * pages showing the hero preload it (HeroPosterPreload), since a poster cannot carry
 * fetchpriority itself.
 */
export const heroPoster = () => getImage({ src: posterSource, width: 1280, format: "webp" });
