import { afterEach, describe, expect, it, vi } from "vitest";
import { msUntilNext, parseDailyAt, scheduleDailyRebuild } from "../../publishing/receiver/daily-rebuild.ts";

const HOUR = 3_600_000;

describe("parseDailyAt", () => {
  it.each([
    ["03:00", { hour: 3, minute: 0 }],
    [" 3:30 ", { hour: 3, minute: 30 }],
    ["23:59", { hour: 23, minute: 59 }],
    ["off", undefined],
    ["OFF", undefined],
  ])("%j is %o", (value, expected) => {
    expect(parseDailyAt(value)).toEqual(expected);
  });

  it.each(["24:00", "12:60", "3", "3am", "", "03:00:00"])("refuses %j, naming the variable", (value) => {
    expect(() => parseDailyAt(value)).toThrow(
      /^REBUILD_DAILY_AT is ".*": give a time of day in UTC as HH:MM/,
    );
  });
});

describe("msUntilNext", () => {
  it.each([
    ["2026-11-24T02:00:00Z", { hour: 3, minute: 0 }, 1 * HOUR],
    ["2026-11-24T03:00:00Z", { hour: 3, minute: 0 }, 24 * HOUR],
    ["2026-11-24T04:00:00Z", { hour: 3, minute: 0 }, 23 * HOUR],
    ["2026-11-30T23:30:00Z", { hour: 0, minute: 15 }, 0.75 * HOUR],
    ["2026-12-31T23:00:00Z", { hour: 3, minute: 0 }, 4 * HOUR],
  ])("from %s to %o: %d ms", (now, at, ms) => {
    expect(msUntilNext(at, new Date(now))).toBe(ms);
  });
});

describe("scheduleDailyRebuild", () => {
  afterEach(() => vi.useRealTimers());

  it("asks for a rebuild at that time every day, until stopped", () => {
    vi.useFakeTimers({ now: new Date("2026-11-24T02:00:00Z") });
    const rebuild = vi.fn();
    const stop = scheduleDailyRebuild({ hour: 3, minute: 0 }, rebuild);
    vi.advanceTimersByTime(HOUR - 1);
    expect(rebuild).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(rebuild).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(24 * HOUR);
    expect(rebuild).toHaveBeenCalledTimes(2);
    stop();
    vi.advanceTimersByTime(48 * HOUR);
    expect(rebuild).toHaveBeenCalledTimes(2);
  });
});
