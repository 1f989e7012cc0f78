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
    for (const test of flaky) console.log(`  ${test.titlePath().filter(Boolean).join(" › ")}`);
    return result.status === "passed" ? { status: "failed" } : undefined;
  }
}
