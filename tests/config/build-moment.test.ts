import { describe, expect, it } from "vitest";
import { buildMoment } from "#src/config/environment.ts";

const NOW = new Date("2026-11-28T09:30:00Z");

describe("buildMoment: SOURCE_DATE_EPOCH, else now", () => {
  it.each([
    [{}, NOW],
    [{ SOURCE_DATE_EPOCH: "" }, NOW],
    [{ SOURCE_DATE_EPOCH: " 1795824000 " }, new Date("2026-11-28T00:00:00Z")],
    [{ SOURCE_DATE_EPOCH: "0" }, new Date(0)],
  ])("%o", (env, expected) => {
    expect(buildMoment(env, () => NOW)).toEqual(expected);
  });

  it.each(["yesterday", "-5", "1.5", "2026-11-28"])("refuses %s, naming it", (value) => {
    expect(() => buildMoment({ SOURCE_DATE_EPOCH: value }, () => NOW)).toThrow(JSON.stringify(value));
  });
});
