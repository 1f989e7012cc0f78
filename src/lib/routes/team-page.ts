/** `/teams`: the team's figures (the site settings') and a card per member. */
import { buildImages } from "#src/lib/content/build-images.ts";
import { load } from "#src/lib/content/loaders.ts";
import { team, teamCards } from "#src/lib/content/documents/team.ts";
import { localePage } from "./route-table.ts";
import { settingsIn } from "./site-settings.ts";

export const teamPage = localePage({
  content: async (locale) => {
    const [members, settings] = await Promise.all([load(team, locale.code), settingsIn(locale)]);
    return { members: members.content, statistics: settings.teamStatistics };
  },
  page: ({ members, statistics }) => ({ statistics, cards: teamCards(members, buildImages()) }),
});
