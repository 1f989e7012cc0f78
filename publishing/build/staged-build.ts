/**
 * Building the site without ever damaging the one already built: Astro writes into a
 * staging folder beside the output, the build's guards look at what it wrote, and only a
 * build that passes replaces the output. A failed or refused build leaves the previous
 * output exactly as it was.
 */
import { spawn } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { mkdir, mkdtemp, readdir, rename, rm } from "node:fs/promises";
import { basename, dirname, join, resolve } from "node:path";
import { previewRequested } from "#src/config/content-config.ts";
import { PREVIEW_MARKER_FILE } from "#src/config/preview.ts";
import { explainFailure } from "../failure-reason.ts";
import { PUBLIC_OUT_DIR, ROOT } from "../repository-paths.ts";

/** What a place publishes: the public site, or a draft preview (docs/preview.md). */
export type SiteKind = "public" | "preview";

/**
 * Why a built folder must not be published as this kind of site, or undefined when it may be:
 * a draft preview build (it holds PREVIEW_MARKER_FILE) is never the public site, nor another
 * build a draft preview.
 */
export function refusalFor(kind: SiteKind, dir: string): string | undefined {
  const preview = existsSync(join(dir, PREVIEW_MARKER_FILE));
  if (kind === "public" && preview) {
    return `${dir} is a draft preview build (it holds ${PREVIEW_MARKER_FILE}): it is never published as the public site.`;
  }
  if (kind === "preview" && !preview) {
    return `${dir} is not a draft preview build (it lacks ${PREVIEW_MARKER_FILE}): build it with SANITY_PREVIEW=1.`;
  }
  return undefined;
}

const ASTRO = join(ROOT, "node_modules/astro/bin/astro.mjs");
/** Where each build runs from (see astroBuild). */
const BUILD_WORK_DIRS = join(ROOT, ".astro/builds");
/** A build's own folder there, named for the process that runs it. */
const BUILD_WORK_DIR = /^build-(\d+)-/;

/** Whether process `pid` is running (on this host: the folders are its own). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as { code?: string }).code === "EPERM";
  }
}

/**
 * Removes the folders of builds whose process is gone (killed by the OOM killer or a service
 * manager's stop timeout), each a whole copy of the site's build; leaves running builds' alone.
 * Housekeeping: never throws.
 */
export async function pruneBuildScratch(dir = BUILD_WORK_DIRS): Promise<void> {
  const names = await readdir(dir).catch(() => [] as string[]);
  for (const name of names) {
    const pid = Number(BUILD_WORK_DIR.exec(name)?.[1]);
    if (Number.isInteger(pid) && pid !== process.pid && !isRunning(pid)) {
      await rm(join(dir, name), { recursive: true, force: true }).catch(() => undefined);
    }
  }
}

/** What the guards compare between two builds. */
export interface SiteCensus {
  /** HTML pages written, the 404 page and redirects included. */
  readonly pages: number;
  /** Pages under /ourProjects/{id}. */
  readonly projectPages: number;
}

export function takeCensus(dir: string): SiteCensus | undefined {
  if (!existsSync(join(dir, "index.html"))) return undefined;
  const files = readdirSync(dir, { recursive: true, encoding: "utf8" });
  return {
    pages: files.filter((file) => file.endsWith(".html")).length,
    projectPages: files.filter((file) => /^ourProjects[\\/][^\\/]+[\\/]index\.html$/.test(file)).length,
  };
}

/**
 * Why a new build must not replace the previous one, or undefined when it may. Content that
 * looks wrong rather than broken: no project at all, or fewer than half the pages of the
 * build it would replace (an emptied dataset, a wrong dataset name, a query that matches
 * nothing). `allowDrop` is the explicit override for an intended cut.
 */
export function contentGuard(
  next: SiteCensus,
  previous: SiteCensus | undefined,
  allowDrop: boolean,
): string | undefined {
  if (allowDrop) return undefined;
  if (next.projectPages === 0) {
    return "the new build has no project pages. If the site really has no projects now, build with ALLOW_CONTENT_DROP=1.";
  }
  if (previous !== undefined && next.pages * 2 < previous.pages) {
    return (
      `the new build has ${next.pages} pages, the one it would replace ${previous.pages}: more than half would go. ` +
      "If that is intended, build with ALLOW_CONTENT_DROP=1."
    );
  }
  return undefined;
}

/**
 * Runs `astro build` into `outDir`; resolves with the exit status and its output, which also
 * goes on to this process's unless `quiet`.
 *
 * Each build runs from a folder of its own inside the project's `.astro/`, with the project
 * as its root. Astro stages its pre-rendering in the output's `.prerender/` when the output
 * lies under the folder it runs from, and otherwise in that folder's `.astro/.prerender/`,
 * which must be inside the project for the staged code to find its packages. Run from the
 * project itself, every build into a folder outside it (a test's, a release's) would share
 * one staging folder, and two at once would overwrite each other's files.
 */
