/**
 * Whole builds for tests and benches: `npm run build`'s script run with a chosen output folder
 * and environment, and the sample dataset as documents for the loopback Sanity server; and a
 * fixture site built once for a whole run of the suite, whichever test asks for it first.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
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

/**
 * Where `npm test` keeps the fixture sites it builds once for all its layers (set by
 * tooling/suite/run-suite.ts). Unset, as when one test file is run alone, each asker builds its own.
 */
export const SHARED_BUILDS_ENV = "SHARED_BUILDS_DIR";

/** How long an asker waits for a fixture another process is building. */
const SHARED_BUILD_WAIT_MS = 240_000;

export interface SharedBuild extends BuildResult {
  /** The built site. */
  readonly dir: string;
  /** Removes the site, unless the run shares it: then the run removes it at its end. */
  readonly dispose: () => void;
}

/**
 * The fixture site `name`, built by `build` into the folder it is given: once per run of the
 * suite, by whichever test process asks first, the others waiting for it (a folder made with
 * mkdir is the lock, a result file the sign that the site is complete).
 */
export async function sharedBuild(
  name: string,
  build: (outDir: string) => Promise<BuildResult>,
): Promise<SharedBuild> {
  const root = process.env[SHARED_BUILDS_ENV];
  if (!root) {
    const workDir = mkdtempSync(join(tmpdir(), `site-${name}-`));
    const dir = join(workDir, "site");
    const result = await build(dir);
    return { ...result, dir, dispose: () => rmSync(workDir, { recursive: true, force: true }) };
  }
  const dir = join(root, name);
  const resultFile = join(root, `${name}.json`);
  // A folder named by hand (SHARED_BUILDS_DIR=/tmp/x) may not exist yet: only the lock must be new.
  mkdirSync(root, { recursive: true });
  let building = true;
  try {
    mkdirSync(join(root, `${name}.lock`), { recursive: false });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    building = false;
  }
  if (building) {
    const result = await build(dir).catch((error: unknown) => ({ status: null, output: String(error) }));
    writeFileSync(resultFile, JSON.stringify(result));
  }
  const deadline = Date.now() + SHARED_BUILD_WAIT_MS;
  while (!existsSync(resultFile)) {
    if (Date.now() > deadline) {
      throw new Error(`The ${name} fixture, built by another test process in ${root}, never finished.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const result = JSON.parse(readFileSync(resultFile, "utf8")) as BuildResult;
  return { ...result, dir, dispose: () => {} };
}
