/**
 * The two builds the Studio's test servers serve (serve-studio.ts), each built once per run of
 * the suite (tooling/builds.ts `sharedBuild`): `npm test` builds them while its first layer
 * leaves a core idle (prebuild-fixtures.ts), so the browser layer starts with them built. Run
 * alone, serve-studio.ts builds its own.
 * - the Studio, built for the test API (https://localhost:{api port}) and the draft preview
 *   server's address, as an editor's browser loads it;
 * - a static preview build of the Studio's content, read through a plain-HTTP test API that
 *   closes once it is built.
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { join } from "node:path";
import { startFakeSanity } from "../../tooling/fake-sanity/server.ts";
import { runBuildScript, sampleDocuments, sharedBuild, type BuildResult } from "../../tooling/builds.ts";
import { ROOT } from "../../publishing/repository-paths.ts";
import { STUDIO_MEMBER, STUDIO_PORTS, STUDIO_PROJECT_ID } from "./fixtures.ts";

/** The published documents the Studio's API holds, and its static preview is built from. */
export const studioDocuments = () => [...sampleDocuments(), STUDIO_MEMBER];

/** The token the previews read drafts with. */
export const PREVIEW_TOKEN = "sk-studio-preview";

const studioOrigin = `http://127.0.0.1:${STUDIO_PORTS.studio}`;

/** The Studio, built for the test API and the preview server's address. */
async function buildStudio(outDir: string): Promise<BuildResult> {
  const child = spawn(join(ROOT, "node_modules/.bin/sanity"), ["build", outDir, "--yes"], {
    cwd: join(ROOT, "studio"),
    env: {
      ...process.env,
      PUBLIC_SANITY_PROJECT_ID: STUDIO_PROJECT_ID,
      PUBLIC_SANITY_DATASET: "production",
      SANITY_API_HOST: `https://localhost:${STUDIO_PORTS.api}`,
      SANITY_STUDIO_PREVIEW_URL: `http://127.0.0.1:${STUDIO_PORTS.preview}`,
    },
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const [status] = (await once(child, "exit")) as [number | null];
  return { status, output };
}

/** The static preview build, read through a plain-HTTP twin of the API that closes after it. */
async function buildStaticPreview(outDir: string): Promise<BuildResult> {
  const twin = await startFakeSanity({ production: studioDocuments() }, { token: PREVIEW_TOKEN });
  try {
    return await runBuildScript(outDir, {
      PUBLIC_SANITY_PROJECT_ID: STUDIO_PROJECT_ID,
      SANITY_API_HOST: twin.origin,
      SANITY_PREVIEW: "1",
      SANITY_READ_TOKEN: PREVIEW_TOKEN,
      SANITY_STUDIO_URL: studioOrigin,
    });
  } finally {
    await twin.close();
  }
}

export const STUDIO_BUILDS = {
  studio: () => sharedBuild("studio", buildStudio),
  staticPreview: () => sharedBuild("studio-static-preview", buildStaticPreview),
};
