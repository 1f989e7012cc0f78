/**
 * A routed content type's pages, computed in one place for the static build and the preview
 * server alike: the list of paths with each path's entry (what `getStaticPaths` gives), and
 * from an entry the page's props. A page file is then a shell that asks `pageFor(Astro)`.
 *
 * Every route has its paths in each language: a page file lives under `pages/[...locale]/`,
 * and its `locale` parameter is none for the default language, `ar` for Arabic.
 */
import type { Dictionary } from "#src/i18n/dictionary.ts";
import { HOME_PAGE, type NearestPage, type Twins } from "#src/i18n/language-links.ts";
import { LOCALES, type LocaleSettings } from "#src/i18n/locales.ts";
import { localeOfParam, localeParam } from "#src/i18n/paths.ts";

type Params = Readonly<Record<string, string | undefined>>;

export interface RoutePath<Entry> {
  readonly params: Params;
  readonly props: Entry;
}

/** What a page tells its route about the request: Astro's own fields of the same names. */
export interface PageRequest {
  readonly isPrerendered: boolean;
  readonly props: unknown;
  readonly params: Params;
  readonly site: URL | undefined;
  readonly url: URL;
}

/** What a page's props are made from besides its entry. */
export interface PageContext {
  /** The site's address, for the absolute URLs of link previews and structured data. */
  readonly site: URL;
  readonly words: Dictionary;
  readonly locale: LocaleSettings;
}

/**
 * The entry of the path a request names, or undefined for none. A static build hands each page
 * its own; the preview server, which renders on request, ignores getStaticPaths, so its pages
 * look theirs up here: one list of paths for both.
 */
export function findEntry<Entry>(paths: readonly RoutePath<Entry>[], params: Params): Entry | undefined {
  return paths.find(
    (path) =>
      Object.entries(path.params).every(([name, value]) => params[name] === value) &&
      Object.entries(params).every(([name, value]) => path.params[name] === value),
  )?.props;
}

/** A path's parameters, but its language, as one comparable key. */
const paramsKey = (params: Params) =>
  JSON.stringify(
    Object.entries(params)
      .filter(([name, value]) => name !== "locale" && value !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );

/** What `getStaticPaths` hands each page: its entry, and the languages the same page is built in. */
interface Routed<Entry> {
  readonly entry: Entry;
  readonly languages: readonly string[];
}

export function defineRoutes<Entry, Page extends object>(route: {
  /** Every path of the route in a language, with its entry. */
  readonly paths: (locale: LocaleSettings) => Promise<RoutePath<Entry>[]>;
  /** A page's props from its entry. */
  readonly page: (entry: Entry, context: PageContext) => Page;
  /** For a page another language lacks, the nearest one it has: the home page unless said. */
  readonly nearest?: (entry: Entry) => NearestPage;
}) {
  /** Every language's paths, each with its entry and the languages that have the same path. */
  async function routedPaths(): Promise<{ locale: LocaleSettings; paths: RoutePath<Routed<Entry>>[] }[]> {
    const perLocale = await Promise.all(
      LOCALES.map(async (locale) => ({ locale, paths: await route.paths(locale) })),
    );
    const languagesOf = new Map<string, string[]>();
    for (const { locale, paths } of perLocale) {
      for (const { params } of paths) {
        const key = paramsKey(params);
        languagesOf.set(key, [...(languagesOf.get(key) ?? []), locale.code]);
      }
    }
    return perLocale.map(({ locale, paths }) => ({
      locale,
      paths: paths.map(({ params, props }) => ({
        params: { locale: localeParam(locale), ...params },
        props: { entry: props, languages: languagesOf.get(paramsKey(params)) ?? [locale.code] },
      })),
    }));
  }
  return {
    /** Every path of the route in every language: the page's `getStaticPaths`. */
    getStaticPaths: async () => (await routedPaths()).flatMap(({ paths }) => paths),
    /**
     * The props of the page a request names, with its twins, or undefined where the route has
     * no such path.
     */
    async pageFor(request: PageRequest): Promise<(Page & { twins: Twins }) | undefined> {
      const locale = localeOfParam(request.params["locale"]);
      if (locale === undefined) return undefined;
      const routed = request.isPrerendered
        ? (request.props as Routed<Entry>)
        : findEntry(
            (await routedPaths()).find((each) => each.locale === locale)?.paths ?? [],
            request.params,
          );
      if (routed === undefined) return undefined;
      const { entry, languages } = routed;
      return {
        ...route.page(entry, { site: request.site ?? request.url, words: locale.words, locale }),
        twins: { languages, nearest: route.nearest?.(entry) ?? HOME_PAGE },
      };
    },
  };
}

/**
 * A page once in each language (Home, Careers, Team, Classifications): its content read in
 * `content`, once per language, and its props made from it in `page`, beside its context.
 */
export function localePage<Content, Page extends object>(route: {
  readonly content: (locale: LocaleSettings) => Promise<Content>;
  readonly page: (content: Content, context: PageContext) => Page;
}) {
  return defineRoutes({
    paths: async (locale) => [{ params: {}, props: await route.content(locale) }],
    page: (content: Content, context) => ({ ...context, ...route.page(content, context) }),
  });
}

/** A file once in each language whose content is read elsewhere (the profile) or is none (the manifest). */
export const localePages = localePage({ content: async () => ({}), page: () => ({}) });
