/**
 * What every page's frame shows of the content, beside the dictionary's words: the footer's
 * contact address, social links, registration numbers and the notices the site has. Read once per page, by the
 * middleware (src/middleware.ts), into `Astro.locals.frame`.
 */
import { format } from "#src/i18n/format.ts";
import type { LocaleSettings } from "#src/i18n/locales.ts";
import { load } from "#src/lib/content/loaders.ts";
import { companyRegistration, registrationNumbers } from "#src/lib/content/documents/company-registration.ts";
import { NOTICE_TYPES } from "#src/lib/content/documents/notices.ts";
import { NOTICE_PAGES } from "#src/config/navigation.ts";
import { localePath } from "#src/i18n/paths.ts";
import { settingsIn } from "./site-settings.ts";

export async function siteFrame(locale: LocaleSettings) {
  const [registered, { contactEmail, socialLinks }, ...notices] = await Promise.all([
    load(companyRegistration, locale.code),
    settingsIn(locale),
    ...NOTICE_PAGES.map(async (page) => ({
      ...page,
      loaded: await load(NOTICE_TYPES[page.key], locale.code),
    })),
  ]);
  const short = locale.words.credentials.registration.short;
  return {
    contactEmail,
    socialLinks,
    registration: registrationNumbers(registered.content).map(({ key, number }) =>
      format(short[key], { number }),
    ),
    notices: notices
      .filter(({ loaded }) => loaded.content !== undefined)
      .map(({ key, path }) => ({ key, href: localePath(locale, path) })),
  };
}

export type SiteFrame = Awaited<ReturnType<typeof siteFrame>>;
