import { describe, expect, it } from "vitest";
import { parseBuildInfo, publishState, type BuildInfo, type PublishState } from "#src/lib/build-info.ts";
import { liveStatusBadge } from "../../studio/live-status.ts";

const BUILD: BuildInfo = { builtAt: "2026-11-28T09:00:00.000Z", finishedAt: "2026-11-28T09:03:20.000Z" };

describe("parseBuildInfo", () => {
  it.each<[string, unknown, BuildInfo | undefined]>([
    ["a record", BUILD, BUILD],
    ["a record with more fields", { ...BUILD, commit: "abc" }, BUILD],
    ["no end", { builtAt: BUILD.builtAt }, undefined],
    ["a time that is no time", { ...BUILD, builtAt: "2026-13-45T99:00:00Z" }, undefined],
    ["a number", { ...BUILD, builtAt: 1_764_320_400_000 }, undefined],
    ["an error page's JSON", { error: "Not found" }, undefined],
    ["null", null, undefined],
  ])("%s", (_, value, expected) => {
    expect(parseBuildInfo(value)).toEqual(expected);
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
  ])("%s", (_, publishedAt, info, label, title) => {
    const badge = liveStatusBadge(publishedAt, info, url);
    expect(badge.label).toBe(label);
    expect(badge.title).toMatch(title);
  });
});
