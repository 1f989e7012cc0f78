import { describe, expect, it } from "vitest";
import { sourceDate } from "#src/config/environment.ts";

describe("sourceDate: SOURCE_DATE_EPOCH as the moment pages are made at", () => {
  it.each([
    [{}, undefined],
    [{ SOURCE_DATE_EPOCH: "" }, undefined],
    [{ SOURCE_DATE_EPOCH: " 1795824000 " }, new Date("2026-11-28T00:00:00Z")],
    [{ SOURCE_DATE_EPOCH: "0" }, new Date(0)],
  ])("%o", (env, expected) => {
    expect(sourceDate(env)).toEqual(expected);
  });

  it.each(["yesterday", "-5", "1.5", "2026-11-28"])("refuses %s, naming it", (value) => {
    expect(() => sourceDate({ SOURCE_DATE_EPOCH: value })).toThrow(JSON.stringify(value));
  });
});
