/**
 * The S3 + CloudFront deploy: the plan as a table of cases, then real deploys to an
 * S3-compatible server on 127.0.0.1 (tooling/loopback-s3.ts), started here and stopped afterwards.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import type { CloudFrontClient } from "@aws-sdk/client-cloudfront";
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, type S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PREVIEW_MARKER_FILE, PREVIEW_MARKER_TEXT } from "#src/config/preview.ts";
import {
  ASSET_CACHE,
  bucketRefusal,
  kindOf,
  deploySite,
  listBucket,
  listSite,
  MANIFEST_KEY,
  OTHER_CACHE,
  PAGE_CACHE,
  pagePaths,
  PREVIEW_CACHE,
  planDeploy,
  readManifest,
  recordFailedBuild,
  runDeploy,
  type DeployManifest,
  type LocalFile,
} from "../../publishing/s3/ordered-upload";
import { LOCK_KEY, takeDeployLock } from "../../publishing/s3/deploy-lock";
import { ROOT } from "../../publishing/repository-paths.ts";
import { startLoopbackS3, type LoopbackS3 } from "../../tooling/loopback-s3";

const DAY = 24 * 3600 * 1000;
const NOW = new Date("2026-11-21T12:00:00Z");
const file = (key: string, md5 = `md5-of-${key}`): LocalFile => ({ key, path: `/site/${key}`, md5 });

describe("pagePaths", () => {
  it.each<[string, string[]]>([
    ["index.html", ["/", "/index.html"]],
    ["careers/index.html", ["/careers", "/careers/", "/careers/index.html"]],
    ["ourProjects/p-1/index.html", ["/ourProjects/p-1", "/ourProjects/p-1/", "/ourProjects/p-1/index.html"]],
    ["404.html", ["/404.html"]],
  ])("%s is cached as %j", (key, paths) => {
    expect(pagePaths(key)).toEqual(paths);
  });
});

describe("kindOf", () => {
  it.each([
    ["_astro/app.B1.js", "asset"],
    ["pagefind/index/en_8ee92b3.pf_index", "asset"],
    ["pagefind/fragment/en_1a2b3c4.pf_fragment", "asset"],
    ["pagefind/filter/ar_3cb885c.pf_filter", "asset"],
    ["pagefind/pagefind.en_5b687bc386.pf_meta", "asset"],
    ["pagefind/pagefind-entry.json", "search"],
    ["pagefind/pagefind.js", "search"],
    ["pagefind/wasm.ar.pagefind", "search"],
    ["team", "redirect"],
    ["careers/index.html", "page"],
    ["ar/classifications/certificates.json", "page"],
    ["media/hero.mp4", "other"],
    ["build-info.json", "record"],
  ])("%s is %s", (key, kind) => {
    expect(kindOf(key)).toBe(kind);
  });
});

describe("a new search index", () => {
  it("goes up chunks first, then its entry (revalidated and invalidated), then the pages; old chunks stay for the grace", () => {
    const files = [
      file("index.html"),
      file("pagefind/pagefind-entry.json"),
      file("pagefind/pagefind.en_new.pf_meta"),
      file("pagefind/index/en_new.pf_index"),
    ];
    const plan = planDeploy({
      files,
      remote: new Map([
        ["pagefind/pagefind-entry.json", "old"],
        ["pagefind/pagefind.en_old.pf_meta", "old"],
        ["pagefind/index/en_old.pf_index", "old"],
      ]),
      manifest: {
        releases: [
          {
            id: "r1",
            publishedAt: NOW.toISOString(),
            assets: ["pagefind/pagefind.en_old.pf_meta", "pagefind/index/en_old.pf_index"],
          },
        ],
      },
      releaseId: "r2",
      now: NOW,
      graceMs: 7 * DAY,
    });
    expect(plan.uploads.map((upload) => [upload.key, upload.cacheControl])).toEqual([
      ["pagefind/index/en_new.pf_index", ASSET_CACHE],
      ["pagefind/pagefind.en_new.pf_meta", ASSET_CACHE],
      ["pagefind/pagefind-entry.json", PAGE_CACHE],
      ["index.html", PAGE_CACHE],
    ]);
    expect(plan.keptAssets).toEqual(["pagefind/pagefind.en_old.pf_meta", "pagefind/index/en_old.pf_index"]);
    expect(plan.deletes).toEqual([]);
    expect(plan.invalidations).toContain("/pagefind/pagefind-entry.json");
  });
});

describe("planDeploy", () => {
  const files = [
    file("index.html"),
    file("careers/index.html"),
    file("_astro/app.B1.js"),
    file("media/hero.mp4"),
    file("team/index.html"),
    file("team", "empty"),
    file("build-info.json"),
  ];
  const plan = (remote: [string, string][], manifest: DeployManifest = { releases: [] }, now = NOW) =>
    planDeploy({ files, remote: new Map(remote), manifest, releaseId: "r2", now, graceMs: 7 * DAY });

  it("uploads assets, then other files, then redirects, then pages, then the build record, each with its caching and type", () => {
    const { uploads } = plan([]);
    expect(
      uploads.map((upload) => [upload.key, upload.kind, upload.cacheControl, upload.contentType]),
    ).toEqual([
      ["_astro/app.B1.js", "asset", ASSET_CACHE, "text/javascript; charset=utf-8"],
      ["media/hero.mp4", "other", OTHER_CACHE, "video/mp4"],
      ["team", "redirect", PAGE_CACHE, "application/octet-stream"],
      ["team/index.html", "redirect", PAGE_CACHE, "text/html; charset=utf-8"],
      ["careers/index.html", "page", PAGE_CACHE, "text/html; charset=utf-8"],
      ["index.html", "page", PAGE_CACHE, "text/html; charset=utf-8"],
      // Last: it tells the Studio the pages are live (src/lib/build-info.ts).
      ["build-info.json", "record", PAGE_CACHE, "application/json"],
    ]);
    expect(uploads.filter((upload) => upload.redirectTo === "/careers").map((upload) => upload.key)).toEqual([
      "team",
      "team/index.html",
    ]);
  });

  it("skips files the bucket already holds unchanged, and invalidates only changed pages", () => {
    const result = plan([
      ["index.html", "md5-of-index.html"],
      ["careers/index.html", "old"],
      ["_astro/app.B1.js", "md5-of-_astro/app.B1.js"],
      ["media/hero.mp4", "md5-of-media/hero.mp4"],
      ["team/index.html", "md5-of-team/index.html"],
      ["team", "empty"],
      ["build-info.json", "md5-of-build-info.json"],
    ]);
    expect(result.uploads.map((upload) => upload.key)).toEqual(["careers/index.html"]);
    expect(result.unchanged).toBe(6);
    expect(result.invalidations).toEqual(["/careers", "/careers/", "/careers/index.html"]);
  });

  it("deletes a page that went away, and keeps the replaced release's assets for the grace period", () => {
    const previous: DeployManifest = {
      releases: [{ id: "r1", publishedAt: "2026-11-01T00:00:00Z", assets: ["_astro/app.A0.js"] }],
    };
    const result = plan(
      [
        ["_astro/app.A0.js", "x"],
        ["ourProjects/gone/index.html", "x"],
        [MANIFEST_KEY, "x"],
      ],
      previous,
    );
    expect(result.deletes).toEqual(["ourProjects/gone/index.html"]);
    expect(result.keptAssets).toEqual(["_astro/app.A0.js"]);
    expect(result.invalidations).toEqual(expect.arrayContaining(["/ourProjects/gone", "/ourProjects/gone/"]));
    expect(result.manifest.releases.map((release) => [release.id, release.replacedAt])).toEqual([
      ["r1", NOW.toISOString()],
      ["r2", undefined],
    ]);
  });

  it("deletes old assets once their release was replaced longer ago than the grace period", () => {
    const manifest: DeployManifest = {
      releases: [
        {
          id: "r0",
          publishedAt: "2026-10-01T00:00:00Z",
          replacedAt: "2026-11-01T00:00:00Z",
          assets: ["_astro/app.Z9.js"],
        },
        { id: "r1", publishedAt: "2026-11-01T00:00:00Z", assets: ["_astro/app.A0.js"] },
      ],
    };
    const result = plan(
      [
        ["_astro/app.Z9.js", "x"],
        ["_astro/app.A0.js", "x"],
      ],
      manifest,
    );
    expect(result.deletes).toEqual(["_astro/app.Z9.js"]);
    expect(result.keptAssets).toEqual(["_astro/app.A0.js"]);
    expect(result.manifest.releases.map((release) => release.id)).toEqual(["r1", "r2"]);
  });

  it("deletes only what the site's manifests list: another's object in the bucket stays", () => {
    const listed: DeployManifest = {
      releases: [
        {
          id: "r1",
          publishedAt: "2026-11-01T00:00:00Z",
          assets: ["_astro/app.A0.js"],
          files: ["_astro/app.A0.js", "ourProjects/gone/index.html", "index.html"],
        },
      ],
    };
    const result = plan(
      [
        ["ourProjects/gone/index.html", "x"],
        ["logs/access.log", "x"],
        ["_deploy/lock.json", "x"],
      ],
      listed,
    );
    expect(result.deletes).toEqual(["ourProjects/gone/index.html"]);
    // The new release lists every file it puts up, for the next deploy to judge by.
    expect(result.manifest.releases.at(-1)?.files).toEqual(files.map((entry) => entry.key));
  });

  it("a draft preview's every file is private and never stored", () => {
    const preview = planDeploy({
      files,
      remote: new Map(),
      manifest: { releases: [] },
      releaseId: "r",
      now: NOW,
      graceMs: DAY,
      kind: "preview",
    });
    expect(new Set(preview.uploads.map((upload) => upload.cacheControl))).toEqual(new Set([PREVIEW_CACHE]));
  });

  it("invalidates everything with one wildcard when more than 100 paths changed", () => {
    const many = Array.from({ length: 60 }, (_, n) => file(`ourProjects/p${n}/index.html`));
    const result = planDeploy({
      files: many,
      remote: new Map(),
      manifest: { releases: [] },
      releaseId: "r",
      now: NOW,
      graceMs: DAY,
    });
    expect(result.invalidations).toEqual(["/*"]);
  });
});

/** A bucket's listing: `count` objects of the site, and the manifest when `manifest`. */
const bucketOf = (count: number, manifest = count > 0): Map<string, string> =>
  new Map([
    ...Array.from({ length: count }, (_, n): [string, string] => [`page-${n}.html`, "x"]),
    ...(manifest ? [[MANIFEST_KEY, "m"] as [string, string]] : []),
  ]);

