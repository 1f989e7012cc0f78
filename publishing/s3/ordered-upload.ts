/**
 * A built site into an S3 bucket in an order that never shows a visitor a page pointing at a
 * file not there yet, or gone (docs/deploying.md, "S3 + CloudFront"): assets, other files,
 * redirects, pages, the manifest; then stale files, then a CloudFront invalidation.
 * `planDeploy` is pure; `runDeploy` carries a plan out.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join, sep } from "node:path";
import { CloudFrontClient, CreateInvalidationCommand } from "@aws-sdk/client-cloudfront";
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { MOVED_PAGES } from "#src/config/navigation.ts";
import { SEARCH_INDEX_DIR } from "#src/config/search.ts";
import { BUILD_INFO_PATH, parseBuildInfo, withFailure } from "#src/lib/build-info.ts";
import { mimeTypeOf } from "#src/lib/mime-types.ts";
import { refusalFor, type SiteKind } from "../build/staged-build.ts";

export const ASSET_CACHE = "public, max-age=31536000, immutable";
export const PAGE_CACHE = "no-cache";
export const OTHER_CACHE = "public, max-age=3600";
export const MANIFEST_KEY = "_deploy/manifest.json";
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
  readonly releases: readonly {
    readonly id: string;
    readonly publishedAt: string;
    readonly replacedAt?: string;
    readonly assets: readonly string[];
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
    const kind = kindOf(file.key);
    uploads.push({
      ...file,
      kind,
      cacheControl: kind === "asset" ? ASSET_CACHE : kind === "other" ? OTHER_CACHE : PAGE_CACHE,
      contentType: mimeTypeOf(file.key),
      ...(kind === "redirect" ? { redirectTo: REDIRECTS[file.key] } : {}),
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
    { id: releaseId, publishedAt: now.toISOString(), assets },
  ];
  const graced = new Set(releases.flatMap((release) => release.assets));

  const local = new Set(files.map((file) => file.key));
  const stale = [...remote.keys()].filter(
    (key) => !local.has(key) && key !== MANIFEST_KEY && !(key in REDIRECTS),
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
  if (!remote.has(MANIFEST_KEY)) return { releases: [] };
  const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: MANIFEST_KEY }));
  return JSON.parse((await object.Body?.transformToString()) ?? "{}") as DeployManifest;
}

export async function runDeploy(
  plan: DeployPlan,
  { s3, bucket, cloudfront, distributionId }: DeployTarget,
): Promise<void> {
  for (const upload of plan.uploads) {
    await s3.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: upload.key,
        Body: upload.path ? readFileSync(upload.path) : Buffer.alloc(0),
        ContentType: upload.contentType,
        CacheControl: upload.cacheControl,
        ...(upload.redirectTo === undefined ? {} : { WebsiteRedirectLocation: upload.redirectTo }),
      }),
    );
  }
  await s3.send(
    new PutObjectCommand({
      Bucket: bucket,
      Key: MANIFEST_KEY,
      Body: Buffer.from(JSON.stringify(plan.manifest, null, 2)),
      ContentType: "application/json",
      CacheControl: "no-store",
    }),
  );
  for (let start = 0; start < plan.deletes.length; start += 1000) {
    const batch = plan.deletes.slice(start, start + 1000).map((Key) => ({ Key }));
    await s3.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: batch, Quiet: true } }));
  }
  if (cloudfront !== undefined && distributionId !== undefined && plan.invalidations.length > 0) {
    await cloudfront.send(
      new CreateInvalidationCommand({
        DistributionId: distributionId,
        InvalidationBatch: {
          CallerReference: plan.manifest.releases.at(-1)?.id ?? String(Date.now()),
          Paths: { Quantity: plan.invalidations.length, Items: [...plan.invalidations] },
        },
      }),
    );
  }
}

/**
 * Adds a failed build to the live site's record in the bucket (src/lib/build-info.ts), as the
 * self-hosted receiver does in its live release, and invalidates it: the pages stay as they
 * are, and the next deploy's record replaces it. For a CI job's failure step. Changes nothing
 * and returns false when the bucket holds no record it can read.
 */
export async function recordFailedBuild(
  { s3, bucket, cloudfront, distributionId }: DeployTarget,
  startedAt: Date,
  message: string,
): Promise<boolean> {
  const key = BUILD_INFO_PATH.slice(1);
  let info;
  try {
    const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    info = parseBuildInfo(JSON.parse((await object.Body?.transformToString()) ?? "null"));
  } catch {
    return false;
  }
  if (info === undefined) return false;
  await s3.send(
    new PutObjectCommand({
      Bucket: bucket,
      Key: key,
      Body: Buffer.from(`${JSON.stringify(withFailure(info, startedAt, message))}\n`),
      ContentType: "application/json",
      CacheControl: PAGE_CACHE,
    }),
  );
  if (cloudfront !== undefined && distributionId !== undefined) {
    await cloudfront.send(
      new CreateInvalidationCommand({
        DistributionId: distributionId,
        InvalidationBatch: {
          CallerReference: `failure-${startedAt.toISOString()}`,
          Paths: { Quantity: 1, Items: [BUILD_INFO_PATH] },
        },
      }),
    );
  }
  return true;
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

/**
 * Why a bucket cannot take a deploy of this kind, or undefined. The manifest says what the
 * bucket serves; a bucket with files but no kind serves the public site; an empty one takes
 * either. So a draft preview never lands in the public site's bucket, and the public site
 * never in the preview's (whose access rules keep it private).
 */
export function bucketRefusal(
  bucket: string,
  kind: SiteKind,
  manifest: DeployManifest,
  objectCount: number,
): string | undefined {
  const serves = manifest.kind ?? (objectCount === 0 ? undefined : "public");
  if (serves === undefined || serves === kind) return undefined;
  return kind === "preview"
    ? `s3://${bucket} serves the public site: a draft preview is never deployed there. Deploy it to its own private bucket.`
    : `s3://${bucket} serves the draft preview: the public site is never deployed there.`;
}

export interface DeployOptions {
  readonly dir: string;
  /** A draft preview build, into a bucket that serves one (default: the public site). */
  readonly kind?: SiteKind;
  readonly bucket: string;
  readonly distributionId?: string | undefined;
  readonly graceMs: number;
  readonly dryRun?: boolean;
  readonly s3?: S3Client;
}

/** Plans a deploy of `dir` against what the bucket holds, and carries it out unless `dryRun`. */
export async function deploySite({
  dir,
  kind = "public",
  bucket,
  distributionId,
  graceMs,
  dryRun = false,
  s3 = createS3Client(),
}: DeployOptions): Promise<DeployPlan> {
  const refusal = refusalFor(kind, dir);
  if (refusal !== undefined) throw new Error(refusal);
  const remote = await listBucket(s3, bucket);
  const manifest = await readManifest(s3, bucket, remote);
  const refusedBucket = bucketRefusal(bucket, kind, manifest, remote.size);
  if (refusedBucket !== undefined) throw new Error(refusedBucket);
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
}
