/**
 * A built site into an S3 bucket in an order that never shows a visitor a page pointing at a
 * file not there yet, or gone (docs/deploying.md, "S3 + CloudFront"): the manifest, assets,
 * other files, redirects, pages, the build record; then stale files, then a CloudFront
 * invalidation. It touches only what is the site's: a file is stale only when one of the
 * site's own manifests lists it, and a bucket holding other objects and no manifest is
 * refused unless adopted. `planDeploy` is pure; `runDeploy` carries a plan out; `deploySite`
 * does both under the bucket's deploy lock (deploy-lock.ts).
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join, sep } from "node:path";
import { CloudFrontClient, CreateInvalidationCommand } from "@aws-sdk/client-cloudfront";
import { DeleteObjectsCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { MOVED_PAGES } from "#src/config/navigation.ts";
import { PREVIEW_HEADERS } from "#src/config/preview.ts";
import { SEARCH_INDEX_DIR } from "#src/config/search.ts";
import { BUILD_INFO_PATH, parseBuildInfo, parseBuildRecord, withFailure } from "#src/lib/build-info.ts";
import { mimeTypeOf } from "#src/lib/build/mime-types.ts";
import { refusalFor, type SiteKind } from "../build/staged-build.ts";
import { explainFailure } from "../failure-reason.ts";
import { conditionFailed, readJson, writeJson } from "./bucket-objects.ts";
import { takeDeployLock } from "./deploy-lock.ts";

export const ASSET_CACHE = "public, max-age=31536000, immutable";
export const PAGE_CACHE = "no-cache";
export const OTHER_CACHE = "public, max-age=3600";
/** Every file of a draft preview: never stored by a shared cache, nor by the browser. */
export const PREVIEW_CACHE = PREVIEW_HEADERS["Cache-Control"];
/** The deploy's own objects (its manifest and lock), never the site's files. */
const DEPLOY_PREFIX = "_deploy/";
export const MANIFEST_KEY = `${DEPLOY_PREFIX}manifest.json`;
/** The moved pages' keys (as folder and as page), and where they lead now. */
export const REDIRECTS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(MOVED_PAGES).flatMap(([from, to]) => [
    [from.slice(1), to],
    [`${from.slice(1)}/index.html`, to],
  ]),
);
/** Files of the build that are configuration for other hosts, not content. */
const NOT_PUBLISHED = new Set(["_headers"]);
/** Beyond this many changed paths, one wildcard invalidation is cheaper than a list. */
const MAX_INVALIDATION_PATHS = 100;

/**
 * What a file is to the deploy: a hashed asset (bundles, and the search index's chunks, named
 * by their content), another file, the search index's fixed-name files (its entry, which names
 * the chunks, and its code), a redirect, a page (or a page's data, such as the certificates'
 * viewer's items, revalidated and invalidated with it), the build record. Uploaded in that
 * order: the record (src/lib/build-info.ts) tells the Studio the pages are live, so it goes
 * when they are.
 */
export type FileKind = "asset" | "other" | "search" | "redirect" | "page" | "record";

export interface LocalFile {
  readonly key: string;
  readonly path: string;
  readonly md5: string;
}

export interface Upload extends LocalFile {
  readonly kind: FileKind;
  readonly cacheControl: string;
  readonly contentType: string;
  readonly redirectTo?: string;
}

export interface DeployManifest {
  /** Absent in a manifest written before previews existed: that bucket holds the public site. */
  readonly kind?: SiteKind;
  /**
   * Written before a release's files go up, so a deploy cut off midway leaves its files
   * listed: the next deploy deletes those it no longer has and keeps its assets for the grace.
   */
  readonly releases: readonly {
    readonly id: string;
    readonly publishedAt: string;
    readonly replacedAt?: string;
    readonly assets: readonly string[];
    /**
     * Every object key the release put up. Absent in a manifest written before the deploy
     * listed them: that deploy counted the whole bucket as the site's, and so does the next.
     */
    readonly files?: readonly string[];
  }[];
}

export interface DeployPlan {
  readonly uploads: readonly Upload[];
  readonly unchanged: number;
  readonly deletes: readonly string[];
  /** Hashed assets no longer used but kept for the grace period. */
  readonly keptAssets: readonly string[];
  readonly invalidations: readonly string[];
  readonly manifest: DeployManifest;
}

