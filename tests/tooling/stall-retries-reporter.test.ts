import { describe, expect, it } from "vitest";
import { flakyForAnotherReason, whyItFailed } from "../../e2e/support/stall-retries-reporter";
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

describe("why a flaky test failed, repeated at the end of the run", () => {
  it("gives each failed attempt's first lines, without colour codes", () => {
    const message = `\u001b[2mexpect(\u001b[22mreceived\u001b[2m).toEqual(\u001b[22mexpected\u001b[2m)\n\n- []\n+ ["logo.svg: the largest paint"]\n${"more\n".repeat(20)}`;
    const lines = whyItFailed(run("flaky", [message]));
    expect(lines[0]).toBe("expect(received).toEqual(expected)");
    expect(lines).toContain('+ ["logo.svg: the largest paint"]');
    expect(lines).toHaveLength(8);
  });

  it("gives nothing for a test that passed at once", () => {
    expect(whyItFailed(run("expected"))).toEqual([]);
  });
});
