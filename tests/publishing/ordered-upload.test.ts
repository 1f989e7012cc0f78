/**
 * The S3 + CloudFront deploy: the plan as a table of cases, then real deploys to an
 * S3-compatible server (s3rver) on 127.0.0.1, started here and stopped afterwards.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { CloudFrontClient } from "@aws-sdk/client-cloudfront";
import { GetObjectCommand, HeadObjectCommand, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
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
  planDeploy,
  readManifest,
  recordFailedBuild,
  runDeploy,
  type DeployManifest,
  type LocalFile,
} from "../../publishing/s3/ordered-upload";
import { ROOT } from "../../publishing/repository-paths.ts";

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
    const reason = bucketRefusal("b", kind, manifest, objects);
    if (refusal === undefined) expect(reason).toBeUndefined();
    else expect(reason).toMatch(refusal);
  });
});

/** What the deploy script needs to reach the test's S3 server. */
const S3_ENV = (endpoint: string) => ({
  S3_ENDPOINT: endpoint,
  AWS_REGION: "us-east-1",
  AWS_ACCESS_KEY_ID: "S3RVER",
  AWS_SECRET_ACCESS_KEY: "S3RVER",
});

describe("deploying to an S3-compatible server", () => {
  let server: S3rver;
  let s3: S3Client;
  let endpoint: string;
  let site: string;
  const storage = mkdtempSync(join(tmpdir(), "s3rver-"));
  const sent: string[] = [];
  const invalidated: string[][] = [];
  const cloudfront = {
    send: async (command: { input: { InvalidationBatch?: { Paths?: { Items?: string[] } } } }) => {
      invalidated.push(command.input.InvalidationBatch?.Paths?.Items ?? []);
      return {};
    },
  } as unknown as CloudFrontClient;

  const write = (path: string, content: string) => {
    mkdirSync(dirname(join(site, path)), { recursive: true });
    writeFileSync(join(site, path), content);
  };
  const head = (key: string) => s3.send(new HeadObjectCommand({ Bucket: "site", Key: key }));
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
    server = new S3rver({
      port: 0,
      address: "127.0.0.1",
      silent: true,
      directory: storage,
      configureBuckets: [
        { name: "site", configs: [] },
        { name: "preview", configs: [] },
      ],
    });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
    s3 = new S3Client({
      endpoint,
      forcePathStyle: true,
      region: "us-east-1",
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
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
    // The client keeps connections alive; s3rver's close waits for them.
    s3.destroy();
    await server.close();
    rmSync(storage, { recursive: true, force: true });
    rmSync(site, { recursive: true, force: true });
  });

  it("first deploy: every file in order, with its headers, and the /team redirect", async () => {
    await deploy(NOW);
    expect(sent).toEqual([
      "PutObject _astro/app.A0.js",
      "PutObject media/hero.mp4",
      "PutObject team",
      "PutObject team/index.html",
      "PutObject careers/index.html",
      "PutObject index.html",
      "PutObject ourProjects/old-project/index.html",
      `PutObject ${MANIFEST_KEY}`,
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
    expect([...(await listBucket(s3, "site")).keys()]).not.toContain("_headers");
  });

  it("second deploy: only what changed, stale pages deleted last, the old asset kept, changed pages invalidated", async () => {
    rmSync(join(site, "_astro/app.A0.js"));
    rmSync(join(site, "ourProjects/old-project"), { recursive: true });
    write("_astro/app.B1.js", "console.log('v2')");
    write("careers/index.html", "<h1>Careers v2</h1>");
    invalidated.length = 0;

    await deploy(new Date(NOW.getTime() + DAY));

    expect(sent).toEqual([
      "PutObject _astro/app.B1.js",
      "PutObject careers/index.html",
      `PutObject ${MANIFEST_KEY}`,
      "DeleteObjects",
    ]);
    const keys = [...(await listBucket(s3, "site")).keys()];
    expect(keys).toContain("_astro/app.A0.js");
    expect(keys).not.toContain("ourProjects/old-project/index.html");
    const careers = await s3.send(new GetObjectCommand({ Bucket: "site", Key: "careers/index.html" }));
    expect(await careers.Body?.transformToString()).toBe("<h1>Careers v2</h1>");
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
    expect([...(await listBucket(s3, "site")).keys()]).not.toContain("_astro/app.A0.js");
    expect(sent).toEqual([`PutObject ${MANIFEST_KEY}`, "DeleteObjects"]);
  });

  it("--dry-run prints the plan and changes nothing", async () => {
    write("careers/index.html", "<h1>Careers v3</h1>");
    // Asynchronous: the S3 server answering it runs in this process.
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [join(ROOT, "publishing/s3/deploy-s3.ts"), "--bucket", "site", "--dir", site, "--dry-run"],
      { env: { ...process.env, ...S3_ENV(endpoint) } },
    );
    expect(stdout).toContain("1 to upload");
    expect(stdout).toContain("put    careers/index.html  (page; text/html; charset=utf-8; no-cache)");
    expect(stdout).toContain("Dry run: nothing was changed.");
    const careers = await s3.send(new GetObjectCommand({ Bucket: "site", Key: "careers/index.html" }));
    expect(await careers.Body?.transformToString()).toBe("<h1>Careers v2</h1>");
  }, 30_000);

  it("a draft preview goes to its own bucket only, and the public site never there", async () => {
    const previewSite = mkdtempSync(join(tmpdir(), "site-s3-preview-"));
    writeFileSync(join(previewSite, "index.html"), "<h1>Draft</h1>");
    writeFileSync(join(previewSite, PREVIEW_MARKER_FILE), PREVIEW_MARKER_TEXT);
    const options = { s3, graceMs: 7 * DAY };
    try {
      await expect(
        deploySite({ ...options, dir: previewSite, kind: "preview", bucket: "site" }),
      ).rejects.toThrow("s3://site serves the public site");
      await deploySite({ ...options, dir: previewSite, kind: "preview", bucket: "preview" });
      const remote = await listBucket(s3, "preview");
      expect((await readManifest(s3, "preview", remote)).kind).toBe("preview");
      await expect(deploySite({ ...options, dir: site, bucket: "preview" })).rejects.toThrow(
        "s3://preview serves the draft preview",
      );
      await expect(deploySite({ ...options, dir: previewSite, bucket: "preview" })).rejects.toThrow(
        "is a draft preview build",
      );
      const careers = await s3.send(new GetObjectCommand({ Bucket: "site", Key: "careers/index.html" }));
      expect(await careers.Body?.transformToString()).toBe("<h1>Careers v2</h1>");
    } finally {
      rmSync(previewSite, { recursive: true, force: true });
    }
  }, 30_000);

  it("a CI job's failure step adds the failed build to the live record, which the next deploy replaces", async () => {
    const record = { builtAt: "2026-11-28T09:00:00.000Z", finishedAt: "2026-11-28T09:03:20.000Z" };
    write("build-info.json", JSON.stringify(record));
    await deploy(new Date(NOW.getTime() + 10 * DAY));
    const readRecord = async () => {
      const object = await s3.send(new GetObjectCommand({ Bucket: "site", Key: "build-info.json" }));
      return { cache: object.CacheControl, info: JSON.parse((await object.Body?.transformToString()) ?? "") };
    };
    invalidated.length = 0;
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        join(ROOT, "publishing/s3/deploy-s3.ts"),
        ...["--bucket", "site", "--failed", 'Content query "ourProjects" failed: 503'],
        ...["--started-at", "2026-11-28T10:00:00Z"],
      ],
      { env: { ...process.env, ...S3_ENV(endpoint) } },
    );
    expect(stdout).toContain("its build record now says the build begun 2026-11-28T10:00:00.000Z failed");
    expect(await readRecord()).toEqual({
      cache: "no-cache",
      info: {
        ...record,
        failure: { startedAt: "2026-11-28T10:00:00.000Z", reason: 'Content query "ourProjects" failed: 503' },
      },
    });
    // With a distribution, the record is invalidated; a bucket without a record is left alone.
    expect(
      await recordFailedBuild(
        { s3, bucket: "site", cloudfront, distributionId: "E2TEST" },
        new Date(),
        "failed",
      ),
    ).toBe(true);
    expect(invalidated).toEqual([["/build-info.json"]]);
    expect(await recordFailedBuild({ s3, bucket: "preview" }, new Date(), "failed")).toBe(false);
    // The next deploy's record has no failure.
    write("build-info.json", JSON.stringify({ ...record, builtAt: "2026-11-28T11:00:00.000Z" }));
    await deploy(new Date(NOW.getTime() + 11 * DAY));
    expect((await readRecord()).info).toEqual({ ...record, builtAt: "2026-11-28T11:00:00.000Z" });
  }, 30_000);
});
