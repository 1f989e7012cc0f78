import { describe, expect, it } from "vitest";
import {
  DEBIAN_CHROMIUM,
  DEBIAN_HEADLESS_SHELL,
  findChromium,
  findHeadlessShell,
  NoChromiumError,
  type ChromiumProbe,
} from "../../tooling/find-chromium";

const BUNDLED = "/root/.cache/ms-playwright/chromium/chrome";

function probe(options: { env?: Record<string, string>; files?: string[]; installWorks?: boolean }) {
  const files = new Set(options.files ?? []);
  const installs: number[] = [];
  const value: ChromiumProbe = {
    env: options.env ?? {},
    exists: (path) => files.has(path),
    bundledPath: () => BUNDLED,
    installBundled: () => {
      installs.push(1);
      if (options.installWorks) files.add(BUNDLED);
      return options.installWorks ?? false;
    },
  };
  return { value, installs };
}

describe("findChromium", () => {
  it.each<[string, Parameters<typeof probe>[0], string, number]>([
    [
      "CHROMIUM_PATH first",
      { env: { CHROMIUM_PATH: "/opt/chrome" }, files: ["/opt/chrome", DEBIAN_CHROMIUM] },
      "/opt/chrome",
      0,
    ],
    ["Debian's Chromium next", { files: [DEBIAN_CHROMIUM, BUNDLED] }, DEBIAN_CHROMIUM, 0],
    [
      "a blank CHROMIUM_PATH is unset",
      { env: { CHROMIUM_PATH: " " }, files: [DEBIAN_CHROMIUM] },
      DEBIAN_CHROMIUM,
      0,
    ],
    ["Playwright's own when installed", { files: [BUNDLED] }, BUNDLED, 0],
    ["Playwright's own, installed on demand", { installWorks: true }, BUNDLED, 1],
  ])("%s", (_, options, expected, installs) => {
    const { value, installs: attempts } = probe(options);
    expect(findChromium(value)).toBe(expected);
    expect(attempts).toHaveLength(installs);
  });

  it("names a CHROMIUM_PATH that points nowhere instead of falling back", () => {
    const { value } = probe({ env: { CHROMIUM_PATH: "/nope/chrome" }, files: [DEBIAN_CHROMIUM] });
    expect(() => findChromium(value)).toThrow(
      'CHROMIUM_PATH is set to "/nope/chrome", but there is no file there.',
    );
  });

  it("says how to get a Chromium when there is none and the install fails", () => {
    const { value, installs } = probe({ installWorks: false });
    expect(() => findChromium(value)).toThrow(NoChromiumError);
    expect(() => findChromium(value)).toThrow(
      /apt-get install chromium[\s\S]*playwright install chromium[\s\S]*CHROMIUM_PATH=/,
    );
    expect(installs.length).toBeGreaterThan(0);
  });
});

describe("findHeadlessShell", () => {
  it.each<[string, Parameters<typeof probe>[0], string]>([
    [
      "CHROMIUM_HEADLESS_SHELL_PATH first",
      { env: { CHROMIUM_HEADLESS_SHELL_PATH: "/opt/shell" }, files: ["/opt/shell", DEBIAN_HEADLESS_SHELL] },
      "/opt/shell",
    ],
    ["Debian's shell next", { files: [DEBIAN_HEADLESS_SHELL, DEBIAN_CHROMIUM] }, DEBIAN_HEADLESS_SHELL],
    [
      "else the full Chromium",
      { env: { CHROMIUM_PATH: "/opt/chrome" }, files: ["/opt/chrome"] },
      "/opt/chrome",
    ],
  ])("%s", (_, options, expected) => {
    expect(findHeadlessShell(probe(options).value)).toBe(expected);
  });

  it("names a CHROMIUM_HEADLESS_SHELL_PATH that points nowhere", () => {
    const { value } = probe({
      env: { CHROMIUM_HEADLESS_SHELL_PATH: "/nope" },
      files: [DEBIAN_HEADLESS_SHELL],
    });
    expect(() => findHeadlessShell(value)).toThrow(NoChromiumError);
  });
});
