/**
 * The self-hosted rebuild receiver: a Sanity webhook calls it on publish; it rebuilds the
 * site into a new release folder and, when the build passes its guards and the link check,
 * switches `$SITE_ROOT/current` to it; and once a day (REBUILD_DAILY_AT), so that what expires
 * by date alone leaves the site. See docs/publishing.md.
 *
 *   SANITY_WEBHOOK_SECRET=... SITE_ROOT=/srv/arkan node publishing/receiver/rebuild-receiver.ts
 *
 * With SANITY_PREVIEW=1 (and SANITY_READ_TOKEN) it is the draft preview's receiver instead: a
 * second instance, with its own webhook secret, port and SITE_ROOT, whose releases are draft
 * preview builds only. See docs/preview.md.
 */
import { existsSync, mkdirSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { basename, resolve } from "node:path";
import { isPreviewBuild, readFlag } from "#src/config/content-config.ts";
import { parseDailyAt, scheduleDailyRebuild, type TimeOfDay } from "./daily-rebuild.ts";
import { clearPending, markPending, pendingSince } from "./pending-publish.ts";
import { createRebuildQueue, type RebuildQueue } from "./rebuild-queue.ts";
import { createReceiver, type BuildReport } from "./webhook-server.ts";
import { liveRelease, publishRelease, recordFailure } from "./releases.ts";
import { deploySite, describePlan } from "../s3/ordered-upload.ts";
import { buildSite, checkLinks } from "../build/staged-build.ts";
import { explainFailure } from "../failure-reason.ts";
import { createSignatureVerifier } from "./webhook-signature.ts";
import { ENV_FILE } from "../repository-paths.ts";

if (existsSync(ENV_FILE)) process.loadEnvFile(ENV_FILE);

/** Says what is wrong with the receiver's settings, and stops. */
function refuse(message: string): never {
  console.error(message);
  process.exit(1);
}

const setting = (name: string, fallback?: string): string =>
  process.env[name]?.trim() || fallback || refuse(`${name} is not set. See docs/publishing.md.`);

function positive(name: string, fallback: string): number {
  const value = Number(setting(name, fallback));
  return Number.isFinite(value) && value >= 0 ? value : refuse(`${name} must be a number of 0 or more.`);
}

const secret = setting("SANITY_WEBHOOK_SECRET");
const root = resolve(setting("SITE_ROOT"));
const host = setting("RECEIVER_HOST", "127.0.0.1");
const port = positive("RECEIVER_PORT", "8787");
const debounceMs = positive("REBUILD_DEBOUNCE_SECONDS", "30") * 1000;
const keep = Math.max(1, Math.floor(positive("KEEP_RELEASES", "5")));
const allowDrop = readFlag(process.env, "ALLOW_CONTENT_DROP");
let dailyAt: TimeOfDay | undefined;
try {
  dailyAt = parseDailyAt(setting("REBUILD_DAILY_AT", "03:00"));
} catch (error) {
  refuse(error instanceof Error ? error.message : String(error));
}
const log = (line: string) => console.log(`${new Date().toISOString()} ${line}`);
// Optional: publish each release to S3 (+ CloudFront) too, as `npm run deploy:s3` does.
const bucket = process.env["DEPLOY_S3_BUCKET"]?.trim() || undefined;
const distributionId = process.env["CLOUDFRONT_DISTRIBUTION_ID"]?.trim() || undefined;
// A draft preview's receiver: its releases are preview builds, deployed (if at all) only to a
// bucket that serves a preview, never to the public site's (deploySite refuses it).
const kind = isPreviewBuild(process.env) ? "preview" : "public";

async function deployToS3(dir: string): Promise<void> {
  if (bucket === undefined) return;
  const plan = await deploySite({ dir, kind, bucket, distributionId, graceMs: 7 * 24 * 3600 * 1000 });
  log(`deployed to s3://${bucket}: ${describePlan(plan).split("\n")[0]}`);
}

let lastBuild: BuildReport | undefined;

async function rebuild(): Promise<void> {
  const startedAt = new Date();
  log("build started");
  try {
    const release = await publishRelease(
      root,
      {
        build: (outDir, liveDir) => buildSite(outDir, { allowDrop, previousDir: liveDir }),
        check: checkLinks,
        publish: deployToS3,
      },
      keep,
      kind,
    );
    lastBuild = {
      result: "published",
      release: release.id,
      startedAt: startedAt.toISOString(),
      durationMs: Date.now() - startedAt.getTime(),
      pages: release.census.pages,
    };
    log(`release ${release.id} is live: ${release.census.pages} pages in ${lastBuild.durationMs} ms`);
    if (release.leftover.length > 0) {
      log(`warning: pruning old releases left ${release.leftover.join(", ")}; the new release is live`);
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    lastBuild = {
      result: "failed",
      startedAt: startedAt.toISOString(),
      durationMs: Date.now() - startedAt.getTime(),
      error: explainFailure(error, [bucket, distributionId]),
    };
    log(`build failed, the live release is unchanged: ${message}`);
    // The Studio reads the failure from the live record; the site's pages stay as they are.
    await recordFailure(root, startedAt, error, [bucket, distributionId]).catch((recording: unknown) =>
      log(`the failure could not be added to the build record: ${String(recording)}`),
    );
  }
  // This build read the content after every publish accepted before it began.
  try {
    clearPending(root, startedAt);
  } catch (error) {
    log(`the pending publish could not be cleared: ${String(error)}`);
  }
}

mkdirSync(root, { recursive: true });
const builds = createRebuildQueue(debounceMs, rebuild);
// Every request is noted on disk before it is answered: a stop before its build loses nothing.
const queue: RebuildQueue = {
  ...builds,
  request() {
    markPending(root, new Date());
    builds.request();
  },
};
const waiting = pendingSince(root);
if (waiting !== undefined) {
  log(`a publish accepted at ${waiting.toISOString()} was not built before the last stop: building it`);
  queue.request();
}
const stopDaily =
  dailyAt === undefined
    ? () => {}
    : scheduleDailyRebuild(dailyAt, () => {
        log("daily rebuild");
        queue.request();
      });
const server = createReceiver({
  verifier: createSignatureVerifier(secret),
  queue,
  currentRelease: async () => {
    const live = await liveRelease(root);
    return live === undefined ? undefined : basename(live);
  },
  lastBuild: () => lastBuild,
  log,
});

server.listen(port, host, () => {
  const { port: listening } = server.address() as AddressInfo;
  log(
    `${kind === "preview" ? "draft preview " : ""}rebuild receiver on http://${host}:${listening}, releases in ${root}`,
  );
});
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    stopDaily();
    queue.stop();
    server.close();
    void queue.idle().then(() => process.exit(0));
  });
}
