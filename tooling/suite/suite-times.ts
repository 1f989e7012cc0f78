/**
 * What `npm test` took, layer by layer and file by file, read from the reports its layers
 * write (Vitest's and Playwright's JSON reporters), and printed against each layer's budget.
 * Times vary by machine and load, so the budgets are printed, never enforced: a change that
 * doubles a layer shows in the run that made it (docs/tests.md, "What the suite costs").
 */

/** A layer of the suite, as `npm test` runs it. */
export interface Layer {
  /** The npm script it runs. */
  readonly script: string;
  /** Seconds it should take on this project's two-core machine, quiet. */
  readonly budget: number;
  /** The JSON report it writes, under SUITE_REPORTS, whose files are timed one by one. */
  readonly report?: string;
}

/** Where the layers write their reports, and the run its times, from the repository's root. */
export const SUITE_REPORTS = "reports/suite";

/**
 * The suite, in order: the cheapest checks first, so a type error stops the run before a
 * browser starts. 12 minutes with the install (about 70 s quiet), on two cores.
 */
export const SUITE: readonly Layer[] = [
  { script: "check", budget: 60 },
  { script: "test:unit", budget: 150, report: "unit.json" },
  { script: "content:validate", budget: 15 },
  // astro build alone, as a newcomer runs it: the layers after it read the whole site it writes.
  // npm run build's staging and guards around it are tested in the unit layer (tests/build.test.ts).
  { script: "build:unguarded", budget: 30 },
  { script: "test:html", budget: 15 },
  { script: "test:dist", budget: 15, report: "dist.json" },
  { script: "test:e2e", budget: 240, report: "e2e.json" },
  { script: "test:engines", budget: 90, report: "engines.json" },
  { script: "test:links", budget: 10 },
];

/** Seconds spent in each file of a report, by file, slowest first. */
export type FileTimes = readonly (readonly [file: string, seconds: number])[];

const slowestFirst = (times: Map<string, number>): FileTimes =>
  [...times].map(([file, ms]) => [file, ms / 1000] as const).sort((a, b) => b[1] - a[1]);

interface VitestReport {
  readonly testResults?: readonly {
    readonly name: string;
    readonly startTime: number;
    readonly endTime: number;
  }[];
}

/** A Vitest JSON report's files, each from its first test's start to its last's end. */
export function vitestFileTimes(report: VitestReport, root: string): FileTimes {
  const times = new Map<string, number>();
  for (const { name, startTime, endTime } of report.testResults ?? []) {
    const file = name.startsWith(`${root}/`) ? name.slice(root.length + 1) : name;
    times.set(file, (times.get(file) ?? 0) + Math.max(0, endTime - startTime));
  }
  return slowestFirst(times);
}

interface PlaywrightSuite {
  readonly file?: string;
  readonly specs?: readonly {
    readonly tests?: readonly { readonly results?: readonly { readonly duration: number }[] }[];
  }[];
  readonly suites?: readonly PlaywrightSuite[];
}

/**
 * A Playwright JSON report's files, each the seconds its tests' attempts took, summed: worker
 * seconds, which two workers share.
 */
export function playwrightFileTimes(report: { readonly suites?: readonly PlaywrightSuite[] }): FileTimes {
  const times = new Map<string, number>();
  const visit = (suite: PlaywrightSuite, file: string) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        for (const { duration } of test.results ?? []) times.set(file, (times.get(file) ?? 0) + duration);
      }
    }
    for (const inner of suite.suites ?? []) visit(inner, inner.file ?? file);
  };
  for (const suite of report.suites ?? []) visit(suite, suite.file ?? "");
  return slowestFirst(times);
}

/** One layer's run: its seconds, and its files' where it writes a report. */
export interface LayerTime {
  readonly script: string;
  readonly seconds: number;
  readonly budget: number;
  readonly failed: boolean;
  /** The machine's processor seconds meanwhile, every core's, where the system says (Linux). */
  readonly coreSeconds?: number;
  /** Of those, the seconds the hypervisor took (ProcessorSeconds.stolen). */
  readonly stolenSeconds?: number;
  readonly files?: FileTimes;
}

/** Processor seconds, all cores summed: busy ones, and of those, the ones the hypervisor took. */
export interface ProcessorSeconds {
  readonly busy: number;
  /**
   * Steal: seconds a virtual machine's cores were ready to run but the host ran something else.
   * The same work then takes longer, and a run's layers with it.
   */
  readonly stolen: number;
}

/**
 * The processor seconds the machine has spent since it started, from Linux's /proc/stat (given
 * as its text); undefined elsewhere. A layer's share of the cores shows what it spends waiting:
 * a layer at 50% on two cores leaves one idle.
 */
export function processorSeconds(procStat: string | undefined): ProcessorSeconds | undefined {
  const fields =
    procStat
      ?.match(/^cpu +(.*)$/m)?.[1]
      ?.trim()
      .split(/ +/)
      .map(Number) ?? [];
  // user nice system idle iowait irq softirq steal: all but idle and iowait are busy, in ticks
  // of 1/100 s (USER_HZ, which Linux fixes at 100 for /proc).
  const [user, nice, system, , , irq, softirq, steal] = fields;
  const busy = [user, nice, system, irq, softirq, steal];
  if (busy.some((ticks) => ticks === undefined || Number.isNaN(ticks))) return undefined;
  return {
    busy: busy.reduce<number>((sum, ticks) => sum + (ticks ?? 0), 0) / 100,
    stolen: (steal ?? 0) / 100,
  };
}

const seconds = (value: number) => `${Math.round(value)} s`;

/** The run as lines for the log: each layer against its budget, its slowest files, the total. */
export function formatTimes(layers: readonly LayerTime[], slowest = 5): string[] {
  const width = Math.max(...layers.map(({ script }) => script.length), "total".length);
  const lines = [
    "",
    "What the suite took, and the processor seconds the machine spent meanwhile, with those its host took (budgets are printed, never enforced: times vary by machine):",
  ];
  for (const { script, seconds: took, budget, failed, coreSeconds, stolenSeconds = 0, files } of layers) {
    const over = took > budget ? `  over by ${Math.round((took / budget - 1) * 100)}%` : "";
    const stolen = stolenSeconds >= 1 ? `, ${Math.round(stolenSeconds)} stolen` : "";
    const busy = coreSeconds === undefined ? "" : `  ${Math.round(coreSeconds)} core-s${stolen}`.padStart(14);
    lines.push(
      `  ${script.padEnd(width)}  ${seconds(took).padStart(6)} of ${seconds(budget).padStart(5)}${busy}${failed ? "  FAILED" : over}`,
    );
    if (files !== undefined && files.length > 0) {
      const shown = files.slice(0, slowest).map(([file, time]) => `${file} ${seconds(time)}`);
      lines.push(`  ${"".padEnd(width)}  slowest: ${shown.join(", ")}`);
    }
  }
  const total = layers.reduce((sum, layer) => sum + layer.seconds, 0);
  const budget = layers.reduce((sum, layer) => sum + layer.budget, 0);
  lines.push(`  ${"total".padEnd(width)}  ${seconds(total).padStart(6)} of ${seconds(budget).padStart(5)}`);
  return lines;
}
