/**
 * Every server the browser tests use, started at once: the built site in dist/, served in this
 * process as the hosts serve it (tooling/serve/static-server.ts, as the fixture sites are), the
 * fixture sites (serve-fixture.ts) and the Studio with its content API and previews
 * (serve-studio.ts). Playwright starts the web servers of its configuration
 * one after another, and these took 75 s that way; together they take 46 s. Prints READY_LINE
 * once every one answers; exits if one fails to start. On SIGTERM or SIGINT, which reach
 * every process of the group, it waits for each server to clean up and stop.
 *
 *   node e2e/support/serve-all.ts
 */
import { spawn, type ChildProcess } from "node:child_process";
import { join } from "node:path";
import { FIXTURE_PORTS, READY_LINE, SITE_PORT, STUDIO_PORTS } from "./fixtures.ts";
import { PUBLIC_OUT_DIR, ROOT } from "../../publishing/repository-paths.ts";
import { serveStatic } from "../../tooling/serve/static-server.ts";

/** Each server's command line and the addresses that answer once it is ready. */
const SERVERS: { name: string; args: string[]; urls: number[] }[] = [
  ...Object.entries(FIXTURE_PORTS).map(([fixture, port]) => ({
    name: fixture,
    args: [join(ROOT, "e2e/support/serve-fixture.ts"), fixture, String(port)],
    urls: [port],
  })),
  {
    name: "studio",
    args: [join(ROOT, "e2e/support/serve-studio.ts")],
    urls: [STUDIO_PORTS.studio, STUDIO_PORTS.staticPreview],
  },
];

const answers = (port: number) =>
  fetch(`http://127.0.0.1:${port}/`).then(
    () => true,
    () => false,
  );

const children: ChildProcess[] = [];
let stopping = false;
/** Stops every server, each cleaning up after itself, then exits with `code`. */
function stopAll(code: number) {
  if (stopping) return;
  stopping = true;
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
  let left = running.length;
  if (left === 0) process.exit(code);
  for (const child of running) {
    child.once("exit", () => {
      if (--left === 0) process.exit(code);
    });
    child.kill("SIGTERM");
  }
}
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => stopAll(0));

// A server left from an earlier run would answer for the new one.
const taken = [SITE_PORT, ...SERVERS.flatMap(({ urls }) => urls)];
for (const port of taken) {
  if (await answers(port)) throw new Error(`Port ${port} is already in use: stop what listens there first.`);
}

const started = Date.now();
// Uncompressed, as the fixture sites are: through a run, Astro's preview server (`npm start`'s)
// spent 13 core-seconds serving the site, and the servers of the site and its fixtures 31; now 18.
await serveStatic(PUBLIC_OUT_DIR, { port: SITE_PORT, compress: false });
await Promise.all(
  SERVERS.map(async ({ name, args, urls }) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ["ignore", "inherit", "inherit"] });
    children.push(child);
    child.once("exit", (code, signal) => {
      if (stopping) return;
      // Asked to stop (the signal reaches the whole group, this process too), or failed.
      if (code === 0 || signal !== null) return stopAll(0);
      console.error(`The ${name} server stopped (exit code ${code}).`);
      stopAll(1);
    });
    for (const port of urls) {
      while (!stopping && !(await answers(port))) await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }),
);
if (!stopping) console.log(`${READY_LINE} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
