/** A page per open position (`/careers/{id}`): its paths and each page's props, computed here once. */
import { COMPANY_COUNTRY, COMPANY_LOGO_PATH, COMPANY_NAME } from "#src/config/company.ts";
import { META_DESCRIPTION_LIMIT } from "#src/config/display-limits.ts";
import { format } from "#src/i18n/format.ts";
import { localePath } from "#src/i18n/paths.ts";
import { positionPath } from "#src/lib/listing/career-listing.ts";
import { load } from "#src/lib/content/loaders.ts";
import { careers, positionPage, type Career } from "#src/lib/content/documents/careers.ts";
import { breadcrumbs, jobPosting } from "#src/lib/build/structured-data.ts";
import { truncate } from "#src/lib/truncate.ts";
import { defineRoutes } from "./route-table.ts";
import { settingsIn } from "./site-settings.ts";

export const positionPages = defineRoutes({
  async paths(locale) {
    // Applications go to the address of the settings in the page's language.
    const [{ content: positions }, { contactEmail }] = await Promise.all([
      load(careers, locale.code),
      settingsIn(locale),
    ]);
    return positions.map((position) => ({ params: { id: position._id }, props: { position, contactEmail } }));
  },
  // A position written in one language only: the other language's switch leads to its careers.
  nearest: () => ({ path: "/careers", kind: "careers" }),
  page({ position, contactEmail }: { position: Career; contactEmail: string }, { site, words, locale }) {
    const article = positionPage(position, words, contactEmail);
    const trail = [
      { name: words.nav.home, path: localePath(locale, "/") },
      { name: words.nav.careers, path: localePath(locale, "/careers") },
      { name: position.title, path: localePath(locale, positionPath(position._id)) },
    ];
    const summary = [position.location, position.employmentType, position.description]
      .filter(Boolean)
      .join(" · ");
    const organization = {
      name: COMPANY_NAME,
      url: new URL("/", site).href,
      logo: new URL(COMPANY_LOGO_PATH, site).href,
      country: COMPANY_COUNTRY,
    };
    return {
      head: {
        title: format(words.position.title, { title: position.title }),
        description: truncate(summary, META_DESCRIPTION_LIMIT),
      },
      trail,
      article,
      structuredData: [
        breadcrumbs(trail, site),
        // A posting in each language it is written in, on that language's page (Google: one
        // posting per language version, each page its own canonical, joined by hreflang); an
        // untranslated one only on its own language's page, not again as a copy.
        position.lang === undefined
          ? jobPosting({ id: position._id, ...article }, organization, words.position.requirements)
          : undefined,
      ].filter((thing) => thing !== undefined),
    };
  },
});
