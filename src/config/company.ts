/**
 * Who the company is: its name, address, country and social pages, and the figures it states
 * about itself. The words that present them are the dictionary's (src/i18n/).
 */

export const COMPANY_NAME = "Arkan Contracting";
/** The name under the site's icon on a phone's home screen. */
export const COMPANY_SHORT_NAME = "Arkan";
/** The company's address for enquiries and applications: what the site settings' default to. */
export const CONTACT_EMAIL = "info@arkan-contracting.com";
export const FOUNDING_YEAR = 1985;
/** Where the company works, as ISO 3166-1 alpha-2: the country of every job posting. */
export const COMPANY_COUNTRY = "SA";
/**
 * The company's logo, in the header and as search engines show it beside its name and its job
 * postings. Its letters are outlines: an SVG shown as an image cannot load the site's fonts.
 */
export const COMPANY_LOGO_PATH = "/media/logo.svg";
/** The site's icon in a browser's tab, a vector drawing of the logo's mark. */
export const FAVICON_PATH = "/favicon.svg";
/** The icon iOS puts on a home screen (180 px); other systems read the web manifest's icons. */
export const TOUCH_ICON_PATH = "/media/apple-touch-icon.png";

/** The networks the footer has an icon for (components/ui/icons.ts), in its order. */
export const SOCIAL_NETWORKS = ["Facebook", "Instagram", "LinkedIn"] as const;

export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** The company's page on each network: what the site settings' social pages default to. */
export const SOCIAL_LINKS = [
  { network: "Facebook", url: "https://www.facebook.com/arkancontracting" },
  { network: "Instagram", url: "https://www.instagram.com/arkancontracting" },
  { network: "LinkedIn", url: "https://www.linkedin.com/company/arkan-contracting" },
] as const satisfies readonly { network: SocialNetwork; url: string }[];

/** One figure of a statistics block: its number and sign; its label is the dictionary's, by key. */
export interface Statistic<Key extends string = string> {
  readonly key: Key;
  readonly value: number;
  readonly suffix: string;
}

export const HOME_STATISTICS = [
  { key: "projects", value: 150, suffix: "+" },
  { key: "years", value: 40, suffix: "" },
  { key: "customers", value: 2000, suffix: "+" },
  { key: "awards", value: 50, suffix: "+" },
] as const satisfies readonly Statistic[];

export const TEAM_STATISTICS = [
  { key: "members", value: 13, suffix: "+" },
  { key: "projects", value: 50, suffix: "+" },
  { key: "years", value: 10, suffix: "+" },
  { key: "satisfaction", value: 100, suffix: "%" },
] as const satisfies readonly Statistic[];

export type HomeStatisticKey = (typeof HOME_STATISTICS)[number]["key"];
export type TeamStatisticKey = (typeof TEAM_STATISTICS)[number]["key"];

/**
 * The company's time zone: where a certificate's "valid until" day ends. Riyadh keeps one
 * offset all year (UTC+3), so a certificate expires at the same moment for every visitor.
 */
export const COMPANY_TIME_ZONE = "Asia/Riyadh";
