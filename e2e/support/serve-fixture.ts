/**
 * Builds the site from a fixture content service and serves it on 127.0.0.1, for browser
 * tests that need content the sample dataset does not have. Playwright starts it as a web
 * server and stops it when the tests end; the build folder is removed on the way out.
 *
 *   node e2e/support/serve-fixture.ts hostile 4323      # sample + the hostile corpus, via @sanity/client
 *   node e2e/support/serve-fixture.ts unreachable 4324  # a dead service, with RENDER_CONTENT_ERRORS=1
 *   node e2e/support/serve-fixture.ts live 4325         # the sample via a service that stays up and
 *                                                       # gains LATE_DOCUMENTS after the build
 *   node e2e/support/serve-fixture.ts portfolio 4329    # the sample grown to 300 projects, from a file
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startFakeSanity, type FakeSanity } from "../../tooling/fake-sanity/server.ts";
import { serveStatic } from "../../tooling/serve/static-server.ts";

import { runBuildScript, sampleDocuments } from "../../tooling/builds.ts";
import { fixtureSite } from "./fixture-sites.ts";
import { FIXTURE_PORTS, LATE_DOCUMENTS } from "./fixtures.ts";

const [fixture, port] = process.argv.slice(2);
if (!fixture || !Object.hasOwn(FIXTURE_PORTS, fixture) || !port) {
  throw new Error(`usage: serve-fixture.ts ${Object.keys(FIXTURE_PORTS).join("|")} <port>`);
}

/** The fixture built, in its folder, and how to remove it on the way out. */
async function built(live: FakeSanity | undefined): Promise<{ dir: string; dispose: () => void }> {
  const shared = fixtureSite(fixture ?? "");
  if (shared !== undefined) {
    const site = await shared();
    if (site.status !== 0) fail(site.output, site.dispose);
    return site;
  }
  // The live fixture: built from a service that stays up while it is served.
  const workDir = mkdtempSync(join(tmpdir(), `site-${fixture}-`));
  const dispose = () => rmSync(workDir, { recursive: true, force: true });
  const dir = join(workDir, "site");
  const result = await runBuildScript(dir, {
    PUBLIC_SANITY_PROJECT_ID: "fixture",
    SANITY_API_HOST: live?.origin ?? "",
  });
  if (result.status !== 0) fail(result.output, dispose);
  return { dir, dispose };
}

function fail(output: string, dispose: () => void): never {
  dispose();
  console.error(output);
  throw new Error(`The ${fixture} fixture did not build.`);
}

// The live fixture's service stays up, and gains documents published after the build.
const documents = sampleDocuments();
const live = fixture === "live" ? await startFakeSanity({ production: documents }) : undefined;
const { dir, dispose } = await built(live);
documents.push(...(live ? LATE_DOCUMENTS : []));

// Served as the hosts serve it (netlify.toml): each language's own 404 page under its root.
const site = await serveStatic(dir, { port: Number(port), compress: false });
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    void Promise.all([site.close(), live?.close()]).finally(() => {
      dispose();
      process.exit(0);
    });
  });
}
