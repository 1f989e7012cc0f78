import { defineConfig } from "@playwright/test";
import { findChromium, findHeadlessShell, systemProbe } from "./tooling/find-chromium";
import { READY_LINE, SITE_PORT } from "./e2e/support/fixtures";
import { SUITE_REPORTS } from "./tooling/suite/suite-times.ts";

const probe = systemProbe();
const FULL_BROWSER_SPECS = /\/(fonts|studio|presentation)\.spec\.ts$/;
const launch = (executablePath: string) => ({
  executablePath,
  // This machine has no network: keep Chromium from trying to phone home.
  args: ["--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env["CI"]),
  // Once more on CI, for Chromium's frame stall only: the stall reporter fails the run on a test
  // that failed for any other reason and then passed (tooling/page-waits.ts, docs/tests.md).
  retries: process.env["CI"] ? 1 : 0,
  reporter: [
    [process.env["CI"] ? "line" : "list"],
    ["./e2e/support/stall-retries-reporter.ts"],
    // Each spec's time for `npm test`'s summary (tooling/suite/).
    ["json", { outputFile: `${SUITE_REPORTS}/e2e.json` }],
  ],
  use: {
    baseURL: `http://127.0.0.1:${SITE_PORT}`,
    browserName: "chromium",
  },
  projects: [
    // The Studio and Presentation, an editor's application, in the browser an editor runs (the
    // shell saves them nothing), and the fonts, whose metric-matched fallbacks (local("Arial")
    // and its likes) only the full browser finds on Linux. One worker at a time: the Studio
    // starts once, on the worker's one page (e2e/support/studio-page.ts), where two workers
    // each started one. Playwright gives the other worker the site's specs meanwhile: in the
    // runs so far, the two kinds ran side by side from the first test.
    {
      name: "browser",
      testMatch: FULL_BROWSER_SPECS,
      workers: 1,
      use: { launchOptions: launch(findChromium(probe)) },
    },
    // The site in Chromium's headless shell, at half the full browser's processor time.
    {
      name: "site",
      testIgnore: FULL_BROWSER_SPECS,
      use: { launchOptions: launch(findHeadlessShell(probe)) },
    },
  ],
  // The built site in dist/, the fixture sites and the Studio, started together
  // (e2e/support/serve-all.ts); asked to stop when the tests end, so each cleans up after itself.
  webServer: {
    command: "node e2e/support/serve-all.ts",
    wait: { stdout: new RegExp(READY_LINE.replaceAll(".", "\\.")) },
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
    timeout: 240_000,
  },
});
