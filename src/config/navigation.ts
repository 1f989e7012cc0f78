/** The site's own routes as its menus list them; each link's text is the dictionary's, by key. */

export const NAV_ITEMS = [
  { key: "home", path: "/" },
  { key: "classifications", path: "/classifications" },
  { key: "careers", path: "/careers" },
  { key: "projects", path: "/ourProjects" },
  { key: "team", path: "/teams" },
] as const;

export type NavKey = (typeof NAV_ITEMS)[number]["key"];

/**
 * The company's notices, a page each, linked from every footer: what the site does with
 * personal data, and how accessible it is (docs/notices.md).
 */
export const NOTICE_PAGES = [
  { key: "privacy", path: "/privacy" },
  { key: "accessibility", path: "/accessibility" },
] as const;

export type NoticeKey = (typeof NOTICE_PAGES)[number]["key"];

/** Where a content type's documents are shown: a page of the menus, or a notice's page. */
export type SitePage = NavKey | "notices";

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
