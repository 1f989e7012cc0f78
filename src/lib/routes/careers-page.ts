/** `/careers`: every open position, applied for at the contact address of the page's language. */
import { localeRoot } from "#src/i18n/paths.ts";
import { load } from "#src/lib/content/loaders.ts";
import { careers, positionItems } from "#src/lib/content/documents/careers.ts";
import { localePage } from "./route-table.ts";
import { settingsIn } from "./site-settings.ts";

export const careersPage = localePage({
  content: async (locale) => {
    const [positions, settings] = await Promise.all([load(careers, locale.code), settingsIn(locale)]);
    return { ...positions, contactEmail: settings.contactEmail };
  },
  page: ({ content, failed, contactEmail }, { words, locale }) => ({
    positions: positionItems(content, words, localeRoot(locale), contactEmail),
    // Only with RENDER_CONTENT_ERRORS: as the specification says, the section is then empty.
    failed,
  }),
});
