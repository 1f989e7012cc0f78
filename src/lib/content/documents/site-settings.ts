/**
 * The words and figures visitors read first, owned by the content team: the hero's headline
 * and sub-text, the home page's statistics and team line, the team page's statistics, the
 * Classifications page's grade lines, and the company's e-mail address and social pages. One
 * siteSettings document per language (the first).
 *
 * The specification's values (the dictionaries and config/company.ts) are the fallback: a
 * field missing, empty or breaking its rule shows the specification's value, so a dataset
 * without settings builds the site the specification describes (docs/content-model.md).
 */
import { defineQuery } from "groq";
import * as z from "zod/mini";
import {
  CONTACT_EMAIL,
  HOME_STATISTICS,
  SOCIAL_LINKS,
  SOCIAL_NETWORKS,
  TEAM_STATISTICS,
  type SocialNetwork,
  type Statistic,
} from "#src/config/company.ts";
import type { Dictionary } from "#src/i18n/dictionary.ts";
import { defineContentType } from "#src/lib/content/content-type.ts";
import { httpsLink, id, list, optional, ruledNumber, text } from "#src/lib/content/fields.ts";
import { emailAddress } from "#src/lib/links.ts";
import type { InLanguage } from "#src/lib/content/translations.ts";
import { quoteForLog } from "#src/lib/log-quote.ts";

export const SITE_SETTINGS_QUERY = defineQuery(`*[_type == "siteSettings"]{
  _id, language, heroHeadline, heroSubtext,
  homeStatistics[]{ _key, value, suffix, label },
  teamLine,
  teamStatistics[]{ _key, value, suffix, label },
  classificationGrades,
  contactEmail,
  socialLinks[]{ _key, network, url }
}`);

/** What a statistic's number must be: a whole number, not negative (the counter counts up to it). */
export function statisticValueProblem(value: unknown): string | undefined {
  return typeof value === "number" && Number.isInteger(value) && value >= 0
    ? undefined
    : "A statistic is a whole number, 0 or more.";
}

/** A suffix is a sign after the number ("+", "%"), at most this long. */
export const STATISTIC_SUFFIX_LIMIT = 3;

export function statisticSuffixProblem(value: unknown): string | undefined {
  return typeof value === "string" && value.length <= STATISTIC_SUFFIX_LIMIT
    ? undefined
    : `A suffix is a sign of at most ${STATISTIC_SUFFIX_LIMIT} characters, such as "+" or "%".`;
}

/** A statistic's number is typed once, on the English settings (`sharedFields`). */
const statistic = z.object({
  _key: optional(z.string()),
  value: optional(ruledNumber(statisticValueProblem)),
  suffix: optional(
    z
      .string()
      .check(
        z.refine((value) => statisticSuffixProblem(value) === undefined, statisticSuffixProblem("") ?? ""),
      ),
  ),
  label: text,
});

const siteSettingsSchema = z.object({
  _id: id,
  language: optional(z.string()),
  heroHeadline: optional(text),
  heroSubtext: optional(text),
  homeStatistics: list(statistic),
  teamLine: optional(text),
  teamStatistics: list(statistic),
  classificationGrades: list(text),
  contactEmail: optional(
    z.string().check(z.refine((value) => emailAddress(value) !== undefined, "is not an e-mail address")),
  ),
  socialLinks: list(
    z.object({ _key: optional(z.string()), network: z.enum(SOCIAL_NETWORKS), url: httpsLink }),
  ),
});

type SiteSettingsDocument = InLanguage<z.output<typeof siteSettingsSchema>>;

export const siteSettings = defineContentType({
  documentType: "siteSettings",
  place: { page: "home", list: "Site settings", singletonId: "siteSettings-main" },
  query: SITE_SETTINGS_QUERY,
  schema: siteSettingsSchema,
  sharedFields: ["homeStatistics[].value", "teamStatistics[].value"],
  prepare: ([document], warn) => document && withNumbers(document, warn),
});

/**
 * The settings without the statistics that have no number: neither their own nor their
 * original's (a figure only a translation has, its number not typed).
 */
