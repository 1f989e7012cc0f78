/**
 * Starts the draft preview server as `npm run preview:server` does, on loopback, and resolves
 * once GET /healthz answers: for tests, the Studio's test setup and bench:preview. It stops
 * with the process that started it.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { join } from "node:path";
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

export async function startPreviewServer(
  env: NodeJS.ProcessEnv,
  { port, build = true }: { port: number; build?: boolean },
): Promise<RunningPreviewServer> {
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    [join(ROOT, "publishing/preview-server/start-preview-server.ts"), ...(build ? [] : ["--no-build"])],
    { cwd: ROOT, env: { ...env, HOST: "127.0.0.1", PORT: String(port) } },
  );
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
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
