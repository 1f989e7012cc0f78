/**
 * Builds the site from a fixture content service and serves it on 127.0.0.1, for browser
 * tests that need content the sample dataset does not have. Playwright starts it as a web
 * server and stops it when the tests end; the build folder is removed on the way out.
 *
 *   node e2e/support/serve-fixture.ts hostile 4323      # sample + the hostile corpus, via @sanity/client
 *   node e2e/support/serve-fixture.ts unreachable 4324  # a dead service, with RENDER_CONTENT_ERRORS=1
 *   node e2e/support/serve-fixture.ts live 4325         # the sample via a service that stays up and
 *                                                       # gains LATE_DOCUMENTS after the build
 *   node e2e/support/serve-fixture.ts portfolio 4329    # the sample grown to 1,000 projects, from a file
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { hostileDataset } from "../../tests/fixtures/hostile-content.ts";
import { deadOrigin, startFakeSanity } from "../../tooling/fake-sanity/server.ts";
import { serveStatic } from "../../tooling/serve/static-server.ts";

import { runBuildScript, sampleDocuments } from "../../tooling/builds.ts";
import { FIXTURE_PORTS, LATE_DOCUMENTS } from "./fixtures.ts";
import { portfolioDocuments } from "./portfolio.ts";

const [fixture, port] = process.argv.slice(2);
if (!fixture || !Object.hasOwn(FIXTURE_PORTS, fixture) || !port) {
  throw new Error(`usage: serve-fixture.ts ${Object.keys(FIXTURE_PORTS).join("|")} <port>`);
}

const workDir = mkdtempSync(join(tmpdir(), `site-${fixture}-`));
const outDir = join(workDir, "site");
const cleanUp = () => rmSync(workDir, { recursive: true, force: true });

const documents = fixture === "hostile" ? hostileDataset(sampleDocuments()) : sampleDocuments();
const server =
  fixture === "hostile" || fixture === "live" ? await startFakeSanity({ production: documents }) : undefined;
let env: Record<string, string>;
if (server !== undefined) {
  env = { PUBLIC_SANITY_PROJECT_ID: "fixture", SANITY_API_HOST: server.origin };
} else if (fixture === "portfolio") {
  // Sample mode reading a dataset file: a thousand projects without a thousand requests.
  const file = join(workDir, "dataset.ndjson");
  writeFileSync(
    file,
    portfolioDocuments()
      .map((doc) => JSON.stringify(doc))
      .join("\n"),
  );
  env = { SAMPLE_DATASET_FILE: file };
} else {
  env = {
    PUBLIC_SANITY_PROJECT_ID: "fixture",
    SANITY_API_HOST: await deadOrigin(),
    RENDER_CONTENT_ERRORS: "1",
    ALLOW_CONTENT_DROP: "1",
  };
}

const result = await runBuildScript(outDir, env);
if (fixture === "live") documents.push(...LATE_DOCUMENTS);
else await server?.close();
if (result.status !== 0) {
  cleanUp();
  console.error(result.output);
  throw new Error(`The ${fixture} fixture did not build.`);
}

// Served as the hosts serve it (netlify.toml): each language's own 404 page under its root.
const site = await serveStatic(outDir, { port: Number(port) });
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    void Promise.all([site.close(), server?.close()]).finally(() => {
      cleanUp();
      process.exit(0);
    });
  });
}
