/**
 * Publishes a built site to S3 (and invalidates CloudFront), in the order that never breaks
 * a page: see publishing/s3/ordered-upload.ts.
 *
 *   node publishing/s3/deploy-s3.ts --bucket arkan-site [--distribution-id E123ABC] [--dir dist]
 *                             [--grace-hours 168] [--dry-run] [--adopt]
 *   node publishing/s3/deploy-s3.ts --preview --bucket arkan-preview   # dist-preview/, to its own bucket
 *   node publishing/s3/deploy-s3.ts --bucket arkan-site [--distribution-id E123ABC] \
 *     --failed-log build.log --started-at 2026-11-28T09:00:00Z
 *     # a CI job's failure step: the live record says a build begun then failed, and why
 *     # (docs/publishing.md)
 *
 * Credentials and region come from the usual AWS sources (environment, profile, role).
 * S3_ENDPOINT points it at an S3-compatible server instead (path-style addressing).
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { PREVIEW_OUT_DIR } from "#src/config/preview.ts";
import { CloudFrontClient } from "@aws-sdk/client-cloudfront";
import { explainFailure } from "../failure-reason.ts";
import { createS3Client, deploySite, describePlan, recordFailedBuild } from "./ordered-upload.ts";

const { values } = parseArgs({
  options: {
    bucket: { type: "string" },
    dir: { type: "string", default: "dist" },
    "distribution-id": { type: "string" },
    "grace-hours": { type: "string", default: "168" },
    "dry-run": { type: "boolean", default: false },
    preview: { type: "boolean", default: false },
    adopt: { type: "boolean", default: false },
    "lock-wait-seconds": { type: "string", default: "600" },
    "failed-log": { type: "string" },
    "started-at": { type: "string" },
  },
});
if (!values.bucket) {
  console.error(
    "Usage: node publishing/s3/deploy-s3.ts --bucket <name> [--distribution-id <id>] [--dir dist] [--dry-run] [--preview] [--adopt]",
  );
  process.exit(2);
}
const bucket = values.bucket;
const distributionId = values["distribution-id"];
if (values["failed-log"] !== undefined) {
  const startedAt = new Date(values["started-at"] ?? "");
  if (Number.isNaN(startedAt.getTime())) {
    console.error(
      `--started-at "${values["started-at"] ?? ""}" is not a time: give when the failed build began.`,
    );
    process.exit(2);
  }
  // What the build printed; a log that cannot be read still records that the build failed.
  let log: string;
  try {
    log = readFileSync(values["failed-log"], "utf8");
  } catch {
    log = "The build failed; its log could not be read.";
  }
  const recorded = await recordFailedBuild(
    {
      s3: createS3Client(),
      bucket,
      cloudfront: distributionId === undefined ? undefined : new CloudFrontClient({}),
      distributionId,
    },
    startedAt,
    log,
  );
  console.log(
    {
      recorded: `s3://${bucket}: its build record now says the build begun ${startedAt.toISOString()} failed: ${explainFailure(log, [bucket, distributionId])}`,
      "no-record": `s3://${bucket} holds no build record to add the failure to: nothing was changed.`,
      newer: `s3://${bucket} serves or records a build begun after ${startedAt.toISOString()}: its record stays as it is.`,
    }[recorded],
  );
  process.exit(0);
}
/** A flag's value as a number of 0 or more, or a line saying what it is not, and exit 2. */
function amount(flag: "grace-hours" | "lock-wait-seconds", unit: string): number {
  const value = Number(values[flag]);
  if (Number.isFinite(value) && value >= 0) return value;
  console.error(`--${flag} "${values[flag]}" is not a number of ${unit}.`);
  process.exit(2);
}
const graceHours = amount("grace-hours", "hours");
const lockWaitSeconds = amount("lock-wait-seconds", "seconds");

try {
  const plan = await deploySite({
    // --preview: a draft preview build (dist-preview/ unless --dir says otherwise), into its own bucket.
    dir: resolve(values.preview && values.dir === "dist" ? PREVIEW_OUT_DIR : values.dir),
    kind: values.preview ? "preview" : "public",
    bucket,
    distributionId,
    graceMs: graceHours * 3600 * 1000,
    dryRun: values["dry-run"],
    adopt: values.adopt,
    lockWaitMs: lockWaitSeconds * 1000,
  });
  console.log(describePlan(plan));
  console.log(
    values["dry-run"]
      ? "Dry run: nothing was changed."
      : `Deployed to s3://${bucket}${distributionId ? `, CloudFront ${distributionId} invalidated` : ""}.`,
  );
} catch (error) {
  // One line that says why: the CI job's failure step finds it in the log (failure-reason.ts).
  console.error(`Deploy failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
