/**
 * A routed content type's pages, computed in one place for the static build and the preview
 * server alike: the list of paths with each path's entry (what `getStaticPaths` gives), and
 * from an entry the page's props. A page file is then a shell that asks `pageFor(Astro)`.
 *
 * Every route has its paths in each language: a page file lives under `pages/[...locale]/`,
 * and its `locale` parameter is none for the default language, `ar` for Arabic.
 */
import type { Dictionary } from "#src/i18n/dictionary.ts";
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

export function defineRoutes<Entry, Page>(route: {
  /** Every path of the route in a language, with its entry. */
  readonly paths: (locale: LocaleSettings) => Promise<RoutePath<Entry>[]>;
  /** A page's props from its entry. */
  readonly page: (entry: Entry, context: PageContext) => Page;
}) {
  const pathsIn = async (locale: LocaleSettings): Promise<RoutePath<Entry>[]> =>
    (await route.paths(locale)).map(({ params, props }) => ({
      params: { locale: localeParam(locale), ...params },
      props,
    }));
  return {
    /** Every path of the route in every language: the page's `getStaticPaths`. */
    getStaticPaths: async () => (await Promise.all(LOCALES.map(pathsIn))).flat(),
    /** The props of the page a request names, or undefined where the route has no such path. */
    async pageFor(request: PageRequest): Promise<Page | undefined> {
      const locale = localeOfParam(request.params["locale"]);
      if (locale === undefined) return undefined;
      const entry = request.isPrerendered
        ? (request.props as Entry)
        : findEntry(await pathsIn(locale), request.params);
      if (entry === undefined) return undefined;
      return route.page(entry, { site: request.site ?? request.url, words: locale.words, locale });
    },
  };
}

/** A page with no content of its own to route by (Careers, Team): once in each language. */
export const localePages = defineRoutes({
  paths: async () => [{ params: {}, props: {} }],
  page: (_entry: object, context) => context,
});
