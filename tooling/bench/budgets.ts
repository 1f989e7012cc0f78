import { readFileSync } from "node:fs";
import { DEFAULT_LOCALE, LOCALES, pathRoot } from "#src/i18n/locales.ts";
import { rootedPath, unrootedPath } from "#src/i18n/root-path.ts";

/** performance-budgets.json: the one file the budgets live in. */
export interface Budgets {
  readonly javascript: {
    /** A page that hydrates no island before interaction loads at most this much. */
    readonly islandFreePageMaxGzipBytes: number;
    /** A page with islands loads at most this much beyond React itself. */
    readonly beyondReactRuntimeMaxGzipBytes: number;
    /** Routes that load no React before interaction, so at most islandFreePageMaxGzipBytes. */
    readonly reactFreeRoutes: readonly string[];
  };
  /** Lighthouse targets for `npm run bench:pages`: medians of `runs` mobile runs. */
  readonly lighthouse: {
    readonly runs: number;
    /** Category scores, 0 to 100, by Lighthouse's category id. */
    readonly minimumScores: Readonly<Record<string, number>>;
    /** Routes held to another Performance score than minimumScores.performance. */
    readonly minimumPerformanceByRoute: Readonly<Record<string, number>>;
    readonly maxTotalBlockingTimeMs: number;
    readonly maxCumulativeLayoutShift: number;
    readonly maxLargestContentfulPaintMs: number;
    /** By route as the default language writes it (`/` holds `/ar` too). */
    readonly maxLargestContentfulPaintMsByRoute: Readonly<Record<string, number>>;
    /** By language, for the routes maxLargestContentfulPaintMsByRoute does not name. */
    readonly maxLargestContentfulPaintMsByLanguage: Readonly<Record<string, number>>;
  };
  /**
   * Routes whose HTML and stylesheets (Brotli) fit in the first round trip, in every language
   * (FIRST_ROUND_TRIP_BYTES, first-round-trip.ts); home and the projects list are over it with
   * their content (docs/performance.md).
   */
  readonly firstRoundTripRoutes: readonly string[];
  /** One route of each kind, as the default language writes it; every language is measured. */
  readonly routes: readonly string[];
}

export const BUDGETS = JSON.parse(
  readFileSync(new URL("../../performance-budgets.json", import.meta.url), "utf8"),
) as Budgets;

/** Each budget route followed by its twin in every other language: `/careers`, `/ar/careers`. */
export function routesInEveryLanguage(routes: readonly string[] = BUDGETS.routes): string[] {
  return routes.flatMap((route) => LOCALES.map((locale) => rootedPath(pathRoot(locale), route)));
}

/** A route's language and the route as the default language writes it: `/ar/teams` → ar, `/teams`. */
export function routeLanguage(route: string): { code: string; path: string } {
  for (const locale of LOCALES) {
    const root = pathRoot(locale);
    if (root !== "" && unrootedPath(root, route) !== route) {
      return { code: locale.code, path: unrootedPath(root, route) };
    }
  }
  return { code: DEFAULT_LOCALE.code, path: route };
}

/** Why a route's JavaScript before interaction breaks the budget, or undefined. */
export function overBudget(
  route: string,
  total: number,
  reactRuntime: number,
  budgets: Pick<Budgets, "javascript"> = BUDGETS,
): string | undefined {
  const { islandFreePageMaxGzipBytes, beyondReactRuntimeMaxGzipBytes, reactFreeRoutes } = budgets.javascript;
  if (reactRuntime > 0 && reactFreeRoutes.includes(routeLanguage(route).path)) {
    return `${route} loads React (${reactRuntime} B) before interaction; it must load none`;
  }
  if (reactRuntime === 0) {
    return total > islandFreePageMaxGzipBytes
      ? `${total} B without any island, over ${islandFreePageMaxGzipBytes} B`
      : undefined;
  }
  const beyond = total - reactRuntime;
  return beyond > beyondReactRuntimeMaxGzipBytes
    ? `${beyond} B beyond React's ${reactRuntime} B, over ${beyondReactRuntimeMaxGzipBytes} B`
    : undefined;
}