function withNumbers(document: SiteSettingsDocument, warn: (message: string) => void) {
  const numbered = (list: "homeStatistics" | "teamStatistics") =>
    document[list].flatMap(({ value, ...statistic }) => {
      if (value !== undefined) return [{ ...statistic, value }];
      warn(
        `[content] siteSettings ${quoteForLog(document._id)} left out ${list}[_key==${JSON.stringify(statistic._key ?? "")}] (${quoteForLog(statistic.label)}): it has no number, and its original none either`,
      );
      return [];
    });
  return {
    ...document,
    homeStatistics: numbered("homeStatistics"),
    teamStatistics: numbered("teamStatistics"),
  };
}

type PreparedSettings = ReturnType<typeof withNumbers>;

/** A statistic as the pages show it: its number, its sign and its label. */
export interface ShownStatistic {
  readonly value: number;
  readonly suffix: string;
  readonly label: string;
}

export interface SiteSettings {
  readonly heroHeadline: string;
  readonly heroSubtext: string;
  readonly homeStatistics: readonly ShownStatistic[];
  readonly teamLine: string;
  readonly teamStatistics: readonly ShownStatistic[];
  readonly classificationGrades: readonly string[];
  readonly contactEmail: string;
  readonly socialLinks: readonly { readonly network: SocialNetwork; readonly url: string }[];
}

const labelled = <Key extends string>(
  statistics: readonly Statistic<Key>[],
  labels: Readonly<Record<Key, string>>,
): ShownStatistic[] => statistics.map(({ key, value, suffix }) => ({ value, suffix, label: labels[key] }));

/**
 * The settings a page shows in `words`' language: each field its document gives, else the
 * specification's. A list counts as given when an item is left after its rules. Settings
 * not yet translated are not shown in English on the other language's pages: those pages keep
 * the specification's words in their own language until the translation is published.
 */
export function resolveSiteSettings(document: PreparedSettings | undefined, words: Dictionary): SiteSettings {
  const own = document?.lang === undefined ? document : undefined;
  const given = <T>(value: T | undefined, fallback: T): T =>
    value === undefined || (Array.isArray(value) && value.length === 0) ? fallback : value;
  const shown = (statistics: PreparedSettings["homeStatistics"] | undefined) =>
    statistics?.map(({ value, suffix, label }) => ({ value, suffix: suffix ?? "", label }));
  return {
    heroHeadline: given(own?.heroHeadline, words.hero.headline),
    heroSubtext: given(own?.heroSubtext, words.hero.subtext),
    homeStatistics: given(shown(own?.homeStatistics), labelled(HOME_STATISTICS, words.homeStatistics.labels)),
    teamLine: given(own?.teamLine, words.homeStatistics.teamLine),
    teamStatistics: given(shown(own?.teamStatistics), labelled(TEAM_STATISTICS, words.team.statistics)),
    classificationGrades: given(own?.classificationGrades, words.classifications.grades),
    contactEmail: emailAddress(own?.contactEmail) ?? CONTACT_EMAIL,
    socialLinks: given<SiteSettings["socialLinks"]>(
      own?.socialLinks.map(({ network, url }) => ({ network, url })),
      SOCIAL_LINKS,
    ),
  };
}

/**
 * A siteSettings document's fields holding `words`' specification values: the sample's
 * settings, which build the very pages a dataset without settings does.
 */
export function specificationSettings(words: Dictionary) {
  const settings = resolveSiteSettings(undefined, words);
  const items = (statistics: readonly ShownStatistic[], prefix: string) =>
    statistics.map((item, index) => ({ _key: `${prefix}-${index + 1}`, _type: "statistic", ...item }));
  return {
    ...settings,
    homeStatistics: items(settings.homeStatistics, "home"),
    teamStatistics: items(settings.teamStatistics, "team"),
    classificationGrades: [...settings.classificationGrades],
    socialLinks: settings.socialLinks.map((link) => ({
      _key: link.network.toLowerCase(),
      _type: "socialLink",
      ...link,
    })),
  };
}
