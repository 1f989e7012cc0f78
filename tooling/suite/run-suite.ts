/**
 * `npm test`: every layer of the suite in order (suite-times.ts `SUITE`), stopping at the
 * first that fails, then what each took against its budget and each report's slowest files,
 * also written to reports/suite/suite-times.json.
 *
 *   npm test
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ROOT } from "../../publishing/repository-paths.ts";
import { SHARED_BUILDS_ENV } from "../builds.ts";
import {
  formatTimes,
  playwrightFileTimes,
  processorSeconds,
  SUITE,
  SUITE_REPORTS,
  vitestFileTimes,
  type LayerTime,
  type ProcessorSeconds,
} from "./suite-times.ts";

const reports = join(ROOT, SUITE_REPORTS);
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

/** The files of a layer's report, where it wrote one. */
function filesOf(report: string | undefined) {
  const path = report === undefined ? undefined : join(reports, report);
  if (path === undefined || !existsSync(path)) return undefined;
  const parsed: unknown = JSON.parse(readFileSync(path, "utf8"));
  return report === "e2e.json"
    ? playwrightFileTimes(parsed as Parameters<typeof playwrightFileTimes>[0])
    : vitestFileTimes(parsed as Parameters<typeof vitestFileTimes>[0], ROOT);
}

// The fixture sites the layers share, each built once by the first test that asks for it.
const sharedBuilds = mkdtempSync(join(tmpdir(), "suite-builds-"));
const env = { ...process.env, [SHARED_BUILDS_ENV]: sharedBuilds };
// The browser's fixture sites, built beside the first layer, which leaves a core idle (it
// lints and type-checks in one process): the browser's servers then find them built.
const prebuild = spawn(process.execPath, [join(ROOT, "e2e/support/prebuild-fixtures.ts")], {
  cwd: ROOT,
  env,
  stdio: "ignore",
  // A group of its own, so a run stopped early stops its builds too.
  detached: true,
});
const prebuilt = new Promise((resolve) => prebuild.on("close", resolve));

/** Linux's processor counters, or undefined elsewhere. */
const procStat = () => (existsSync("/proc/stat") ? readFileSync("/proc/stat", "utf8") : undefined);
const spentBetween = (before: ProcessorSeconds | undefined, after: ProcessorSeconds | undefined) =>
  before === undefined || after === undefined
    ? {}
    : { coreSeconds: after.busy - before.busy, stolenSeconds: after.stolen - before.stolen };

const ran: LayerTime[] = [];
let status = 0;
for (const { script, budget, report } of SUITE) {
  console.log(`\n> npm run ${script}`);
  const started = performance.now();
  const before = processorSeconds(procStat());
  const result = spawnSync("npm", ["run", script], { cwd: ROOT, stdio: "inherit", env });
  status = result.status ?? 1;
  const files = filesOf(report);
  ran.push({
    script,
    seconds: (performance.now() - started) / 1000,
    ...spentBetween(before, processorSeconds(procStat())),
    budget,
    failed: status !== 0,
    ...(files === undefined ? {} : { files }),
  });
  if (status !== 0) break;
}

// A run stopped early may leave it building: its sites go with the shared folder.
if (prebuild.exitCode === null && prebuild.pid !== undefined) {
  try {
    process.kill(-prebuild.pid);
  } catch {
    // It ended meanwhile.
  }
}
await prebuilt;
rmSync(sharedBuilds, { recursive: true, force: true });
console.log(formatTimes(ran).join("\n"));
writeFileSync(join(reports, "suite-times.json"), `${JSON.stringify(ran, null, 2)}\n`);
process.exit(status);
