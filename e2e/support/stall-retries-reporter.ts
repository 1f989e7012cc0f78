import type { FullResult, Reporter, Suite, TestCase } from "@playwright/test/reporter";
import { FRAME_STALL } from "../../tooling/page-waits.ts";

/** A test that failed, then passed when run again, for a reason other than the frame stall. */
export function flakyForAnotherReason(test: {
  outcome(): ReturnType<TestCase["outcome"]>;
  readonly results: readonly { status: string; errors: readonly { message?: string }[] }[];
}): boolean {
  if (test.outcome() !== "flaky") return false;
  return test.results
    .filter((result) => result.status !== "passed" && result.status !== "skipped")
    .some((result) => !result.errors.some((error) => error.message?.includes(FRAME_STALL)));
}

/**
 * The first lines of why each failed attempt of a test failed, without colour codes: the list
 * reporter printed them as they came, far above the end of the run that CI keeps.
 */
export function whyItFailed(test: {
  readonly results: readonly { status: string; errors: readonly { message?: string }[] }[];
}): string[] {
  return test.results
    .filter((result) => result.status !== "passed" && result.status !== "skipped")
    .flatMap((result) => result.errors)
    .flatMap((error) =>
      (error.message ?? "")
        // eslint-disable-next-line no-control-regex -- the colour codes are what is removed
        .replace(/\u001b\[[0-9;]*m/g, "")
        .split("\n")
        .filter((line) => line.trim() !== "")
        .slice(0, 8),
    );
}

/**
 * The browser layer runs a failed test once more (playwright.config.ts) for one failure only:
 * Chromium's frame stall, which the waits in tooling/page-waits.ts name. A test that failed for
 * any other reason and then passed is flaky, a defect: this reporter names it and fails the run.
 */
export default class StallRetriesReporter implements Reporter {
  private suite: Suite | undefined;

  onBegin(_config: unknown, suite: Suite) {
    this.suite = suite;
  }

  async onEnd(result: FullResult): Promise<{ status: FullResult["status"] } | undefined> {
    const tests = this.suite?.allTests() ?? [];
    const stalled = tests.filter((test) => test.outcome() === "flaky" && !flakyForAnotherReason(test));
    const flaky = tests.filter(flakyForAnotherReason);
    for (const test of stalled)
      console.log(`Ran again after Chromium's frame stall: ${test.titlePath().filter(Boolean).join(" › ")}`);
    if (flaky.length === 0) return undefined;
    console.log(`\n${flaky.length} test(s) failed, then passed when run again: flaky, and a defect.`);
    for (const test of flaky) {
      console.log(`  ${test.titlePath().filter(Boolean).join(" › ")}`);
      for (const line of whyItFailed(test)) console.log(`    ${line}`);
    }
    return result.status === "passed" ? { status: "failed" } : undefined;
  }
}
