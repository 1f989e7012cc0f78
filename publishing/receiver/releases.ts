/**
 * Release folders for a self-hosted site: each build goes into `releases/<id>/` under the
 * site root, and `current` is a symlink to the live one, which a static server serves.
 * Only a build that passes its guards and the link check becomes current, by one atomic
 * rename of the symlink; a failed build is removed and `current` never moves. The newest
 * `keep` releases stay on disk, so rolling back is pointing `current` at an older one.
 * Pruning the others is housekeeping, after the switch: it never removes the live release,
 * and what it cannot remove stays, named, while the publish stands.
 */
import { existsSync } from "node:fs";
import {
  mkdir,
  readdir,
  readFile,
  readlink,
  realpath,
  rename,
  rm,
  symlink,
  writeFile,
} from "node:fs/promises";
import { basename, join, relative } from "node:path";
import { BUILD_INFO_PATH, parseBuildRecord, withFailure } from "#src/lib/build-info.ts";
import { refusalFor, type SiteCensus, type SiteKind } from "../build/staged-build.ts";
import { explainFailure } from "../failure-reason.ts";

export interface ReleaseSteps {
  /** Builds into `outDir`, comparing with the live release for the content guard; throws when refused. */
  build(outDir: string, liveDir: string | undefined): Promise<SiteCensus>;
  /** Further checks of a finished build (the link check); throws to refuse it. */
  check(outDir: string): Promise<void>;
  /** Publishing elsewhere too (the S3 deploy), before `current` switches; throws to refuse it. */
  publish?(outDir: string): Promise<void>;
}

export interface Release {
  readonly id: string;
  readonly dir: string;
  readonly census: SiteCensus;
  /** What pruning could not remove (each with why); the release is live all the same. */
  readonly leftover: readonly string[];
}

const RELEASE_ID = /^\d{8}T\d{6}\d{3}Z(-\d+)?$/;
/** A killed build's leftovers beside the releases: its staging or retired folder (staged-build.ts). */
const BUILD_LEFTOVER = /^\.\d{8}T\d{6}\d{3}Z(-\d+)?\.(staging|previous)$/;

export const releasesDir = (root: string) => join(root, "releases");
export const currentLink = (root: string) => join(root, "current");

/** The live release's folder, or undefined before the first release. */
export async function liveRelease(root: string): Promise<string | undefined> {
  return existsSync(currentLink(root)) ? realpath(currentLink(root)) : undefined;
}

/** Points `current` at `dir`, atomically: a new symlink renamed over the old one. */
export async function switchTo(root: string, dir: string): Promise<void> {
  const next = join(root, `.current.${process.pid}.next`);
  await rm(next, { force: true });
  await symlink(relative(root, dir), next);
  await rename(next, currentLink(root));
}

/**
 * Adds a failed build to the live release's build record, where the Studio reads it
 * (src/lib/build-info.ts): its pages stay as they are, and the next release's record replaces
 * this one. The record, served to anyone, keeps only the line that says why, redacted
 * (failure-reason.ts), with `hide`'s values taken out too. Written beside and renamed over the
 * old, so a reader never sees half a file. Does nothing before the first release, or when the
 * live record cannot be read.
 */
export async function recordFailure(
  root: string,
  startedAt: Date,
  failure: unknown,
  hide: readonly (string | undefined)[] = [],
): Promise<void> {
  const live = await liveRelease(root);
  if (live === undefined) return;
  const file = join(live, BUILD_INFO_PATH);
  const info = parseBuildRecord(await readFile(file, "utf8").catch(() => ""));
  if (info === undefined) return;
  const next = `${file}.${process.pid}.next`;
  const reason = explainFailure(failure, hide);
  await writeFile(next, `${JSON.stringify(withFailure(info, startedAt, reason))}\n`);
  await rename(next, file);
}

async function newReleaseId(root: string): Promise<string> {
  const stamp = new Date().toISOString().replace(/[-:.]/g, "");
  let id = stamp;
  for (let n = 2; existsSync(join(releasesDir(root), id)); n++) id = `${stamp}-${n}`;
  return id;
}

/**
 * Builds, checks and switches to a new release; throws, leaving `current` as it was, if any
 * step fails. A site's releases hold only its kind of build: the public site's never a draft
 * preview, a preview's (its own root) only a draft preview.
 */
export async function publishRelease(
  root: string,
  steps: ReleaseSteps,
  keep: number,
  kind: SiteKind = "public",
): Promise<Release> {
  await mkdir(releasesDir(root), { recursive: true });
  const id = await newReleaseId(root);
  const dir = join(releasesDir(root), id);
  let census: SiteCensus;
  try {
    census = await steps.build(dir, await liveRelease(root));
    const refusal = refusalFor(kind, dir);
    if (refusal !== undefined) throw new Error(refusal);
    await steps.check(dir);
    await steps.publish?.(dir);
    await switchTo(root, dir);
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  // Live from here on: nothing after the switch may undo it.
  return { id, dir, census, leftover: await pruneReleases(root, keep) };
}

/**
 * Removes all but the newest `keep` releases, and what killed builds left beside them; the live
 * one always stays. Never throws: resolves with what it could not remove, and why.
 */
export async function pruneReleases(root: string, keep: number): Promise<string[]> {
  const leftover: string[] = [];
  const stayed = (path: string) => (error: unknown) => {
    leftover.push(`${relative(root, path)} (${(error as { code?: string }).code ?? String(error)})`);
  };
  const remove = (path: string) => rm(path, { recursive: true, force: true }).catch(stayed(path));
  try {
    const live = existsSync(currentLink(root)) ? basename(await readlink(currentLink(root))) : undefined;
    const names = await readdir(releasesDir(root));
    const ids = names.filter((name) => RELEASE_ID.test(name)).toSorted();
    for (const id of ids.slice(0, Math.max(0, ids.length - keep))) {
      if (id !== live) await remove(join(releasesDir(root), id));
    }
    for (const name of names.filter((entry) => BUILD_LEFTOVER.test(entry))) {
      await remove(join(releasesDir(root), name));
    }
  } catch (error) {
    stayed(releasesDir(root))(error);
  }
  return leftover;
}
