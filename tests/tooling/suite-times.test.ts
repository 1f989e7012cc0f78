/** `npm test`'s summary of what each layer and file took (tooling/suite/suite-times.ts). */
import { describe, expect, it } from "vitest";
import {
  formatTimes,
  playwrightFileTimes,
  processorSeconds,
  SUITE,
  vitestFileTimes,
} from "../../tooling/suite/suite-times.ts";
import packageJson from "../../package.json" with { type: "json" };

describe("the suite's layers", () => {
  it("are npm scripts, each run once, within 12 minutes with an install of 70 s", () => {
    const scripts = SUITE.map(({ script }) => script);
    for (const script of scripts) expect(packageJson.scripts).toHaveProperty([script]);
    expect(new Set(scripts).size).toBe(scripts.length);
    expect(70 + SUITE.reduce((sum, { budget }) => sum + budget, 0)).toBeLessThanOrEqual(12 * 60);
  });
});

describe("vitestFileTimes", () => {
  it("times each file from its start to its end, named from the root, slowest first", () => {
    expect(
      vitestFileTimes(
        {
          testResults: [
            { name: "/repo/tests/a.test.ts", startTime: 1_000, endTime: 2_500 },
            { name: "/repo/tests/b.test.ts", startTime: 1_000, endTime: 9_000 },
            { name: "/elsewhere/c.test.ts", startTime: 5, endTime: 5 },
          ],
        },
        "/repo",
      ),
    ).toEqual([
      ["tests/b.test.ts", 8],
      ["tests/a.test.ts", 1.5],
      ["/elsewhere/c.test.ts", 0],
    ]);
  });

  it("reads a report with no results as none", () => {
    expect(vitestFileTimes({}, "/repo")).toEqual([]);
  });
});

describe("playwrightFileTimes", () => {
  it("sums every attempt of every test of a file, nested describes and retries included", () => {
    const results = (...durations: number[]) => ({ results: durations.map((duration) => ({ duration })) });
    expect(
      playwrightFileTimes({
        suites: [
          {
            file: "home.spec.ts",
            specs: [{ tests: [results(1_000)] }],
            suites: [{ specs: [{ tests: [results(2_000, 500)] }] }],
          },
          { file: "studio.spec.ts", specs: [{ tests: [results(10_000)] }] },
        ],
      }),
    ).toEqual([
      ["studio.spec.ts", 10],
      ["home.spec.ts", 3.5],
    ]);
  });
});

describe("formatTimes", () => {
  it("prints each layer against its budget, its slowest files, a failure, and the total", () => {
    expect(
      formatTimes(
        [
          {
            script: "check",
            seconds: 40.4,
            budget: 60,
            failed: false,
            coreSeconds: 61.2,
            stolenSeconds: 0.4,
          },
          {
            script: "test:unit",
            seconds: 360,
            budget: 180,
            failed: false,
            coreSeconds: 700,
            stolenSeconds: 95.6,
            files: [
              ["tests/b.test.ts", 80],
              ["tests/a.test.ts", 1.5],
            ],
          },
          { script: "test:e2e", seconds: 12, budget: 240, failed: true },
        ],
        1,
      ),
    ).toEqual([
      "",
      "What the suite took, and the processor seconds the machine spent meanwhile, with those its host took (budgets are printed, never enforced: times vary by machine):",
      "  check        40 s of  60 s     61 core-s",
      "  test:unit   360 s of 180 s  700 core-s, 96 stolen  over by 100%",
      "             slowest: tests/b.test.ts 80 s",
      "  test:e2e     12 s of 240 s  FAILED",
      "  total       412 s of 480 s",
    ]);
  });
});

describe("processorSeconds", () => {
  it("sums every busy tick of /proc/stat's first line, idle and waiting left out, in seconds, and the stolen apart", () => {
    const stat = "cpu  100 20 30 5000 400 6 7 8 0 0\ncpu0 50 10 15 2500 200 3 3 4 0 0\n";
    expect(processorSeconds(stat)).toEqual({ busy: (100 + 20 + 30 + 6 + 7 + 8) / 100, stolen: 8 / 100 });
  });

  it("is undefined where there is no /proc/stat, or it reads otherwise", () => {
    expect(processorSeconds(undefined)).toBeUndefined();
    expect(processorSeconds("intr 1 2 3")).toBeUndefined();
    expect(processorSeconds("cpu  1 2 x 4 5 6 7 8")).toBeUndefined();
  });
});
