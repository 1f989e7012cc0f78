/**
 * The company's identity and the specification's fixed lists, numbers and timings.
 * Everything a content editor cannot change in Sanity lives here, once.
 */

export const COMPANY_NAME = "Arkan Contracting";
export const CONTACT_EMAIL = "info@arkan-contracting.com";
export const FOUNDING_YEAR = 1985;
/** Where the company works, as ISO 3166-1 alpha-2: the country of every job posting. */
export const COMPANY_COUNTRY = "SA";
/** The company's logo, as search engines show it beside its name and its job postings. */
export const COMPANY_LOGO_PATH = "/media/logo.svg";
export const SITE_DESCRIPTION =
  "Arkan Contracting is a first-grade construction and contracting company, building hotels, airports, public buildings and infrastructure since 1985.";

export const SOCIAL_LINKS = [
  { network: "Facebook", url: "https://www.facebook.com/arkancontracting" },
  { network: "Instagram", url: "https://www.instagram.com/arkancontracting" },
  { network: "LinkedIn", url: "https://www.linkedin.com/company/arkan-contracting" },
] as const;

export type SocialNetwork = (typeof SOCIAL_LINKS)[number]["network"];

export const HERO_HEADLINE = `Build Great with Quality, Speed, and Trust Since ${FOUNDING_YEAR}`;
export const HERO_SUBTEXT =
  "Transforming visions into reality with precision and care. Your trusted partner for innovative, sustainable construction solutions.";

export interface NavItem {
  readonly path: string;
  readonly label: string;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { path: "/", label: "Home" },
  { path: "/classifications", label: "Classifications" },
  { path: "/careers", label: "Careers" },
  { path: "/ourProjects", label: "Our Projects" },
  { path: "/teams", label: "Team" },
];

/**
 * Pages an earlier version of the site had, and where each now leads: a permanent redirect
 * on every host (netlify.toml, S3's redirect objects) and, for any other, a page that sends
 * the browser on (pages/team.astro).
 */
export const MOVED_PAGES = { "/team": "/careers" } as const;

export const FOOTER_LINKS: readonly NavItem[] = [
  { path: "/careers", label: "Careers" },
  { path: "/classifications", label: "Classifications" },
  { path: "/ourProjects", label: "Our Projects" },
];

export const FOOTER_THANKS = "Thank you for considering us. Let's build something great together.";
export const COPYRIGHT_LINE = "© 2025. All rights reserved";

/**
 * A list's filters: the "show everything" default, then each category. Marked pure where it
 * is called, so the islands that import this module and not the lists leave them out.
 */
function filters<D extends string, C extends readonly string[]>(
  everything: D,
  categories: C,
): readonly [D, ...C] {
  return [everything, ...categories];
}

export const ALL_PROJECTS = "All Projects";
/** The categories an editor files a project under, in the order of the projects list's bar. */
export const PROJECT_CATEGORY_OPTIONS = [
  "Hospitality",
  "Residential",
  "Commercial",
  "Cultural",
  "Government & Royal",
  "Industrial",
  "Airport",
  "Educational",
  "Sports & Recreational",
  "Infrastructure & Urban",
  "Specialized & Security",
  "Charitable & Community",
  "Religious & Heritage",
] as const;
/** The projects list's filters: every project first, then each category. */
export const PROJECT_CATEGORIES = /* @__PURE__ */ filters(ALL_PROJECTS, PROJECT_CATEGORY_OPTIONS);
/**
 * Projects on one page of the list (a multiple of the grid's one, two and three columns). Each
 * category is a static page and so is each further page of it, so a page's weight does not
 * grow with the portfolio (docs/performance.md, "The projects list").
 */
export const PROJECTS_PER_PAGE = 24;

export const ALL_CAREER_CATEGORIES = "All Categories";
/** The categories an editor files a position under, in the order of the careers chips. */
export const CAREER_CATEGORY_OPTIONS = [
  "Business",
  "Customer Service",
  "Finance",
  "Human Resources",
  "Sales & Marketing",
  "Engineering",
  "Technology & IT",
  "Legal & Compliance",
  "Other",
] as const;
/** The careers chips: every position first, then each category. */
export const CAREER_CATEGORIES = /* @__PURE__ */ filters(ALL_CAREER_CATEGORIES, CAREER_CATEGORY_OPTIONS);

export const CLASSIFICATION_GRADES = [
  "1ST GRADE BUILDINGS CONSTRUCTION",
  "1ST GRADE BUILDING MAINTENANCE",
  "1ST GRADE ELECTRO-MECHANICAL AND RENEWABLE ENERGY",
  "2ND GRADE ELECTRONICS",
  "2ND GRADE STEEL STRUCTURE",
] as const;

export interface Statistic {
  readonly value: number;
  readonly suffix: string;
  readonly label: string;
}

export const HOME_STATISTICS: readonly Statistic[] = [
  { value: 150, suffix: "+", label: "Projects completed" },
  { value: 40, suffix: "", label: "Years of experience" },
  { value: 2000, suffix: "+", label: "Happy Customers" },
  { value: 50, suffix: "+", label: "Awards" },
];
export const HOME_TEAM_LINE = "a team of over 140+ dedicated professionals";

export const TEAM_STATISTICS: readonly Statistic[] = [
  { value: 13, suffix: "+", label: "Team Members" },
  { value: 50, suffix: "+", label: "Projects Completed" },
  { value: 10, suffix: "+", label: "Years Experience" },
  { value: 100, suffix: "%", label: "Client Satisfaction" },
];

/** A page's meta description from content is cut here: about what a search result shows. */
export const META_DESCRIPTION_LIMIT = 155;
export const VIEWER_TITLE_LIMIT = 50;
export const VIEWER_VALUE_LIMIT = 50;
export const VIEWER_DESCRIPTION_LIMIT = 200;
export const JOB_DESCRIPTION_LIMIT = 100;
export const JOB_REQUIREMENTS_SHOWN = 3;

export const SCROLL_DOWN_DISTANCE_PX = 850;
export const MOBILE_MENU_ITEM_DURATION_S = 0.4;
export const MOBILE_MENU_STAGGER_S = 0.1;
export const HERO_TEXT_DELAYS_S = [0, 0.5, 1] as const;
export const HERO_TEXT_DURATION_S = 1;
/**
 * The rise-in of the hero's headline, subtext and controls, as their style attributes. The
 * Content-Security-Policy allows exactly these by hash (src/config/csp.ts). Marked pure, so the
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