describe("bucketRefusal: a bucket serves the public site or a preview, never both", () => {
  it.each<[string, "public" | "preview", DeployManifest, number, RegExp | undefined]>([
    ["the public site into an empty bucket", "public", { releases: [] }, 0, undefined],
    ["a preview into an empty bucket", "preview", { releases: [] }, 0, undefined],
    ["the public site again", "public", { kind: "public", releases: [] }, 9, undefined],
    ["a preview again", "preview", { kind: "preview", releases: [] }, 9, undefined],
    ["the public site over a bucket deployed before kinds", "public", { releases: [] }, 9, undefined],
    [
      "a preview into the public site's bucket",
      "preview",
      { kind: "public", releases: [] },
      9,
      /serves the public site/,
    ],
    [
      "a preview into a bucket deployed before kinds",
      "preview",
      { releases: [] },
      9,
      /serves the public site/,
    ],
    [
      "the public site into the preview's bucket",
      "public",
      { kind: "preview", releases: [] },
      9,
      /serves the draft preview/,
    ],
  ])("%s", (_, kind, manifest, objects, refusal) => {
    const reason = bucketRefusal("b", kind, manifest, bucketOf(objects));
    if (refusal === undefined) expect(reason).toBeUndefined();
    else expect(reason).toMatch(refusal);
  });

  it("refuses a bucket of other objects and no manifest, naming some and the flag that adopts it", () => {
    const remote = new Map([
      ["logs/2026-11-28.gz", "a"],
      ["backup.tar", "b"],
      ["notes.txt", "c"],
      ["more.txt", "d"],
    ]);
    expect(bucketRefusal("b", "public", { releases: [] }, remote)).toBe(
      "s3://b holds 4 objects (logs/2026-11-28.gz, backup.tar, notes.txt, …) and no manifest of this site " +
        "(_deploy/manifest.json): it is another's bucket, or a mistyped name. Nothing was changed. " +
        "To deploy into it all the same, give --adopt: what it holds now is never deleted.",
    );
    expect(bucketRefusal("b", "public", { releases: [] }, remote, true)).toBeUndefined();
    // A bucket holding only a lock (a first deploy's own) is empty.
    expect(
      bucketRefusal("b", "public", { releases: [] }, new Map([["_deploy/lock.json", "l"]])),
    ).toBeUndefined();
  });
});

