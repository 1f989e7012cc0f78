/**
 * Builds the site from a fixture content service and serves it on 127.0.0.1, for browser
 * tests that need content the sample dataset does not have. Playwright starts it as a web
 * server and stops it when the tests end; the build folder is removed on the way out.
 *
 *   node e2e/support/serve-fixture.ts hostile 4323      # sample + the hostile corpus, via @sanity/client
 *   node e2e/support/serve-fixture.ts unreachable 4324  # a dead service, with RENDER_CONTENT_ERRORS=1
 *   node e2e/support/serve-fixture.ts live 4325         # the sample via a service that stays up and
 *                                                       # gains LATE_PROJECT after the build
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { hostileDataset } from "../../tests/fixtures/hostile-content.ts";
import { deadOrigin, startFakeSanity } from "../../tests/support/fake-sanity.ts";
import { runBuildScript, ROOT, sampleDocuments } from "../../tests/support/site-build.ts";
import { LATE_PROJECT } from "./fixtures.ts";

const [fixture, port] = process.argv.slice(2);
if ((fixture !== "hostile" && fixture !== "unreachable" && fixture !== "live") || !port) {
  throw new Error("usage: serve-fixture.ts hostile|unreachable|live <port>");
}

const documents = fixture === "hostile" ? hostileDataset(sampleDocuments()) : sampleDocuments();
const server = fixture === "unreachable" ? undefined : await startFakeSanity({ production: documents });
const env =
  server !== undefined
    ? { PUBLIC_SANITY_PROJECT_ID: "fixture", SANITY_API_HOST: server.origin }
    : {
        PUBLIC_SANITY_PROJECT_ID: "fixture",
        SANITY_API_HOST: await deadOrigin(),
        RENDER_CONTENT_ERRORS: "1",
        ALLOW_CONTENT_DROP: "1",
      };

const outDir = mkdtempSync(join(tmpdir(), `site-${fixture}-`));
const cleanUp = () => rmSync(outDir, { recursive: true, force: true });
const result = await runBuildScript(outDir, env);
if (fixture === "live") documents.push(LATE_PROJECT);
else await server?.close();
if (result.status !== 0) {
  cleanUp();
  console.error(result.output);
  throw new Error(`The ${fixture} fixture did not build.`);
}

const preview = spawn(
  process.execPath,
  [
    join(ROOT, "node_modules/astro/bin/astro.mjs"),
    "preview",
    "--outDir",
    outDir,
    "--host",
    "127.0.0.1",
    "--port",
    port,
    "--ignore-lock",
  ],
  { cwd: ROOT, stdio: "inherit" },
);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => preview.kill(signal));
}
preview.on("exit", (code) => {
  void server?.close();
  cleanUp();
  process.exit(code ?? 0);
});