const ORDER: readonly FileKind[] = ["asset", "other", "search", "redirect", "page", "record"];

/** The search index's files named by a hash of their content (Pagefind's chunks and metadata). */
const HASHED_SEARCH_FILE = new RegExp(
  `^${SEARCH_INDEX_DIR}/((index|fragment|filter)/[^/]+|[^/]+\\.pf_meta)$`,
);

export function kindOf(key: string): FileKind {
  if (key in REDIRECTS) return "redirect";
  if (key.startsWith("_astro/") || HASHED_SEARCH_FILE.test(key)) return "asset";
  if (key.startsWith(`${SEARCH_INDEX_DIR}/`)) return "search";
  if (`/${key}` === BUILD_INFO_PATH) return "record";
  return key.endsWith(".html") || key.endsWith(".json") ? "page" : "other";
}

/** The URL paths CloudFront may have cached a page under. */
export function pagePaths(key: string): string[] {
  if (key === "index.html") return ["/", "/index.html"];
  if (key.endsWith("/index.html")) {
    const path = `/${key.slice(0, -"/index.html".length)}`;
    return [path, `${path}/`, `/${key}`];
  }
  return [`/${key}`];
}

const EMPTY_MD5 = createHash("md5").digest("hex");

/**
 * Every file of a built site, with the object key it gets and its MD5 (what S3's ETag is),
 * plus an empty object for each redirect the build has no file for (`path` "").
 */
export function listSite(dir: string): LocalFile[] {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const path = join(entry.parentPath, entry.name);
      const key = path
        .slice(dir.length + 1)
        .split(sep)
        .join("/");
      return { key, path, md5: createHash("md5").update(readFileSync(path)).digest("hex") };
    })
    .filter((file) => !NOT_PUBLISHED.has(file.key));
  const redirects = Object.keys(REDIRECTS)
    .filter((key) => !files.some((file) => file.key === key))
    .map((key) => ({ key, path: "", md5: EMPTY_MD5 }));
  return [...files, ...redirects].toSorted((a, b) => a.key.localeCompare(b.key));
}

export interface PlanInput {
  readonly files: readonly LocalFile[];
  /** Object key → ETag (MD5 hex, without quotes) of what the bucket holds now. */
  readonly remote: ReadonlyMap<string, string>;
  readonly manifest: DeployManifest;
  readonly releaseId: string;
  readonly now: Date;
  readonly graceMs: number;
  /** What the bucket serves after this deploy; the manifest records it. */
  readonly kind?: SiteKind;
}

/** How long a shared cache and the browser may keep a file of this kind, for a kind of site. */
export function cacheControlOf(kind: FileKind, site: SiteKind = "public"): string {
  if (site === "preview") return PREVIEW_CACHE;
  return kind === "asset" ? ASSET_CACHE : kind === "other" ? OTHER_CACHE : PAGE_CACHE;
}

export function planDeploy({
  files,
  remote,
  manifest,
  releaseId,
  now,
  graceMs,
  kind,
}: PlanInput): DeployPlan {
  const uploads: Upload[] = [];
  let unchanged = 0;
  for (const file of files) {
    if (remote.get(file.key) === file.md5) {
      unchanged += 1;
      continue;
    }
    const fileKind = kindOf(file.key);
    uploads.push({
      ...file,
      kind: fileKind,
      cacheControl: cacheControlOf(fileKind, kind),
      contentType: mimeTypeOf(file.key),
      ...(fileKind === "redirect" ? { redirectTo: REDIRECTS[file.key] } : {}),
    });
  }
  uploads.sort((a, b) => ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind) || a.key.localeCompare(b.key));

  const assets = files.filter((file) => kindOf(file.key) === "asset").map((file) => file.key);
  const cutoff = now.getTime() - graceMs;
  const releases = [
    // The release live until now is replaced now; those replaced longer ago than the grace go.
    ...manifest.releases
      .map((release) => ({ ...release, replacedAt: release.replacedAt ?? now.toISOString() }))
      .filter((release) => Date.parse(release.replacedAt) >= cutoff),
    { id: releaseId, publishedAt: now.toISOString(), assets, files: files.map((file) => file.key) },
  ];
  const graced = new Set(releases.flatMap((release) => release.assets));

  // What the site's manifests list is the site's; anything else in the bucket is left alone.
  const legacy = manifest.releases.some((release) => release.files === undefined);
  const owned = new Set(
    manifest.releases.flatMap((release) => [...release.assets, ...(release.files ?? [])]),
  );
  const local = new Set(files.map((file) => file.key));
  const stale = [...remote.keys()].filter(
    (key) =>
      (legacy || owned.has(key)) && !local.has(key) && !key.startsWith(DEPLOY_PREFIX) && !(key in REDIRECTS),
  );
  const keptAssets = stale.filter((key) => kindOf(key) === "asset" && graced.has(key));
  const deletes = stale.filter((key) => !keptAssets.includes(key)).toSorted();

  // The search index's entry is revalidated like a page, and CloudFront may hold it like one.
  const changedPages = [
    ...uploads
      .filter((upload) => upload.kind !== "asset" && upload.kind !== "other")
      .map((upload) => upload.key),
    ...deletes.filter((key) => kindOf(key) === "page" || kindOf(key) === "search"),
  ];
  const paths = [...new Set(changedPages.flatMap(pagePaths))];
  return {
    uploads,
    unchanged,
    deletes,
    keptAssets,
    invalidations: paths.length > MAX_INVALIDATION_PATHS ? ["/*"] : paths,
    manifest: kind === undefined ? { releases } : { kind, releases },
  };
}

