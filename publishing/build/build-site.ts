/**
 * `npm run build`: the static site into dist/ (or the folder given with --out), through a
 * staging folder, so a build that fails or looks wrong never replaces the last good one.
 *
 *   npm run build
 *   npm run build -- --out /srv/site/next
 *   ALLOW_CONTENT_DROP=1 npm run build     # accept a build with no projects or half the pages
 *   SANITY_PREVIEW=1 SANITY_READ_TOKEN=... npm run build   # a draft preview, into dist-preview/
 */
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { PREVIEW_OUT_DIR } from "#src/config/preview.ts";
import { isPreviewBuild, readFlag } from "#src/config/content-config.ts";
import { BuildRefused, buildSite } from "./staged-build.ts";
import { ENV_FILE } from "../repository-paths.ts";

// As in astro.config.mjs: a local .env fills in what the real environment leaves unset.
if (existsSync(ENV_FILE)) process.loadEnvFile(ENV_FILE);

// A draft preview goes into its own folder (dist-preview/); the swap refuses it into dist/.
const defaultOut = isPreviewBuild(process.env) ? PREVIEW_OUT_DIR : "dist";
const { values } = parseArgs({ options: { out: { type: "string", default: defaultOut } } });
const allowDrop = readFlag(process.env, "ALLOW_CONTENT_DROP");
const started = performance.now();

try {
  const census = await buildSite(values.out, { allowDrop });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Site built into ${values.out}/: ${census.pages} pages (${census.projectPages} projects) in ${seconds} s.`,
  );
} catch (error) {
  const reason = error instanceof BuildRefused ? error.message : String(error);
  console.error(`\nBuild refused: ${reason}\n${values.out}/ was left as it was.`);
  process.exitCode = 1;
}
