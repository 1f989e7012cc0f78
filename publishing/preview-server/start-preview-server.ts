/**
 * `npm run preview:server`: builds the draft preview server and starts it on PORT (4322) and
 * HOST (127.0.0.1). A missing or malformed setting stops it at once, with one line naming
 * the variable (docs/preview.md, "The preview server").
 *
 *   npm run preview:server                  build, then serve (Node)
 *   npm run preview:server -- --no-build    serve the last build
 *   npm run build:preview-server            build only (for Netlify, or a container image):
 *                                           the settings are read where it runs
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { ContentConfigError } from "#src/config/content-config.ts";
import { markAsPreviewServer, readBuildEnvironment } from "#src/config/environment.ts";
import { previewServerAdapter, type PreviewServerAdapter } from "#src/integrations/preview-server-routes.ts";
import { previewServerSettings } from "#src/preview/server/settings.ts";
import { ENV_FILE, PREVIEW_SERVER_OUT_DIR, ROOT } from "../repository-paths.ts";

if (existsSync(ENV_FILE)) process.loadEnvFile(ENV_FILE);
markAsPreviewServer();

const { values } = parseArgs({
  options: {
    "no-build": { type: "boolean", default: false },
    "build-only": { type: "boolean", default: false },
  },
});
const serve = !values["build-only"];

let adapter: PreviewServerAdapter;
try {
  adapter = previewServerAdapter(process.env);
  if (serve && adapter !== "node") {
    throw new ContentConfigError(
      `PREVIEW_SERVER_ADAPTER is "${adapter}": that host serves the server itself.`,
    );
  }
  // Only where it serves: a build (an image, a Netlify deploy) needs none of the secrets.
  if (serve) previewServerSettings(readBuildEnvironment(process.env));
} catch (error) {
  if (!(error instanceof ContentConfigError)) throw error;
  console.error(`Preview server not started: ${error.message}`);
  process.exit(1);
}

if (!values["no-build"]) {
  const astro = join(ROOT, "node_modules/astro/bin/astro.mjs");
  const build = spawnSync(process.execPath, [astro, "build", "--config", "astro.preview-server.config.mjs"], {
    cwd: ROOT,
    stdio: "inherit",
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
if (serve) await import(join(PREVIEW_SERVER_OUT_DIR, "server/entry.mjs"));