export interface DeployTarget {
  readonly s3: S3Client;
  readonly bucket: string;
  readonly cloudfront?: CloudFrontClient | undefined;
  readonly distributionId?: string | undefined;
}

/** Object key → ETag without quotes, for every object in the bucket. */
export async function listBucket(s3: S3Client, bucket: string): Promise<Map<string, string>> {
  const objects = new Map<string, string>();
  let token: string | undefined;
  do {
    const page = await s3.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
    for (const object of page.Contents ?? []) {
      if (object.Key) objects.set(object.Key, (object.ETag ?? "").replaceAll('"', ""));
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token !== undefined);
  return objects;
}

export async function readManifest(
  s3: S3Client,
  bucket: string,
  remote: ReadonlyMap<string, string>,
): Promise<DeployManifest> {
  const manifest = remote.has(MANIFEST_KEY) ? await readJson(s3, bucket, MANIFEST_KEY) : undefined;
  return (manifest?.value ?? { releases: [] }) as DeployManifest;
}

/** An AWS SDK error as one line: which service refused what, and its error code. */
export class DeployFailed extends Error {
  override name = "DeployFailed";
}

/** `step`, with an SDK error reworded as "<service> refused <what>: <code>". */
async function refusedAs<T>(what: string, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    const { name, $metadata } = error as { name?: string; $metadata?: unknown };
    if ($metadata === undefined || name === undefined) throw error;
    throw new DeployFailed(`${what}: ${name}`, { cause: error });
  }
}

export async function runDeploy(plan: DeployPlan, target: DeployTarget): Promise<void> {
  const { s3, bucket } = target;
  // First: a deploy cut off after this still leaves its files listed for the next.
  await refusedAs("S3 refused the manifest", () => writeJson(s3, bucket, MANIFEST_KEY, plan.manifest));
  for (const upload of plan.uploads) {
    await refusedAs("S3 refused the upload", () =>
      s3.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: upload.key,
          Body: upload.path ? readFileSync(upload.path) : Buffer.alloc(0),
          ContentType: upload.contentType,
          CacheControl: upload.cacheControl,
          ...(upload.redirectTo === undefined ? {} : { WebsiteRedirectLocation: upload.redirectTo }),
        }),
      ),
    );
  }
  for (let start = 0; start < plan.deletes.length; start += 1000) {
    const batch = plan.deletes.slice(start, start + 1000).map((Key) => ({ Key }));
    await refusedAs("S3 refused the deletion", () =>
      s3.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: batch, Quiet: true } })),
    );
  }
  await refusedAs("CloudFront refused the invalidation", () =>
    invalidate(target, plan.manifest.releases.at(-1)?.id ?? String(Date.now()), plan.invalidations),
  );
}

/** Has CloudFront drop its copies of `paths`, where the target names a distribution. */
async function invalidate(
  { cloudfront, distributionId }: DeployTarget,
  reference: string,
  paths: readonly string[],
): Promise<void> {
  if (cloudfront === undefined || distributionId === undefined || paths.length === 0) return;
  await cloudfront.send(
    new CreateInvalidationCommand({
      DistributionId: distributionId,
      InvalidationBatch: { CallerReference: reference, Paths: { Quantity: paths.length, Items: [...paths] } },
    }),
  );
}