export async function astroBuild(
  outDir: string,
  env: NodeJS.ProcessEnv = process.env,
  quiet = false,
): Promise<{ status: number; output: string }> {
  await mkdir(BUILD_WORK_DIRS, { recursive: true });
  await pruneBuildScratch();
  const workDir = await mkdtemp(join(BUILD_WORK_DIRS, `build-${process.pid}-`));
  try {
    return await new Promise((resolveStatus, reject) => {
      const child = spawn(process.execPath, [ASTRO, "build", "--root", ROOT, "--outDir", resolve(outDir)], {
        cwd: workDir,
        env,
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      for (const [from, to] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ] as const) {
        from.on("data", (chunk: Buffer) => {
          output += chunk.toString();
          if (!quiet) to.write(chunk);
        });
      }
      child.on("error", reject);
      child.on("close", (status, signal) => resolveStatus({ status: status ?? (signal ? 1 : 0), output }));
    });
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

export class BuildRefused extends Error {
  override name = "BuildRefused";
}

export interface BuildOptions {
  readonly env?: NodeJS.ProcessEnv;
  /** Accept a build the content guard would refuse (ALLOW_CONTENT_DROP). */
  readonly allowDrop?: boolean;
  /** The build the guard compares with; by default whatever `outDir` holds now. */
  readonly previousDir?: string | undefined;
  /** Hold Astro's output back (a failure's reason is in the error either way). */
  readonly quiet?: boolean;
  /** The public site's folder, into which a draft preview build is never swapped. */
  readonly publicDir?: string;
}

/**
 * Builds into a staging folder beside `outDir`, checks it, and swaps it in. Throws (leaving
 * `outDir` untouched) when Astro fails or a guard refuses the result.
 */
export async function buildSite(
  outDir: string,
  {
    env = process.env,
    allowDrop = false,
    previousDir = outDir,
    quiet = false,
    publicDir = PUBLIC_OUT_DIR,
  }: BuildOptions = {},
): Promise<SiteCensus> {
  const target = resolve(outDir);
  const intoPublic = target === resolve(publicDir);
  // Refused before it is built where the environment asks for a preview, and after it is built
  // by what it wrote.
  if (intoPublic && previewRequested(env)) {
    throw new BuildRefused(
      "this build is a draft preview build (SANITY_PREVIEW is set): it is never published as the public site.",
    );
  }
  const staging = join(dirname(target), `.${basename(target)}.staging`);
  await rm(staging, { recursive: true, force: true });
  try {
    const { status, output } = await astroBuild(staging, env, quiet);
    // The line that says why (and nothing of this host): it goes into the build record.
    if (status !== 0) throw new BuildRefused(explainFailure(output));
    const census = takeCensus(staging);
    if (census === undefined) throw new BuildRefused("astro build wrote no index.html");
    const refusal = contentGuard(
      census,
      previousDir === undefined ? undefined : takeCensus(previousDir),
      allowDrop,
    );
    if (refusal !== undefined) throw new BuildRefused(refusal);
    if (intoPublic) {
      const notPublic = refusalFor("public", staging);
      if (notPublic !== undefined) throw new BuildRefused(notPublic.replace(staging, "this build"));
    }

    const retired = join(dirname(target), `.${basename(target)}.previous`);
    await rm(retired, { recursive: true, force: true });
    if (existsSync(target)) await rename(target, retired);
    await rename(staging, target);
    await rm(retired, { recursive: true, force: true });
    return census;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * linkinator over a built site, with the settings of `npm run test:links`: every internal
 * link, image, stylesheet and fragment must resolve. Throws naming the first broken ones.
 */
export async function checkLinks(dir: string): Promise<void> {
  // Loaded here: `npm run build` itself never needs it.
  const { check, getConfig, LinkState } = await import("linkinator");
  const {
    checkCss,
    checkFragments,
    skip = [],
  } = await getConfig({ config: join(ROOT, "linkinator.config.json") });
  const result = await check({
    path: dir,
    recurse: true,
    checkCss: checkCss === true,
    checkFragments: checkFragments === true,
    linksToSkip: [skip].flat(),
    // A request its own loopback server left unanswered (status 0) is asked again, after 2 to
    // 2.5 s, up to twice: on a machine kept busy by other builds, a page of a sound build once
    // went unanswered and refused the build. A missing page answers 404, and is never asked again.
    retryErrors: true,
    retryErrorsCount: 2,
    retryErrorsJitter: 500,
  });
  const broken = result.links.filter((link) => link.state === LinkState.BROKEN);
  if (broken.length > 0) {
    const named = broken.slice(0, 5).map((link) => {
      const answer = link.status ? String(link.status) : `no answer: ${networkError(link.failureDetails)}`;
      return `${link.url} (${answer}, on ${link.parent ?? "?"})`;
    });
    throw new BuildRefused(`${broken.length} broken links: ${named.join("; ")}`);
  }
}

/** What a request that got no answer failed with, as linkinator keeps it. */
function networkError(failures: readonly unknown[] | undefined): string {
  const error = failures?.find((failure) => failure instanceof Error);
  if (error === undefined) return "unknown";
  const cause = (error as Error & { cause?: { code?: string; message?: string } }).cause;
  return [error.message, cause?.code ?? cause?.message].filter(Boolean).join(": ");
}
