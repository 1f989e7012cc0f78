/**
 * The site settings of a language as the pages show them (the editor's, or the specification's
 * where a field is left empty): resolved once per language for a build, and on the preview
 * server once per request, since each request reads its own content.
 */
import type { LocaleSettings } from "#src/i18n/locales.ts";
import { load } from "#src/lib/content/loaders.ts";
import {
  resolveSiteSettings,
  siteSettings,
  type SiteSettings,
} from "#src/lib/content/documents/site-settings.ts";

/** Keyed by what the loader read, which it hands out once per language and build (or request). */
const resolved = new WeakMap<object, SiteSettings>();

export async function settingsIn(locale: LocaleSettings): Promise<SiteSettings> {
  const loaded = await load(siteSettings, locale.code);
  let settings = resolved.get(loaded);
  if (settings === undefined)
    resolved.set(loaded, (settings = resolveSiteSettings(loaded.content, locale.words)));
  return settings;
}