const RECORD_KEY = BUILD_INFO_PATH.slice(1);

/** The build record a bucket serves, with its ETag, or undefined where it holds none it can read. */
async function readRemoteRecord(s3: S3Client, bucket: string) {
  const object = await readJson(s3, bucket, RECORD_KEY).catch(() => undefined);
  const info = parseBuildInfo(object?.value);
  return object === undefined || info === undefined ? undefined : { info, etag: object.etag };
}

/** What recordFailedBuild did. */
export type FailureRecording =
  /** The live record now says the build failed. */
  | "recorded"
  /** The bucket holds no record it can read: nothing changed. */
  | "no-record"
  /** A build begun later is live, or failed later: that says more, and stays. */
  | "newer";

/**
 * Adds a failed build to the live site's record in the bucket (src/lib/build-info.ts), as the
 * self-hosted receiver does in its live release, and invalidates it: the pages stay as they
 * are, and the next deploy's record replaces it. For a CI job's failure step, given what the
 * build printed: the record keeps the line that says why, redacted (failure-reason.ts). The
 * write is conditional on the record read, so a deploy finishing meanwhile is never undone.
 */
export async function recordFailedBuild(
  target: DeployTarget,
  startedAt: Date,
  output: string,
): Promise<FailureRecording> {
  const { s3, bucket, distributionId } = target;
  const reason = explainFailure(output, [bucket, distributionId]);
  for (;;) {
    const live = await readRemoteRecord(s3, bucket);
    if (live === undefined) return "no-record";
    const { builtAt, failure } = live.info;
    if (Date.parse(builtAt) >= startedAt.getTime()) return "newer";
    if (failure !== undefined && Date.parse(failure.startedAt) > startedAt.getTime()) return "newer";
    try {
      await writeJson(s3, bucket, RECORD_KEY, withFailure(live.info, startedAt, reason), {
        CacheControl: PAGE_CACHE,
        IfMatch: live.etag,
      });
      break;
    } catch (error) {
      // Changed since it was read: read it again.
      if (!conditionFailed(error)) throw error;
    }
  }
  await invalidate(target, `failure-${startedAt.toISOString()}`, [BUILD_INFO_PATH]);
  return "recorded";
}

/** The plan as a human reads it, for --dry-run and the deploy log. */
export function describePlan(plan: DeployPlan): string {
  const lines = [
    `${plan.uploads.length} to upload, ${plan.unchanged} unchanged, ${plan.deletes.length} to delete, ` +
      `${plan.keptAssets.length} old assets kept for the grace period`,
    ...plan.uploads.map(
      (upload) =>
        `  put    ${upload.key}  (${upload.kind}; ${upload.contentType}; ${upload.cacheControl}` +
        `${upload.redirectTo ? `; redirect to ${upload.redirectTo}` : ""})`,
    ),
    ...plan.deletes.map((key) => `  delete ${key}`),
    ...plan.keptAssets.map((key) => `  keep   ${key}  (previous release)`),
    plan.invalidations.length > 0
      ? `  invalidate ${plan.invalidations.join(" ")}`
      : "  nothing to invalidate",
  ];
  return lines.join("\n");
}

/**
 * An S3 client from the usual AWS sources; `S3_ENDPOINT` points it at an S3-compatible
 * server (path-style). Checksums only where S3 requires them: compatible servers do not all
 * know the newer ones.
 */
