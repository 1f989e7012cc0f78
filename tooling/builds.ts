/**
 * Whole builds for tests and benches: `npm run build`'s script run with a chosen output folder
 * and environment, and the sample dataset as documents for the loopback Sanity server.
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT, SAMPLE_DATASET_FILE } from "../publishing/repository-paths.ts";

export interface BuildResult {
  readonly status: number | null;
  /** stdout and stderr together. */
  readonly output: string;
}

export function sampleDocuments(): unknown[] {
  return readFileSync(SAMPLE_DATASET_FILE, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as unknown);
}

/**
 * Runs publishing/build/build-site.ts into `outDir`. Asynchronous, so a test server in the calling
 * process keeps answering. The content variables are blanked first, so neither the
 * caller's environment nor a local .env picks the source.
 */
export function runBuildScript(outDir: string, env: Record<string, string> = {}): Promise<BuildResult> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(ROOT, "publishing/build/build-site.ts"), "--out", outDir], {
      cwd: ROOT,
      env: {
        ...process.env,
        PUBLIC_SANITY_PROJECT_ID: "",
        PUBLIC_SANITY_DATASET: "",
        SANITY_API_HOST: "",
        SANITY_PREVIEW: "",
        SANITY_READ_TOKEN: "",
        SANITY_STUDIO_URL: "",
        SAMPLE_DATASET_FILE: "",
        ALLOW_CONTENT_DROP: "",
        ...env,
      },
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("close", (status) => resolve({ status, output }));
  });
}
