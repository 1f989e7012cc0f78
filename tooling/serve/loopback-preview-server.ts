/**
 * Starts the draft preview server as `npm run preview:server` does, on loopback, and resolves
 * once GET /healthz answers: for tests, the Studio's test setup and bench:preview. Built for
 * Netlify, its function is served as Netlify would call it (netlify-function.ts). It stops
 * with the process that started it.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { join } from "node:path";
import type { PreviewServerAdapter } from "#src/integrations/preview-server-routes.ts";
import { ROOT } from "../../publishing/repository-paths.ts";

export interface RunningPreviewServer {
  readonly origin: string;
  readonly process: ChildProcess;
  /** What it has printed so far. */
  readonly output: () => string;
  stop(): void;
}

/** How long the build and the start may take before the server is given up on. */
const START_TIMEOUT_MS = 180_000;

const START = join(ROOT, "publishing/preview-server/start-preview-server.ts");

export async function startPreviewServer(
  env: NodeJS.ProcessEnv,
  { port, build = true, adapter = "node" }: { port: number; build?: boolean; adapter?: PreviewServerAdapter },
): Promise<RunningPreviewServer> {
  const origin = `http://127.0.0.1:${port}`;
  const childEnv = { ...env, HOST: "127.0.0.1", PORT: String(port), PREVIEW_SERVER_ADAPTER: adapter };
  let output = "";
  const record = (child: ChildProcess) => {
    child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    return child;
  };
  if (adapter === "netlify" && build) {
    const [status] = (await once(
      record(spawn(process.execPath, [START, "--build-only"], { cwd: ROOT, env: childEnv })),
      "exit",
    )) as [number | null];
    if (status !== 0) throw new Error(`The preview server was not built:\n${output}`);
  }
  const args =
    adapter === "netlify"
      ? [join(ROOT, "tooling/serve/netlify-function.ts")]
      : [START, ...(build ? [] : ["--no-build"])];
  const child = record(spawn(process.execPath, args, { cwd: ROOT, env: childEnv }));
  const stopWith = () => child.kill();
  process.once("exit", stopWith);
  const started = Date.now();
  while (
    !(await fetch(`${origin}/healthz`).then(
      (response) => response.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() - started > START_TIMEOUT_MS) {
      child.kill();
      throw new Error(`The preview server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    origin,
    process: child,
    output: () => output,
    stop() {
      process.off("exit", stopWith);
      child.kill();
    },
  };
}
