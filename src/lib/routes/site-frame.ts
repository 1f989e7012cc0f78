/**
 * What every page's frame shows of the content, beside the dictionary's words: the footer's
 * contact address, social links and registration numbers. Read once per page, by the
 * middleware (src/middleware.ts), into `Astro.locals.frame`.
 */
import { format } from "#src/i18n/format.ts";
import type { LocaleSettings } from "#src/i18n/locales.ts";
import { load } from "#src/lib/content/loaders.ts";
import { companyRegistration, registrationNumbers } from "#src/lib/content/documents/company-registration.ts";
import { settingsIn } from "./site-settings.ts";

export async function siteFrame(locale: LocaleSettings) {
  const [registered, { contactEmail, socialLinks }] = await Promise.all([
    load(companyRegistration, locale.code),
    settingsIn(locale),
  ]);
  const short = locale.words.credentials.registration.short;
  return {
    contactEmail,
    socialLinks,
    registration: registrationNumbers(registered.content).map(({ key, number }) =>
      format(short[key], { number }),
    ),
  };
}

export type SiteFrame = Awaited<ReturnType<typeof siteFrame>>;
