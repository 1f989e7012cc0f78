import type { SocialNetwork } from "#src/config/company.ts";

/**
 * Every icon of the site, drawn on one 24-pixel grid as a single path: outlined ones stroked
 * at `stroke` pixels, solid ones filled. One map, so an icon is drawn once wherever it shows,
 * in an island, in React the build renders, or in Astro markup (Icon.tsx).
 */
interface Outlined {
  readonly d: string;
  readonly stroke: number;
}
interface Solid {
  readonly d: string;
  /** Holes cut by the path's inner shapes (Instagram's lens). */
  readonly evenOdd?: true;
}

export const ICONS = {
  arrowLeft: { d: "M19 12H5M11 6l-6 6 6 6", stroke: 2 },
  arrowRight: { d: "M5 12h14M13 6l6 6-6 6", stroke: 2 },
  arrowDown: { d: "M12 5v14M6 13l6 6 6-6", stroke: 2 },
  check: { d: "M5 12l5 5L20 7", stroke: 2.5 },
  close: { d: "M6 6l12 12M18 6L6 18", stroke: 2 },
  external: { d: "M14 5h5v5M19 5l-8 8M17 14v5H5V7h5", stroke: 2 },
  menu: { d: "M4 7h16M4 12h16M4 17h16", stroke: 2 },
  search: { d: "M4 11a7 7 0 1 0 14 0a7 7 0 1 0-14 0M20 20l-4-4", stroke: 2 },
  location: {
    d: "M12 21s7-6.2 7-11.5A7 7 0 0 0 5 9.5C5 14.8 12 21 12 21zM9.5 9.5a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0-5 0",
    stroke: 2,
  },
  email: {
    d: "M5 5h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zM3 7l9 6 9-6",
    stroke: 2,
  },
  play: { d: "M8 5v14l11-7z" },
  pause: { d: "M7 5h4v14H7zM13 5h4v14h-4z" },
  facebook: {
    d: "M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H8v3h2.5V21h3z",
  },
  instagram: {
    d: "M7.5 3h9A4.5 4.5 0 0 1 21 7.5v9a4.5 4.5 0 0 1-4.5 4.5h-9A4.5 4.5 0 0 1 3 16.5v-9A4.5 4.5 0 0 1 7.5 3zm0 2A2.5 2.5 0 0 0 5 7.5v9A2.5 2.5 0 0 0 7.5 19h9a2.5 2.5 0 0 0 2.5-2.5v-9A2.5 2.5 0 0 0 16.5 5h-9zM12 8a4 4 0 1 1 0 8 4 4 0 0 1 0-8zm0 2a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm4.8-3.3a1 1 0 1 1 0 2 1 1 0 0 1 0-2z",
    evenOdd: true,
  },
  linkedIn: {
    d: "M4 9h3.5v11H4V9zm1.8-5.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM9.5 9h3.3v1.5h.1c.5-.9 1.6-1.8 3.3-1.8 3.5 0 4.1 2.3 4.1 5.3v6H16.8v-5.3c0-1.3 0-2.9-1.8-2.9s-2 1.4-2 2.8V20H9.5V9z",
  },
} as const satisfies Record<string, Outlined | Solid>;

export type IconName = keyof typeof ICONS;

/** Where an arrow leads in the reading order: back (Previous) or forward (Next, Get in Touch). */
export type ArrowPointing = "back" | "forward";

/** The arrow that points `pointing`: back is left in a left-to-right page, right in a right-to-left one. */
export function arrowIcon(pointing: ArrowPointing, dir: "ltr" | "rtl"): "arrowLeft" | "arrowRight" {
  return (pointing === "back") === (dir === "ltr") ? "arrowLeft" : "arrowRight";
}

/** The icon of each of the company's social networks (config/company.ts). */
export const SOCIAL_ICONS = {
  Facebook: "facebook",
  Instagram: "instagram",
  LinkedIn: "linkedIn",
} as const satisfies Record<SocialNetwork, IconName>;
