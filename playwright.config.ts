import { defineConfig } from "@playwright/test";
import { findChromium, systemProbe } from "./tooling/find-chromium";
import { READY_LINE, SITE_PORT } from "./e2e/support/fixtures";
import { SUITE_REPORTS } from "./tooling/suite/suite-times.ts";

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env["CI"]),
  // Each spec's time for `npm test`'s summary (tooling/suite/).
  reporter: [[process.env["CI"] ? "line" : "list"], ["json", { outputFile: `${SUITE_REPORTS}/e2e.json` }]],
  use: {
    baseURL: `http://127.0.0.1:${SITE_PORT}`,
    browserName: "chromium",
    launchOptions: {
      executablePath: findChromium(systemProbe()),
      // This machine has no network: keep Chromium from trying to phone home.
      args: [
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  // The built site in dist/, the fixture sites and the Studio, started together
  // (e2e/support/serve-all.ts); asked to stop when the tests end, so each cleans up after itself.
  webServer: {
    command: "node e2e/support/serve-all.ts",
    wait: { stdout: new RegExp(READY_LINE.replaceAll(".", "\\.")) },
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
    timeout: 240_000,
  },
});
