/**
 * The build record (docs/publishing.md, "Is a publish live?"): every public build publishes it
 * at BUILD_INFO_PATH, and the Studio reads it from the site's address to tell an editor
 * whether a publish is on the site yet. A host that knows a later build failed adds that
 * attempt to the live record (`failure`), the live pages staying as they are. It holds times
 * and the failure's reason, never a secret.
 */

/** Where the record is, under the site's address. */
export const BUILD_INFO_PATH = "/build-info.json";

/** How much of a failure's reason the record keeps: its first line, at most this long. */
export const FAILURE_REASON_LIMIT = 300;

export interface BuildFailure {
  /** When the failed build began reading the content (ISO time). */
  readonly startedAt: string;
  /** What the build said as it stopped, as the host reports it. */
  readonly reason: string;
}

export interface BuildInfo {
  /** When the build began reading the content (ISO time): a publish before it is in the build. */
  readonly builtAt: string;
  /** When the build ended (ISO time): its pages have been on the site since about then. */
  readonly finishedAt: string;
  /** The last build after this one, if it failed. */
  readonly failure?: BuildFailure | undefined;
}

const isTime = (value: unknown): value is string =>
  typeof value === "string" && /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value));

/** A failure's reason as the record keeps it: one line, whitespace collapsed, cut at the limit. */
export function failureReason(message: string): string {
  const [line = ""] = message.trim().split("\n");
  const reason = line.replace(/\s+/g, " ").trim() || "The build stopped without saying why.";
  return reason.length > FAILURE_REASON_LIMIT ? `${reason.slice(0, FAILURE_REASON_LIMIT - 1)}…` : reason;
}

function parseFailure(value: unknown): BuildFailure | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const { startedAt, reason } = value as Record<string, unknown>;
  return isTime(startedAt) && typeof reason === "string"
    ? { startedAt, reason: failureReason(reason) }
    : undefined;
}

/** The record as the site serves it, or undefined for anything else (an old site, an error page). */
export function parseBuildInfo(value: unknown): BuildInfo | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const { builtAt, finishedAt, failure } = value as Record<string, unknown>;
  if (!isTime(builtAt) || !isTime(finishedAt)) return undefined;
  const failed = parseFailure(failure);
  return failed === undefined ? { builtAt, finishedAt } : { builtAt, finishedAt, failure: failed };
}

/** The record from its file's text, or undefined where that is no record, nor JSON at all. */
export function parseBuildRecord(text: string): BuildInfo | undefined {
  try {
    return parseBuildInfo(JSON.parse(text));
  } catch {
    return undefined;
  }
}

/** The live record with a build that failed after it (the next successful build replaces both). */
export const withFailure = (info: BuildInfo, startedAt: Date, message: string): BuildInfo => ({
  builtAt: info.builtAt,
  finishedAt: info.finishedAt,
  failure: { startedAt: startedAt.toISOString(), reason: failureReason(message) },
});

/** Where a published document stands on the site. */
export type PublishState =
  /** In the build that has been on the site since `since`. */
  | { readonly kind: "live"; readonly since: string }
  /** Published after the site's last build began: the next build brings it. */
  | { readonly kind: "waiting"; readonly buildSeconds: number }
  /** A build that began after the publish failed: the site is as it was, until one succeeds. */
  | { readonly kind: "failed"; readonly at: string; readonly reason: string }
  /** The record could not be read: no way to tell. */
  | { readonly kind: "unknown" };

/** Where a document published at `publishedAt` (its `_updatedAt`) stands, by the site's record. */
export function publishState(publishedAt: string, info: BuildInfo | undefined): PublishState {
  if (info === undefined) return { kind: "unknown" };
  const published = Date.parse(publishedAt);
  if (published < Date.parse(info.builtAt)) return { kind: "live", since: info.finishedAt };
  if (info.failure !== undefined && published < Date.parse(info.failure.startedAt)) {
    return { kind: "failed", at: info.failure.startedAt, reason: info.failure.reason };
  }
  return {
    kind: "waiting",
    buildSeconds: Math.round((Date.parse(info.finishedAt) - Date.parse(info.builtAt)) / 1000),
  };
}
