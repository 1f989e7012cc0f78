import { describe, expect, it } from "vitest";
import {
  FAILURE_REASON_LIMIT,
  failureReason,
  parseBuildInfo,
  parseBuildRecord,
  publishState,
  withFailure,
  type BuildInfo,
  type PublishState,
} from "#src/lib/build-info.ts";
import { liveStatusBadge } from "../../studio/live-status.ts";

const BUILD: BuildInfo = { builtAt: "2026-11-28T09:00:00.000Z", finishedAt: "2026-11-28T09:03:20.000Z" };
const FAILED = withFailure(
  BUILD,
  new Date("2026-11-28T10:00:00.000Z"),
  "The content service did not answer.\n    at fetch (build.ts:1:1)",
);

describe("failureReason", () => {
  it.each([
    ["its first line", "Query failed: 503\n  at x", "Query failed: 503"],
    ["spaces collapsed", "  two   words\t here ", "two words here"],
    ["nothing said", "   ", "The build stopped without saying why."],
    ["a long one cut", "x".repeat(400), `${"x".repeat(FAILURE_REASON_LIMIT - 1)}…`],
  ])("keeps %s", (_, message, reason) => {
    expect(failureReason(message)).toBe(reason);
  });
});

describe("parseBuildInfo", () => {
  it.each<[string, unknown, BuildInfo | undefined]>([
    ["a record", BUILD, BUILD],
    ["a record with more fields", { ...BUILD, commit: "abc" }, BUILD],
    ["no end", { builtAt: BUILD.builtAt }, undefined],
    ["a time that is no time", { ...BUILD, builtAt: "2026-13-45T99:00:00Z" }, undefined],
    ["a number", { ...BUILD, builtAt: 1_764_320_400_000 }, undefined],
    ["an error page's JSON", { error: "Not found" }, undefined],
    [
      "a record with a failed build after it",
      {
        ...BUILD,
        failure: { startedAt: "2026-11-28T10:00:00.000Z", reason: "The content service did not answer." },
      },
      {
        ...BUILD,
        failure: { startedAt: "2026-11-28T10:00:00.000Z", reason: "The content service did not answer." },
      },
    ],
    ["a failure without a time: the record without it", { ...BUILD, failure: { reason: "x" } }, BUILD],
    ["a failure that is no object", { ...BUILD, failure: "yes" }, BUILD],
    ["null", null, undefined],
  ])("%s", (_, value, expected) => {
    expect(parseBuildInfo(value)).toEqual(expected);
  });
});

describe("parseBuildRecord", () => {
  it.each<[string, string, BuildInfo | undefined]>([
    ["a record's file", `${JSON.stringify(BUILD)}\n`, BUILD],
    ["a file cut off mid-write", JSON.stringify(BUILD).slice(0, 20), undefined],
    ["no file (read as nothing)", "", undefined],
    ["an error page", "<!doctype html><title>Not found</title>", undefined],
  ])("%s", (_, text, expected) => {
    expect(parseBuildRecord(text)).toEqual(expected);
  });
});

describe("publishState", () => {
  it.each<[string, string, BuildInfo | undefined, PublishState]>([
    [
      "published before the build began: live since it ended",
      "2026-11-28T08:59:59Z",
      BUILD,
      { kind: "live", since: BUILD.finishedAt },
    ],
    [
      "published as the build began: waiting",
      "2026-11-28T09:00:00Z",
      BUILD,
      { kind: "waiting", buildSeconds: 200 },
    ],
    [
      "published during the build: waiting",
      "2026-11-28T09:01:00Z",
      BUILD,
      { kind: "waiting", buildSeconds: 200 },
    ],
    ["published after it: waiting", "2026-11-28T10:00:00Z", BUILD, { kind: "waiting", buildSeconds: 200 }],
    ["no record", "2026-11-28T08:00:00Z", undefined, { kind: "unknown" }],
    [
      "published before a build that failed: failed, with its reason",
      "2026-11-28T09:30:00Z",
      FAILED,
      { kind: "failed", at: "2026-11-28T10:00:00.000Z", reason: "The content service did not answer." },
    ],
    [
      "published after the failed build began: waiting for the next",
      "2026-11-28T10:00:00Z",
      FAILED,
      { kind: "waiting", buildSeconds: 200 },
    ],
    [
      "published before the live build: live, whatever failed since",
      "2026-11-28T08:00:00Z",
      FAILED,
      {
        kind: "live",
        since: BUILD.finishedAt,
      },
    ],
  ])("%s", (_, publishedAt, info, expected) => {
    expect(publishState(publishedAt, info)).toEqual(expected);
  });
});

describe("the Studio's live status badge", () => {
  const url = "https://www.example.com/build-info.json";

  it.each<[string, string, BuildInfo | undefined, string, RegExp]>([
    ["live", "2026-11-28T08:00:00Z", BUILD, "Live", /^On the site since /],
    ["waiting", "2026-11-28T09:30:00Z", BUILD, "Waiting for the site", /A build takes about 3 min\./],
    [
      "unknown",
      "2026-11-28T09:30:00Z",
      undefined,
      "Site status unknown",
      /build-info\.json\) could not be read/,
    ],
    [
      "failed",
      "2026-11-28T09:30:00Z",
      FAILED,
      "Site build failed",
      /, failed: The content service did not answer\. The site still shows what it showed before/,
    ],
  ])("%s", (_, publishedAt, info, label, title) => {
    const badge = liveStatusBadge(publishedAt, info, url);
    expect(badge.label).toBe(label);
    expect(badge.title).toMatch(title);
  });
  it.each<[string, string | undefined, string, RegExp]>([
    ["its original published before the build too", "2026-11-28T08:30:00Z", "Live", /^On the site since /],
    ["no original", undefined, "Live", /^On the site since /],
    [
      "its original's facts published after the build began",
      "2026-11-28T09:30:00Z",
      "Waiting for the site",
      /^The facts this page shares with the English version were published there after the site's last build began: the next build brings it\./,
    ],
  ])("a translation published before the build, with %s", (_, factsPublishedAt, label, title) => {
    const badge = liveStatusBadge("2026-11-28T08:00:00Z", BUILD, url, factsPublishedAt);
    expect(badge.label).toBe(label);
    expect(badge.title).toMatch(title);
  });
});
