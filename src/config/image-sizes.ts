/** The widths and frames images are served in, which the components and the CDN's URLs share. */

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
