/** The home page, which `/` and `/contactus` both render: its content and each section's props. */
import type { Dictionary } from "#src/i18n/dictionary.ts";
import type { LocaleSettings } from "#src/i18n/locales.ts";
import { buildImages } from "#src/lib/content/build-images.ts";
import { load } from "#src/lib/content/loaders.ts";
import { aboutUs, aboutUsSection } from "#src/lib/content/documents/about-us.ts";
import { clientLogoItems, clientLogos } from "#src/lib/content/documents/clients.ts";
import { landingProjects, showcaseItems } from "#src/lib/content/documents/landing-page-projects.ts";
import { serviceItems, services } from "#src/lib/content/documents/our-services.ts";
import { companyOrganization } from "#src/lib/build/structured-data.ts";
import { localePage } from "./route-table.ts";
import { settingsIn } from "./site-settings.ts";

// It has no error state of its own: a query that failed shows as one that found nothing.
async function homeContent(locale: LocaleSettings) {
  const [settings, about, serviceList, showcase, logos] = await Promise.all([
    settingsIn(locale),
    load(aboutUs, locale.code),
    load(services, locale.code),
    load(landingProjects, locale.code),
    load(clientLogos, locale.code),
  ]);
  return {
    settings,
    about: about.content,
    services: serviceList.content,
    showcase: showcase.content,
    logos: logos.content,
  };
}

function homeSections(content: Awaited<ReturnType<typeof homeContent>>, words: Dictionary) {
  const { settings, about, services, showcase, logos } = content;
  const images = buildImages();
  return {
    hero: { headline: settings.heroHeadline, subtext: settings.heroSubtext },
    about: about && aboutUsSection(about, images),
    services: serviceItems(services, images),
    showcase: showcaseItems(showcase, images),
    statistics: { statistics: settings.homeStatistics, teamLine: settings.teamLine },
    logos: clientLogoItems(logos, images, words),
  };
}

/** What the home page's sections show (components/home/HomePage.astro). */
export type HomeSections = ReturnType<typeof homeSections>;

export const homePage = localePage({
  content: homeContent,
  page: (content, { site, words }) => ({
    sections: homeSections(content, words),
    organization: companyOrganization(site, words, content.settings),
  }),
});
