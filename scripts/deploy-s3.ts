/**
 * Publishes a built site to S3 (and invalidates CloudFront), in the order that never breaks
 * a page: see scripts/lib/s3-deploy.ts.
 *
 *   node scripts/deploy-s3.ts --bucket arkan-site [--distribution-id E123ABC] [--dir dist]
 *                             [--grace-hours 168] [--dry-run]
 *
 * Credentials and region come from the usual AWS sources (environment, profile, role).
 * S3_ENDPOINT points it at an S3-compatible server instead (path-style addressing).
 */
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { CloudFrontClient } from "@aws-sdk/client-cloudfront";
import { S3Client } from "@aws-sdk/client-s3";
import { describePlan, listBucket, listSite, planDeploy, readManifest, runDeploy } from "./lib/s3-deploy.ts";

const { values } = parseArgs({
  options: {
    bucket: { type: "string" },
    dir: { type: "string", default: "dist" },
    "distribution-id": { type: "string" },
    "grace-hours": { type: "string", default: "168" },
    "dry-run": { type: "boolean", default: false },
  },
});
if (!values.bucket) {
  console.error(
    "Usage: node scripts/deploy-s3.ts --bucket <name> [--distribution-id <id>] [--dir dist] [--dry-run]",
  );
  process.exit(2);
}
const graceHours = Number(values["grace-hours"]);
if (!Number.isFinite(graceHours) || graceHours < 0) {
  console.error(`--grace-hours "${values["grace-hours"]}" is not a number of hours.`);
  process.exit(2);
}

const endpoint = process.env["S3_ENDPOINT"]?.trim() || undefined;
const s3 = new S3Client({
  ...(endpoint === undefined ? {} : { endpoint, forcePathStyle: true }),
  // Checksums only where S3 requires them: S3-compatible servers do not all know the newer ones.
  requestChecksumCalculation: "WHEN_REQUIRED",
  responseChecksumValidation: "WHEN_REQUIRED",
});
const distributionId = values["distribution-id"];

const files = listSite(resolve(values.dir));
const remote = await listBucket(s3, values.bucket);
const plan = planDeploy({
  files,
  remote,
  manifest: await readManifest(s3, values.bucket, remote),
  releaseId: new Date().toISOString(),
  now: new Date(),
  graceMs: graceHours * 3600 * 1000,
});
console.log(describePlan(plan));
if (values["dry-run"]) {
  console.log("Dry run: nothing was changed.");
} else {
  await runDeploy(plan, {
    s3,
    bucket: values.bucket,
    cloudfront: distributionId === undefined ? undefined : new CloudFrontClient({}),
    distributionId,
  });
  console.log(
    `Deployed to s3://${values.bucket}${distributionId ? `, CloudFront ${distributionId} invalidated` : ""}.`,
  );
}
