import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

export const DEBIAN_CHROMIUM = "/usr/bin/chromium";
export const DEBIAN_HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

export interface ChromiumProbe {
  readonly env: Readonly<Record<string, string | undefined>>;
  exists(path: string): boolean;
  /** Where Playwright keeps its own Chromium, installed or not. */
  bundledPath(): string;
  /** Try `playwright install chromium`; true when it succeeded. */
  installBundled(): boolean;
}

export class NoChromiumError extends Error {
  override name = "NoChromiumError";
}

/**
 * The Chromium the browser tests drive: CHROMIUM_PATH when set, else Debian's
 * /usr/bin/chromium, else Playwright's own (installed on demand where the network allows).
 * Throws a NoChromiumError saying how to get one when none can be found.
 */
export function findChromium(probe: ChromiumProbe): string {
  const configured = probe.env["CHROMIUM_PATH"]?.trim();
  if (configured) {
    if (probe.exists(configured)) return configured;
    throw new NoChromiumError(`CHROMIUM_PATH is set to "${configured}", but there is no file there.`);
  }
  if (probe.exists(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  const bundled = probe.bundledPath();
  if (probe.exists(bundled)) return bundled;
  if (probe.installBundled() && probe.exists(bundled)) return bundled;
  throw new NoChromiumError(
    [
      "No Chromium found for the browser tests. Any one of these works:",
      "  - Debian/Ubuntu: sudo apt-get install chromium   (provides /usr/bin/chromium)",
      "  - with network access: npx playwright install chromium",
      "  - an existing Chromium or Chrome: CHROMIUM_PATH=/path/to/chrome npm test",
    ].join("\n"),
  );
}

/**
 * The Chromium the site's browser tests drive: Chromium's headless shell, as Playwright runs
 * by default, which spends half the full browser's processor time on the same pages
 * (docs/tests.md). CHROMIUM_HEADLESS_SHELL_PATH when set, else Debian's, else the full
 * Chromium findChromium finds.
 */
export function findHeadlessShell(probe: ChromiumProbe): string {
  const configured = probe.env["CHROMIUM_HEADLESS_SHELL_PATH"]?.trim();
  if (configured) {
    if (probe.exists(configured)) return configured;
    throw new NoChromiumError(
      `CHROMIUM_HEADLESS_SHELL_PATH is set to "${configured}", but there is no file there.`,
    );
  }
  return probe.exists(DEBIAN_HEADLESS_SHELL) ? DEBIAN_HEADLESS_SHELL : findChromium(probe);
}

export function systemProbe(): ChromiumProbe {
  return {
    env: process.env,
    exists: existsSync,
    bundledPath: () => chromium.executablePath(),
    installBundled: () => spawnSync("playwright", ["install", "chromium"], { stdio: "inherit" }).status === 0,
  };
}
