import { describe, expect, it } from "vitest";
import { flakyForAnotherReason } from "../../e2e/support/stall-retries-reporter";
import { FRAME_STALL } from "../../tooling/page-waits";

type Outcome = "expected" | "unexpected" | "flaky" | "skipped";
const run = (outcome: Outcome, ...failures: string[][]) => ({
  outcome: () => outcome,
  results: [
    ...failures.map((messages) => ({
      status: "failed" as const,
      errors: messages.map((message) => ({ message })),
    })),
    { status: "passed" as const, errors: [] },
  ],
});
const stall = `${FRAME_STALL} in 10 s, waiting for 2 frame(s) on http://127.0.0.1:4322/careers`;

describe("a test run again on CI", () => {
  it.each<[string, ReturnType<typeof run>, boolean]>([
    ["passed at once: not flaky", run("expected"), false],
    ["failed on Chromium's frame stall, then passed: let be", run("flaky", [stall]), false],
    ["failed on anything else, then passed: flaky", run("flaky", ["expect(received).toBe(expected)"]), true],
    ["failed twice: a failure, reported as such", run("unexpected", [stall], [stall]), false],
  ])("%s", (_, test, flaky) => {
    expect(flakyForAnotherReason(test)).toBe(flaky);
  });
});
