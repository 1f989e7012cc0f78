/** How PageHero renders its image; PageHeroPreload must ask for exactly the same files. */
export const PAGE_HERO_IMAGE: { widths: number[]; sizes: string; format: "webp" } = {
  widths: [640, 960, 1280, 1920],
  sizes: "100vw",
  format: "webp",
};
