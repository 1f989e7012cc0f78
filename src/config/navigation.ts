/** The site's own routes as its menus list them; each link's text is the dictionary's, by key. */

export const NAV_ITEMS = [
  { key: "home", path: "/" },
  { key: "classifications", path: "/classifications" },
  { key: "careers", path: "/careers" },
  { key: "projects", path: "/ourProjects" },
  { key: "team", path: "/teams" },
] as const;

export type NavKey = (typeof NAV_ITEMS)[number]["key"];

export const FOOTER_LINKS = [
  { key: "careers", path: "/careers" },
  { key: "classifications", path: "/classifications" },
  { key: "projects", path: "/ourProjects" },
] as const satisfies readonly { key: NavKey; path: string }[];

/**
 * Pages an earlier version of the site had, and where each now leads: a permanent redirect
 * on every host (netlify.toml, S3's redirect objects) and, for any other, a page that sends
 * the browser on (pages/[moved].astro).
 */
export const MOVED_PAGES = { "/team": "/careers" } as const;
