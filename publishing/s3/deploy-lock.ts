/**
 * One deploy at a time per bucket: a lock object in the bucket, taken by a conditional write
 * (`If-None-Match: *`, which S3 makes atomic), so two CI runs never interleave their uploads and
 * deletes. The second waits, then refuses, saying who holds the lock and since when. A lock
 * older than LOCK_STALE_MS was left by a deploy that was cut off; it is taken over, again
 * conditionally (`If-Match` its ETag), so two deploys cannot both take it.
 */
import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { DeleteObjectCommand, type S3Client } from "@aws-sdk/client-s3";
import { conditionFailed, readJson, writeJson } from "./bucket-objects.ts";

export const LOCK_KEY = "_deploy/lock.json";
/** A deploy takes minutes; a lock this old belongs to one that died. */
export const LOCK_STALE_MS = 60 * 60 * 1000;

export interface LockHolder {
  readonly holder: string;
  readonly since: string;
  readonly token: string;
}

export interface LockOptions {
  /** How long to wait for another deploy to finish before refusing. */
  readonly waitMs: number;
  /** How often to look again meanwhile, at most: the first looks come sooner. */
  readonly pollMs?: number;
  readonly now?: () => Date;
}

export class DeployLocked extends Error {
  override name = "DeployLocked";
}

/**
 * Takes the bucket's deploy lock, waiting up to `waitMs` for a deploy that holds it; throws
 * DeployLocked naming the holder when it does not come free. Resolves with what releases it.
 */
export async function takeDeployLock(
  s3: S3Client,
  bucket: string,
  { waitMs, pollMs = 2000, now = () => new Date() }: LockOptions,
): Promise<() => Promise<void>> {
  const mine: LockHolder = {
    holder: `${hostname()} (process ${process.pid})`,
    since: now().toISOString(),
    token: randomUUID(),
  };
  const started = Date.now();
  let pause = 250;
  // A free lock is taken if no one holds it; a stale one, if it is still the one read.
  let condition: { IfNoneMatch: string } | { IfMatch: string } = { IfNoneMatch: "*" };
  for (;;) {
    try {
      const { ETag } = await writeJson(s3, bucket, LOCK_KEY, mine, condition);
      return () => releaseLock(s3, bucket, ETag);
    } catch (error) {
      if (!conditionFailed(error)) throw error;
    }
    condition = { IfNoneMatch: "*" };
    const held = await readJson(s3, bucket, LOCK_KEY);
    if (held === undefined) continue;
    const holder = (held.value ?? {}) as Partial<LockHolder>;
    const since = Date.parse(holder.since ?? "");
    if (!Number.isFinite(since) || now().getTime() - since > LOCK_STALE_MS) {
      condition = { IfMatch: held.etag };
      continue;
    }
    const waited = Date.now() - started;
    if (waited >= waitMs) {
      throw new DeployLocked(
        `another deploy holds this bucket: ${holder.holder ?? "someone"} since ${holder.since}. ` +
          `Waited ${Math.round(waited / 1000)} s. If that deploy was stopped, delete ${LOCK_KEY} ` +
          `(it is taken over by itself after ${LOCK_STALE_MS / 60_000} minutes).`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, Math.min(pause, waitMs - waited)));
    pause = Math.min(pause * 2, pollMs);
  }
}

/** Deletes the lock if it is still this deploy's (a stale takeover left it to another). */
async function releaseLock(s3: S3Client, bucket: string, etag: string | undefined): Promise<void> {
  if (etag === undefined) return;
  try {
    await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: LOCK_KEY, IfMatch: etag }));
  } catch (error) {
    if (!conditionFailed(error)) throw error;
  }
}
