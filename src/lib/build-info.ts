/**
 * The build record (docs/publishing.md, "Is a publish live?"): every public build publishes it
 * at BUILD_INFO_PATH, and the Studio reads it from the site's address to tell an editor
 * whether a publish is on the site yet. It holds times only, never a secret.
 */

/** Where the record is, under the site's address. */
export const BUILD_INFO_PATH = "/build-info.json";

export interface BuildInfo {
  /** When the build began reading the content (ISO time): a publish before it is in the build. */
  readonly builtAt: string;
  /** When the build ended (ISO time): its pages have been on the site since about then. */
  readonly finishedAt: string;
}

const isTime = (value: unknown): value is string =>
  typeof value === "string" && /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value));

/** The record as the site serves it, or undefined for anything else (an old site, an error page). */
export function parseBuildInfo(value: unknown): BuildInfo | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const { builtAt, finishedAt } = value as Record<string, unknown>;
  return isTime(builtAt) && isTime(finishedAt) ? { builtAt, finishedAt } : undefined;
}

/** Where a published document stands on the site. */
export type PublishState =
  /** In the build that has been on the site since `since`. */
  | { readonly kind: "live"; readonly since: string }
  /** Published after the site's last build began: the next build brings it. */
  | { readonly kind: "waiting"; readonly buildSeconds: number }
  /** The record could not be read: no way to tell. */
  | { readonly kind: "unknown" };

/** Where a document published at `publishedAt` (its `_updatedAt`) stands, by the site's record. */
export function publishState(publishedAt: string, info: BuildInfo | undefined): PublishState {
  if (info === undefined) return { kind: "unknown" };
  if (Date.parse(publishedAt) < Date.parse(info.builtAt)) return { kind: "live", since: info.finishedAt };
  return {
    kind: "waiting",
    buildSeconds: Math.round((Date.parse(info.finishedAt) - Date.parse(info.builtAt)) / 1000),
  };
}
