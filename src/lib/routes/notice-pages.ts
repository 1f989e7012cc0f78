/**
 * `/privacy` and `/accessibility`: each notice's page in each language, from its document in
 * that language, or the English one marked as such where it has none yet; no page where the
 * dataset holds no document of it (and the footer then links none).
 */
import type { NoticeKey } from "#src/config/navigation.ts";
import { load } from "#src/lib/content/loaders.ts";
import { NOTICE_TYPES, noticePage } from "#src/lib/content/documents/notices.ts";
import { defineRoutes } from "./route-table.ts";

const noticeRoute = (key: NoticeKey) =>
  defineRoutes({
    paths: async (locale) => {
      const { content } = await load(NOTICE_TYPES[key], locale.code);
      return content === undefined ? [] : [{ params: {}, props: content }];
    },
    page: (notice, { words }) => ({ key, words, notice: noticePage(notice, words) }),
  });

export const privacyPage = noticeRoute("privacy");
export const accessibilityPage = noticeRoute("accessibility");
