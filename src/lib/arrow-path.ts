/** The site's arrow (links, Previous / Next), drawn the same by ArrowIcon.astro and ArrowIcon.tsx. */
export const ARROW_PATHS = {
  left: "M19 12H5M11 6l-6 6 6 6",
  right: "M5 12h14M13 6l6 6-6 6",
} as const;

export type ArrowDirection = keyof typeof ARROW_PATHS;
