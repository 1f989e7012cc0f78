import { defineConfig } from "@playwright/test";
import { findChromium, systemProbe } from "./tooling/find-chromium";
import { FIXTURE_PORTS, STUDIO_PORTS } from "./e2e/support/fixtures";

const PORT = 4322;
const BASE_URL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env["CI"]),
  reporter: process.env["CI"] ? "line" : "list",
  use: {
    baseURL: BASE_URL,
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
  webServer: [
    // The built site in dist/, served the way `npm start` serves it; stops when the tests end.
    // --ignore-lock: run beside a preview the developer may have open.
    {
      command: `astro preview --host 127.0.0.1 --port ${PORT} --ignore-lock`,
      url: BASE_URL,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    // Sites built from fixture content services (e2e/support/serve-fixture.ts).
    ...Object.entries(FIXTURE_PORTS).map(([fixture, port]) => ({
      command: `node e2e/support/serve-fixture.ts ${fixture} ${port}`,
      url: `http://127.0.0.1:${port}`,
      reuseExistingServer: false,
      timeout: 180_000,
    })),
    // The Studio, built against the test server (e2e/support/serve-studio.ts).
    {
      command: `node e2e/support/serve-studio.ts ${Object.values(STUDIO_PORTS).join(" ")}`,
      url: `http://127.0.0.1:${STUDIO_PORTS.studio}`,
      reuseExistingServer: false,
      timeout: 180_000,
    },
  ],
});