describe("deploying to an S3-compatible server", () => {
  let server: LoopbackS3;
  let s3: S3Client;
  let site: string;
  const sent: string[] = [];
  const invalidated: string[][] = [];
  const cloudfront = {
    send: async (command: { input: { InvalidationBatch?: { Paths?: { Items?: string[] } } } }) => {
      invalidated.push(command.input.InvalidationBatch?.Paths?.Items ?? []);
      return {};
    },
  } as unknown as CloudFrontClient;

  const write = (path: string, content: string, root = site) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  };
  const head = (key: string) => s3.send(new HeadObjectCommand({ Bucket: "site", Key: key }));
  const read = async (key: string, bucket = "site") => {
    const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    return object.Body?.transformToString();
  };
  const put = (bucket: string, key: string, body = "x") =>
    s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body }));
  const keysOf = async (bucket: string) => [...(await listBucket(s3, bucket)).keys()].toSorted();
  /** Runs the deploy script as CI does, to completion. */
  const script = (args: string[]) =>
    promisify(execFile)(process.execPath, [join(ROOT, "publishing/s3/deploy-s3.ts"), ...args], {
      env: { ...process.env, ...server.env },
    });
  async function deploy(now: Date) {
    sent.length = 0;
    const remote = await listBucket(s3, "site");
    const plan = planDeploy({
      files: listSite(site),
      remote,
      manifest: await readManifest(s3, "site", remote),
      releaseId: now.toISOString(),
      now,
      graceMs: 7 * DAY,
    });
    await runDeploy(plan, { s3, bucket: "site", cloudfront, distributionId: "E2TEST" });
    return plan;
  }

  beforeAll(async () => {
    server = await startLoopbackS3(["site", "preview", "shared", "adopted", "busy", "records"]);
    s3 = server.s3;
    s3.middlewareStack.add(
      (next, context) => async (args) => {
        const input = args.input as { Key?: string };
        if (context.commandName === "PutObjectCommand" || context.commandName === "DeleteObjectsCommand") {
          sent.push(`${context.commandName.replace("Command", "")} ${input.Key ?? ""}`.trim());
        }
        return next(args);
      },
      { step: "initialize" },
    );
    site = mkdtempSync(join(tmpdir(), "site-s3-"));
    write("index.html", "<h1>Home</h1>");
    write("careers/index.html", "<h1>Careers v1</h1>");
    write("ourProjects/old-project/index.html", "<h1>Old project</h1>");
    write("team/index.html", '<meta http-equiv="refresh" content="0;url=/careers">');
    write("_astro/app.A0.js", "console.log('v1')");
    write("media/hero.mp4", "mp4");
    write("_headers", "/*\n  X-Frame-Options: DENY\n");
  }, 30_000);

  afterAll(async () => {
    await server.close();
    rmSync(site, { recursive: true, force: true });
  });

  it("first deploy: the manifest, then every file in order, with its headers, and the /team redirect", async () => {
    await deploy(NOW);
    expect(sent).toEqual([
      `PutObject ${MANIFEST_KEY}`,
      "PutObject _astro/app.A0.js",
      "PutObject media/hero.mp4",
      "PutObject team",
      "PutObject team/index.html",
      "PutObject careers/index.html",
      "PutObject index.html",
      "PutObject ourProjects/old-project/index.html",
    ]);
    expect(await head("_astro/app.A0.js")).toMatchObject({
      CacheControl: ASSET_CACHE,
      ContentType: "text/javascript; charset=utf-8",
    });
    expect(await head("careers/index.html")).toMatchObject({
      CacheControl: PAGE_CACHE,
      ContentType: "text/html; charset=utf-8",
    });
    expect(await head("media/hero.mp4")).toMatchObject({ ContentType: "video/mp4" });
    expect((await head("team")).WebsiteRedirectLocation).toBe("/careers");
    expect(await keysOf("site")).not.toContain("_headers");
  });

  it("second deploy: only what changed, stale pages deleted last, the old asset kept, changed pages invalidated", async () => {
    rmSync(join(site, "_astro/app.A0.js"));
    rmSync(join(site, "ourProjects/old-project"), { recursive: true });
    write("_astro/app.B1.js", "console.log('v2')");
    write("careers/index.html", "<h1>Careers v2</h1>");
    invalidated.length = 0;

    await deploy(new Date(NOW.getTime() + DAY));

    expect(sent).toEqual([
      `PutObject ${MANIFEST_KEY}`,
      "PutObject _astro/app.B1.js",
      "PutObject careers/index.html",
      "DeleteObjects",
    ]);
    const keys = await keysOf("site");
    expect(keys).toContain("_astro/app.A0.js");
    expect(keys).not.toContain("ourProjects/old-project/index.html");
    expect(await read("careers/index.html")).toBe("<h1>Careers v2</h1>");
    expect(invalidated).toEqual([
      [
        "/careers",
        "/careers/",
        "/careers/index.html",
        "/ourProjects/old-project",
        "/ourProjects/old-project/",
        "/ourProjects/old-project/index.html",
      ],
    ]);
  });

  it("a deploy after the grace period deletes the replaced release's assets", async () => {
    await deploy(new Date(NOW.getTime() + 9 * DAY));
    expect(await keysOf("site")).not.toContain("_astro/app.A0.js");
    expect(sent).toEqual([`PutObject ${MANIFEST_KEY}`, "DeleteObjects"]);
  });

  it("--dry-run prints the plan and changes nothing", async () => {
    write("careers/index.html", "<h1>Careers v3</h1>");
    const { stdout } = await script(["--bucket", "site", "--dir", site, "--dry-run"]);
    expect(stdout).toContain("1 to upload");
    expect(stdout).toContain("put    careers/index.html  (page; text/html; charset=utf-8; no-cache)");
    expect(stdout).toContain("Dry run: nothing was changed.");
    expect(await read("careers/index.html")).toBe("<h1>Careers v2</h1>");
  }, 30_000);

  it("a draft preview goes to its own bucket only, private and never stored, and the public site never there", async () => {
    const previewSite = mkdtempSync(join(tmpdir(), "site-s3-preview-"));
    writeFileSync(join(previewSite, "index.html"), "<h1>Draft</h1>");
    writeFileSync(join(previewSite, "company-profile.pdf"), "%PDF-1.7");
    writeFileSync(join(previewSite, PREVIEW_MARKER_FILE), PREVIEW_MARKER_TEXT);
    const options = { s3, graceMs: 7 * DAY };
    try {
      await expect(
        deploySite({ ...options, dir: previewSite, kind: "preview", bucket: "site" }),
      ).rejects.toThrow("s3://site serves the public site");
      await deploySite({ ...options, dir: previewSite, kind: "preview", bucket: "preview" });
      const remote = await listBucket(s3, "preview");
      expect((await readManifest(s3, "preview", remote)).kind).toBe("preview");
      for (const key of ["index.html", "company-profile.pdf"]) {
        const object = await s3.send(new HeadObjectCommand({ Bucket: "preview", Key: key }));
        expect(object.CacheControl).toBe(PREVIEW_CACHE);
      }
      await expect(deploySite({ ...options, dir: site, bucket: "preview" })).rejects.toThrow(
        "s3://preview serves the draft preview",
      );
      await expect(deploySite({ ...options, dir: previewSite, bucket: "preview" })).rejects.toThrow(
        "is a draft preview build",
      );
      expect(await read("careers/index.html")).toBe("<h1>Careers v2</h1>");
    } finally {
      rmSync(previewSite, { recursive: true, force: true });
    }
  }, 30_000);

  it("a CI job's failure step records why the build failed, redacted, and the next deploy replaces it", async () => {
    const record = { builtAt: "2026-11-28T09:00:00.000Z", finishedAt: "2026-11-28T09:03:20.000Z" };
    write("build-info.json", JSON.stringify(record));
    await deploy(new Date(NOW.getTime() + 10 * DAY));
    const readRecord = async () => {
      const object = await s3.send(new GetObjectCommand({ Bucket: "site", Key: "build-info.json" }));
      return { cache: object.CacheControl, info: JSON.parse((await object.Body?.transformToString()) ?? "") };
    };
    invalidated.length = 0;
    const log = join(site, "..", `${basename(site)}-build.log`);
    writeFileSync(
      log,
      [
        "00:32:39 [build] directory: /srv/ci/work/arkan/.dist.staging/",
        'Content query "ourProjects" failed against Sanity project "abc123", dataset "production" at https://abc123.api.sanity.io: HTTP 503: Service Unavailable',
        "  Stack trace:",
        "    at file:///srv/ci/work/arkan/.astro/chunks/x.mjs:1:1",
        "Build refused: The content service did not answer: query `ourProjects` got 503",
        "dist/ was left as it was.",
      ].join("\n"),
    );
    try {
      const { stdout } = await script([
        ...["--bucket", "site", "--failed-log", log],
        ...["--started-at", "2026-11-28T10:00:00Z"],
      ]);
      expect(stdout).toContain("its build record now says the build begun 2026-11-28T10:00:00.000Z failed");
    } finally {
      rmSync(log, { force: true });
    }
    const reason = "The content service did not answer: query `ourProjects` got 503";
    expect(await readRecord()).toEqual({
      cache: "no-cache",
      info: { ...record, failure: { startedAt: "2026-11-28T10:00:00.000Z", reason } },
    });
    // With a distribution, the record is invalidated; a bucket without a record is left alone.
    expect(
      await recordFailedBuild(
        { s3, bucket: "site", cloudfront, distributionId: "E2TEST" },
        new Date("2026-11-28T10:30:00Z"),
        "failed",
      ),
    ).toBe("recorded");
    expect(invalidated).toEqual([["/build-info.json"]]);
    expect(await recordFailedBuild({ s3, bucket: "preview" }, new Date(), "failed")).toBe("no-record");
    // An older failure never replaces a newer one, nor a build begun after it.
    expect(await recordFailedBuild({ s3, bucket: "site" }, new Date("2026-11-28T10:10:00Z"), "old")).toBe(
      "newer",
    );
    expect(await recordFailedBuild({ s3, bucket: "site" }, new Date("2026-11-28T08:00:00Z"), "old")).toBe(
      "newer",
    );
    expect((await readRecord()).info.failure.startedAt).toBe("2026-11-28T10:30:00.000Z");
    // The next deploy's record has no failure.
    write("build-info.json", JSON.stringify({ ...record, builtAt: "2026-11-28T11:00:00.000Z" }));
    await deploy(new Date(NOW.getTime() + 11 * DAY));
    expect((await readRecord()).info).toEqual({ ...record, builtAt: "2026-11-28T11:00:00.000Z" });
  }, 30_000);

  it("an older build never replaces a newer one: refused, the bucket unchanged", async () => {
    const older = mkdtempSync(join(tmpdir(), "site-s3-older-"));
    try {
      write("index.html", "<h1>Retracted</h1>", older);
      write(
        "build-info.json",
        JSON.stringify({ builtAt: "2026-11-28T10:59:00.000Z", finishedAt: "2026-11-28T11:05:00.000Z" }),
        older,
      );
      const before = await keysOf("site");
      await expect(deploySite({ s3, dir: older, bucket: "site", graceMs: DAY })).rejects.toThrow(
        "s3://site already serves a newer build (begun 2026-11-28T11:00:00.000Z) than this one (begun 2026-11-28T10:59:00.000Z)",
      );
      expect(await keysOf("site")).toEqual(before);
      expect(await read("index.html")).toBe("<h1>Home</h1>");
    } finally {
      rmSync(older, { recursive: true, force: true });
    }
  }, 30_000);

  it("a bucket of other objects and no manifest: refused, nothing deleted; adopted, still none of them deleted", async () => {
    for (const key of ["logs/2026-11-28.gz", "backups/db.sql", "notes.txt"]) await put("shared", key);
    const refused = await script(["--bucket", "shared", "--dir", site]).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(refused).toMatchObject({ code: 1 });
    expect((refused as { stderr: string }).stderr).toContain(
      "Deploy failed: s3://shared holds 3 objects (backups/db.sql, logs/2026-11-28.gz, notes.txt) and no manifest of this site",
    );
    expect(await keysOf("shared")).toEqual(["backups/db.sql", "logs/2026-11-28.gz", "notes.txt"]);

    await script(["--bucket", "shared", "--dir", site, "--adopt"]);
    const adopted = await keysOf("shared");
    expect(adopted).toEqual(
      expect.arrayContaining(["backups/db.sql", "logs/2026-11-28.gz", "notes.txt", "index.html"]),
    );
    // A second deploy that drops a page deletes that page, and still nothing that was there before.
    const smaller = mkdtempSync(join(tmpdir(), "site-s3-smaller-"));
    try {
      write("index.html", "<h1>Home</h1>", smaller);
      await deploySite({ s3, dir: smaller, bucket: "shared", graceMs: 0 });
      const after = await keysOf("shared");
      expect(after).toEqual(
        expect.arrayContaining(["backups/db.sql", "logs/2026-11-28.gz", "notes.txt", "index.html"]),
      );
      expect(after).not.toContain("careers/index.html");
    } finally {
      rmSync(smaller, { recursive: true, force: true });
    }
  }, 60_000);

  it("two deploys at once never interleave: the second waits for the first, or refuses naming it", async () => {
    const order: string[] = [];
    const traced = (name: string) => {
      const client = server.client();
      client.middlewareStack.add(
        (next, context) => async (args) => {
          const { Key } = args.input as { Key?: string };
          if (context.commandName === "PutObjectCommand" && Key !== LOCK_KEY) order.push(name);
          return next(args);
        },
        { step: "initialize" },
      );
      return client;
    };
    const first = traced("first");
    const second = traced("second");
    await Promise.all([
      deploySite({ s3: first, dir: site, bucket: "busy", graceMs: DAY, lockWaitMs: 30_000 }),
      deploySite({ s3: second, dir: site, bucket: "busy", graceMs: DAY, lockWaitMs: 30_000 }),
    ]);
    // Each deploy's writes in one run: never one's between the other's.
    const runs = order.filter((name, index) => name !== order[index - 1]);
    expect(runs).toHaveLength(2);
    expect(await keysOf("busy")).not.toContain(LOCK_KEY);

    // A lock held by a live deploy: the next waits, then refuses, saying who and since when.
    const release = await takeDeployLock(s3, "busy", { waitMs: 0 });
    try {
      await expect(
        deploySite({ s3, dir: site, bucket: "busy", graceMs: DAY, lockWaitMs: 300 }),
      ).rejects.toThrow(
        /another deploy holds this bucket: .+ \(process \d+\) since 20\d\d-.+Z\. Waited \d+ s\./,
      );
    } finally {
      await release();
    }
  }, 60_000);

  it("a lock left by a deploy cut off an hour ago is taken over", async () => {
    await put(
      "busy",
      LOCK_KEY,
      JSON.stringify({ holder: "ci-runner (process 1)", since: "2026-11-28T08:00:00.000Z" }),
    );
    const release = await takeDeployLock(s3, "busy", {
      waitMs: 0,
      now: () => new Date("2026-11-28T09:30:00Z"),
    });
    expect(JSON.parse((await read(LOCK_KEY, "busy")) ?? "{}")).toMatchObject({
      since: "2026-11-28T09:30:00.000Z",
    });
    await release();
    expect(await keysOf("busy")).not.toContain(LOCK_KEY);
  });

  it("a deploy cut off midway leaves its files listed: the next keeps its assets for the grace, and deletes its pages", async () => {
    const cut = mkdtempSync(join(tmpdir(), "site-s3-cut-"));
    try {
      write("index.html", "<h1>Cut</h1>", cut);
      write("_astro/cut.C1.js", "cut", cut);
      write("ourProjects/half/index.html", "<h1>Half</h1>", cut);
      // The manifest goes first; the deploy then dies after two uploads.
      const remote = await listBucket(s3, "records");
      const plan = planDeploy({
        files: listSite(cut),
        remote,
        manifest: await readManifest(s3, "records", remote),
        releaseId: "cut",
        now: NOW,
        graceMs: 7 * DAY,
      });
      await runDeploy({ ...plan, uploads: plan.uploads.slice(0, 2), deletes: [] }, { s3, bucket: "records" });
      expect(await keysOf("records")).toEqual(expect.arrayContaining(["_astro/cut.C1.js", MANIFEST_KEY]));

      const next = await deploySite({ s3, dir: site, bucket: "records", graceMs: 7 * DAY });
      expect(next.keptAssets).toEqual(["_astro/cut.C1.js"]);
      const keys = await keysOf("records");
      expect(keys).toContain("_astro/cut.C1.js");
      expect(keys).not.toContain("ourProjects/half/index.html");
    } finally {
      rmSync(cut, { recursive: true, force: true });
    }
  }, 30_000);
});