export function createS3Client(env: NodeJS.ProcessEnv = process.env): S3Client {
  const endpoint = env["S3_ENDPOINT"]?.trim() || undefined;
  return new S3Client({
    ...(endpoint === undefined ? {} : { endpoint, forcePathStyle: true }),
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}

/** The bucket's objects that are not the deploy's own (its manifest and lock). */
const siteObjects = (remote: ReadonlyMap<string, string>) =>
  [...remote.keys()].filter((key) => !key.startsWith(DEPLOY_PREFIX));

/**
 * Why a bucket cannot take a deploy of this kind, or undefined.
 * - A bucket holding objects and no manifest of this site is someone else's, or a mistyped
 *   name: refused, naming a few of its keys, unless `adopt` (and even then nothing of what it
 *   holds is deleted: only what the site's manifests list ever is).
 * - The manifest says what the bucket serves; a bucket with files but no kind serves the public
 *   site; an empty one takes either. So a draft preview never lands in the public site's bucket,
 *   and the public site never in the preview's (whose access rules keep it private).
 */
export function bucketRefusal(
  bucket: string,
  kind: SiteKind,
  manifest: DeployManifest,
  remote: ReadonlyMap<string, string>,
  adopt = false,
): string | undefined {
  const objects = siteObjects(remote);
  if (!remote.has(MANIFEST_KEY) && objects.length > 0 && !adopt) {
    const some = objects.slice(0, 3).join(", ");
    return (
      `s3://${bucket} holds ${objects.length} objects (${some}${objects.length > 3 ? ", …" : ""}) and no manifest ` +
      `of this site (${MANIFEST_KEY}): it is another's bucket, or a mistyped name. Nothing was changed. ` +
      "To deploy into it all the same, give --adopt: what it holds now is never deleted."
    );
  }
  const serves = manifest.kind ?? (objects.length === 0 ? undefined : "public");
  if (serves === undefined || serves === kind) return undefined;
  return kind === "preview"
    ? `s3://${bucket} serves the public site: a draft preview is never deployed there. Deploy it to its own private bucket.`
    : `s3://${bucket} serves the draft preview: the public site is never deployed there.`;
}

/** Why `dir` must not replace what the bucket serves: it is an older build than the live one. */
async function olderBuildRefusal(s3: S3Client, bucket: string, dir: string): Promise<string | undefined> {
  const local = parseBuildRecord(await readFile(join(dir, RECORD_KEY), "utf8").catch(() => ""));
  const live = await readRemoteRecord(s3, bucket);
  if (local === undefined || live === undefined) return undefined;
  return Date.parse(live.info.builtAt) > Date.parse(local.builtAt)
    ? `s3://${bucket} already serves a newer build (begun ${live.info.builtAt}) than this one (begun ` +
        `${local.builtAt}): it would put back what was since changed or retracted. Nothing was changed.`
    : undefined;
}

export interface DeployOptions {
  readonly dir: string;
  /** A draft preview build, into a bucket that serves one (default: the public site). */
  readonly kind?: SiteKind;
  readonly bucket: string;
  readonly distributionId?: string | undefined;
  readonly graceMs: number;
  readonly dryRun?: boolean;
  /** Deploy into a bucket that holds objects and no manifest of this site (bucketRefusal). */
  readonly adopt?: boolean;
  /** How long to wait for another deploy of the bucket to finish (default 10 minutes). */
  readonly lockWaitMs?: number;
  readonly s3?: S3Client;
}

/**
 * Plans a deploy of `dir` against what the bucket holds, and carries it out unless `dryRun`,
 * holding the bucket's deploy lock throughout: refused, changing nothing, for a bucket that is
 * not the site's, of the other kind, or serving a newer build.
 */
export async function deploySite({
  dir,
  kind = "public",
  bucket,
  distributionId,
  graceMs,
  dryRun = false,
  adopt = false,
  lockWaitMs = 10 * 60 * 1000,
  s3 = createS3Client(),
}: DeployOptions): Promise<DeployPlan> {
  const refusal = refusalFor(kind, dir);
  if (refusal !== undefined) throw new DeployFailed(refusal);
  const unlock = dryRun
    ? async () => {}
    : await refusedAs("S3 refused the deploy lock", () => takeDeployLock(s3, bucket, { waitMs: lockWaitMs }));
  try {
    const remote = await refusedAs("S3 refused the listing", () => listBucket(s3, bucket));
    const manifest = await readManifest(s3, bucket, remote);
    const refused =
      bucketRefusal(bucket, kind, manifest, remote, adopt) ?? (await olderBuildRefusal(s3, bucket, dir));
    if (refused !== undefined) throw new DeployFailed(refused);
    const now = new Date();
    const plan = planDeploy({
      files: listSite(dir),
      remote,
      manifest,
      releaseId: now.toISOString(),
      now,
      graceMs,
      kind,
    });
    if (!dryRun) {
      const cloudfront = distributionId === undefined ? undefined : new CloudFrontClient({});
      await runDeploy(plan, { s3, bucket, cloudfront, distributionId });
    }
    return plan;
  } finally {
    await unlock();
  }
}
