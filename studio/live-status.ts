/**
 * Whether a publish is on the site yet, as a badge on each document: "Live" once the site's
 * last build began after the publish, "Waiting for the site" until then, "Site build failed"
 * when the host has recorded that a build begun since failed, "Site status unknown" when the
 * site's build record cannot be read. The record (src/lib/build-info.ts) is read from
 * the public site's address, which serves it to any origin; it holds times only. A
 * translation's page also shows the facts its original types for every language
 * (typed-on-original.ts): it is live once both are.
 */
import { useSyncExternalStore } from "react";
import type { DocumentBadgeComponent, DocumentBadgeDescription } from "sanity";
import { DEFAULT_LOCALE } from "../src/i18n/locales.ts";
import { BUILD_INFO_PATH, parseBuildInfo, publishState, type BuildInfo } from "../src/lib/build-info.ts";
import { STORED_SHARED_FIELDS } from "../src/lib/content/documents/index.ts";
import { useOriginal } from "./original-document.ts";
import { isTranslationLanguage, LANGUAGE_FIELD } from "./schema-types/document-language.ts";
import { languageName } from "./schema-types/list-preview.ts";

/** How often an open document reads the site's build record again. */
export const BUILD_INFO_POLL_MS = 30_000;

/** What the Studio last read of the record: nothing yet, or the record (undefined: unreadable). */
type Reading = { readonly info: BuildInfo | undefined } | undefined;

/** The record at `url`, read while any document is open, and again every BUILD_INFO_POLL_MS. */
function buildInfoStore(url: string) {
  let reading: Reading;
  const listeners = new Set<() => void>();
  let timer: ReturnType<typeof setInterval> | undefined;
  const read = async () => {
    const info = await fetch(url, { cache: "no-store" })
      .then(async (response) => (response.ok ? parseBuildInfo(await response.json()) : undefined))
      .catch(() => undefined);
    reading = { info };
    for (const listener of listeners) listener();
  };
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      if (timer === undefined) {
        void read();
        timer = setInterval(() => void read(), BUILD_INFO_POLL_MS);
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          clearInterval(timer);
          timer = undefined;
        }
      };
    },
    reading: () => reading,
  };
}

const time = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

/** Why a translation's page waits: the facts it shares, published on its original later. */
const FROM_ORIGINAL = `The facts this page shares with the ${languageName(DEFAULT_LOCALE.code)} version were published there after the site's last build began`;

/**
 * The badge's words for a document published at `publishedAt`, by the record read; for a
 * translation, `factsPublishedAt` is when its original, whose shared facts its page shows, was.
 */
export function liveStatusBadge(
  publishedAt: string,
  info: BuildInfo | undefined,
  recordUrl: string,
  factsPublishedAt?: string,
) {
  const byFacts = factsPublishedAt !== undefined && Date.parse(factsPublishedAt) > Date.parse(publishedAt);
  const state = publishState(byFacts ? factsPublishedAt : publishedAt, info);
  switch (state.kind) {
    case "live":
      return { label: "Live", title: `On the site since ${time(state.since)}.`, color: "success" } as const;
    case "waiting":
      return {
        label: "Waiting for the site",
        title:
          `${byFacts ? FROM_ORIGINAL : "Published after the site's last build began"}: the next build brings it. A build takes about ` +
          `${Math.max(1, Math.round(state.buildSeconds / 60))} min. If this lasts much longer, the build ` +
          `may have failed: the host's deploy log says why.`,
        color: "warning",
      } as const;
    case "failed":
      return {
        label: "Site build failed",
        title:
          `The site's build that began ${time(state.at)}, after this was published, failed: ${state.reason} ` +
          `The site still shows what it showed before; the next build that succeeds brings this.`,
        color: "danger",
      } as const;
    case "unknown":
      return {
        label: "Site status unknown",
        title: `The site's build record (${recordUrl}) could not be read, so whether this is live cannot be told.`,
      } as const;
  }
}

/** The badge for documents of a site at `siteUrl`. */
export function liveStatus(siteUrl: string): DocumentBadgeComponent {
  const recordUrl = new URL(BUILD_INFO_PATH, siteUrl).href;
  const store = buildInfoStore(recordUrl);
  return function LiveStatus({ id, type, published }): DocumentBadgeDescription | null {
    const reading = useSyncExternalStore(store.subscribe, store.reading);
    const sharesFacts =
      (STORED_SHARED_FIELDS.get(type)?.length ?? 0) > 0 && isTranslationLanguage(published?.[LANGUAGE_FIELD]);
    const original = useOriginal(id, type, sharesFacts);
    if (!published || reading === undefined) return null;
    const factsPublishedAt = typeof original?._updatedAt === "string" ? original._updatedAt : undefined;
    return liveStatusBadge(published._updatedAt, reading.info, recordUrl, factsPublishedAt);
  };
}
