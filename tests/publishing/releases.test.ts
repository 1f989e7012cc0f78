/**
 * Release folders and the atomic switch of `current`, with stand-in builds; then the whole
 * path once for real, for each channel: a signed webhook over HTTP, the site built from the
 * sample dataset served as Sanity serves it, the link check, and `current` switched to the new
 * release (the public site's, then the draft preview's alone).
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { encodeSignatureHeader } from "@sanity/webhook";
import { afterEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { createRebuildQueue, type RebuildQueue } from "../../publishing/receiver/rebuild-queue";
import { PREVIEW_MARKER_FILE, PREVIEW_MARKER_TEXT } from "#src/config/preview.ts";
import { BUILD_INFO_PATH, parseBuildInfo } from "#src/lib/build-info.ts";
import { createReceiver } from "../../publishing/receiver/webhook-server";
import {
  currentLink,
  liveRelease,
  publishRelease,
  recordFailure,
  releasesDir,
  type ReleaseSteps,
} from "../../publishing/receiver/releases";
import { buildSite, checkLinks } from "../../publishing/build/staged-build";
import { createSignatureVerifier } from "../../publishing/receiver/webhook-signature";
import { startFakeSanity } from "../../tooling/fake-sanity/server";
import { fingerprint } from "../support/fingerprint";
import { sampleDocuments } from "../../tooling/builds";

/** A path whose removal fails, as a file owned by another user, immutable or busy would. */
const unremovable = vi.hoisted(() => ({ path: undefined as string | undefined }));
vi.mock("node:fs/promises", async (original) => {
  const fs = await original<typeof import("node:fs/promises")>();
  return {
    ...fs,
    rm: async (path: string, options?: Parameters<typeof fs.rm>[1]) => {
      // The path or what it holds: not a sibling whose name begins with its name, as a release
      // published in the same millisecond as another does (its id gets "-2").
      const held = unremovable.path;
      if (held !== undefined && (String(path) === held || String(path).startsWith(`${held}/`))) {
        throw Object.assign(new Error(`EBUSY: resource busy or locked, rm '${String(path)}'`), {
          code: "EBUSY",
        });
      }
      return fs.rm(path, options);
    },
  };
});
afterEach(() => {
  unremovable.path = undefined;
});

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});
function newRoot(): string {
  const root = mkdtempSync(join(tmpdir(), "site-root-"));
  roots.push(root);
  return root;
}

/** A stand-in build: a two-page site saying `label`. */
const fakeSite = (label: string): ReleaseSteps => ({
  async build(outDir) {
    mkdirSync(join(outDir, "ourProjects/p1"), { recursive: true });
    writeFileSync(join(outDir, "index.html"), `<h1>${label}</h1>`);
    writeFileSync(join(outDir, "ourProjects/p1/index.html"), `<h1>${label} project</h1>`);
    return { pages: 2, projectPages: 1 };
  },
  async check() {},
});

/** A receiver on a free loopback port, building with `queue` for webhooks signed with `secret`. */
async function startReceiver(secret: string, queue: RebuildQueue) {
  const server = createReceiver({
    verifier: createSignatureVerifier(secret),
    queue,
    currentRelease: async () => undefined,
    lastBuild: () => undefined,
    log: () => undefined,
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    /** POSTs `document` to /webhook, signed as Sanity signs it. */
    post: async (document: object) => {
      const body = JSON.stringify(document);
      return fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/webhook`, {
        method: "POST",
        headers: { "sanity-webhook-signature": await encodeSignatureHeader(body, Date.now(), secret) },
        body,
      });
    },
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

describe("publishRelease", () => {
  it("builds into a new release and points current at it", async () => {
    const root = newRoot();
    const first = await publishRelease(root, fakeSite("first"), 3);
    expect(readFileSync(join(currentLink(root), "index.html"), "utf8")).toBe("<h1>first</h1>");
    expect(basename((await liveRelease(root)) ?? "")).toBe(first.id);
    // A relative link: the whole root can move, or be mounted elsewhere.
    expect(readlinkSync(currentLink(root))).toBe(join("releases", first.id));
  });

  it.each<[string, Partial<ReleaseSteps>]>([
    ["the build fails", { build: () => Promise.reject(new Error('Content query "ourProjects" failed')) }],
    ["the link check fails", { check: () => Promise.reject(new Error("3 broken links")) }],
    ["publishing to S3 fails", { publish: () => Promise.reject(new Error("AccessDenied")) }],
  ])("when %s, the live release stays byte-identical and current does not move", async (_, failing) => {
    const root = newRoot();
    const live = await publishRelease(root, fakeSite("live"), 3);
    const before = fingerprint(live.dir);

    await expect(publishRelease(root, { ...fakeSite("broken"), ...failing }, 3)).rejects.toThrow();

    expect(basename((await liveRelease(root)) ?? "")).toBe(live.id);
    expect(fingerprint(live.dir)).toEqual(before);
    expect(readdirSync(releasesDir(root))).toEqual([live.id]);
  });

  it("refuses a draft preview build, leaving the live release as it was", async () => {
    const root = newRoot();
    const live = await publishRelease(root, fakeSite("live"), 3);
    const preview: ReleaseSteps = {
      ...fakeSite("draft"),
      async build(outDir) {
        const census = await fakeSite("draft").build(outDir, undefined);
        writeFileSync(join(outDir, PREVIEW_MARKER_FILE), PREVIEW_MARKER_TEXT);
        return census;
      },
    };
    await expect(publishRelease(root, preview, 3)).rejects.toThrow("is a draft preview build");
    expect(basename((await liveRelease(root)) ?? "")).toBe(live.id);
    expect(readdirSync(releasesDir(root))).toEqual([live.id]);
  });

  it("adds a failed build to the live release's record, which the next release replaces", async () => {
    const root = newRoot();
    const record = { builtAt: "2026-11-28T09:00:00.000Z", finishedAt: "2026-11-28T09:03:20.000Z" };
    const recorded: ReleaseSteps = {
      ...fakeSite("live"),
      async build(outDir) {
        const census = await fakeSite("live").build(outDir, undefined);
        writeFileSync(join(outDir, BUILD_INFO_PATH), JSON.stringify(record));
        return census;
      },
    };
    const live = await publishRelease(root, recorded, 3);
    await recordFailure(
      root,
      new Date("2026-11-28T10:00:00.000Z"),
      'Content query "ourProjects" failed\n  at x',
    );
    const read = () =>
      parseBuildInfo(JSON.parse(readFileSync(join(currentLink(root), BUILD_INFO_PATH), "utf8")));
    expect(read()).toEqual({
      ...record,
      failure: { startedAt: "2026-11-28T10:00:00.000Z", reason: 'Content query "ourProjects" failed' },
    });
    // Only the record changed, and nothing was left beside it.
    expect(readdirSync(live.dir).toSorted()).toEqual(["build-info.json", "index.html", "ourProjects"]);
    await publishRelease(root, recorded, 3);
    expect(read()).toEqual(record);
  });

  it("records no failure before the first release, or over a record it cannot read", async () => {
    const root = newRoot();
    await recordFailure(root, new Date(), "failed");
    expect(existsSync(currentLink(root))).toBe(false);
    const live = await publishRelease(root, fakeSite("live"), 3);
    const before = fingerprint(live.dir);
    await recordFailure(root, new Date(), "failed");
    expect(fingerprint(live.dir)).toEqual(before);
    // A record cut short (a disk filled mid-write by another tool) is left as it is, too.
    writeFileSync(join(live.dir, BUILD_INFO_PATH), '{"builtAt": "2026-11-28T09:0');
    const cut = fingerprint(live.dir);
    await recordFailure(root, new Date(), "failed");
    expect(fingerprint(live.dir)).toEqual(cut);
  });

  it("a release that cannot be removed: the publish goes live all the same, naming what stayed", async () => {
    // Every release in one millisecond, as on a quick machine: the next ones' ids end "-2", "-3".
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-28T03:00:00.123Z") });
    onTestFinished(() => void vi.useRealTimers());
    const root = newRoot();
    const old = await publishRelease(root, fakeSite("old"), 1);
    unremovable.path = old.dir;
    const next = await publishRelease(root, fakeSite("next"), 1);

    expect(basename((await liveRelease(root)) ?? "")).toBe(next.id);
    expect(readFileSync(join(currentLink(root), "index.html"), "utf8")).toBe("<h1>next</h1>");
    expect(next.leftover).toEqual([`releases/${old.id} (EBUSY)`]);
    // And every later publish too: the site never goes down.
    const third = await publishRelease(root, fakeSite("third"), 1);
    expect(readFileSync(join(currentLink(root), "index.html"), "utf8")).toBe("<h1>third</h1>");
    expect(third.leftover).toEqual([`releases/${old.id} (EBUSY)`]);
    expect(existsSync(next.dir)).toBe(false);
  });

  it("prunes what killed builds left beside the releases", async () => {
    const root = newRoot();
    await publishRelease(root, fakeSite("first"), 2);
    const staging = join(releasesDir(root), ".20261128T030000123Z.staging");
    const retired = join(releasesDir(root), ".20261128T030000123Z.previous");
    for (const dir of [staging, retired]) {
      mkdirSync(join(dir, "ourProjects"), { recursive: true });
      writeFileSync(join(dir, "index.html"), "half a site");
    }
    const live = await publishRelease(root, fakeSite("second"), 2);
    expect(live.leftover).toEqual([]);
    expect(existsSync(staging) || existsSync(retired)).toBe(false);
    expect(readdirSync(releasesDir(root))).toHaveLength(2);
  });

  it("keeps the newest releases only, for rollback", async () => {
    const root = newRoot();
    const ids: string[] = [];
    for (const label of ["a", "b", "c", "d"]) ids.push((await publishRelease(root, fakeSite(label), 2)).id);
    expect(readdirSync(releasesDir(root)).toSorted()).toEqual(ids.slice(-2));
    expect(readFileSync(join(currentLink(root), "index.html"), "utf8")).toBe("<h1>d</h1>");
  });
});

/** A channel's receiver queue: each webhook's build published to `root`, a failure kept. */
function channel(root: string, steps: ReleaseSteps, kind?: "preview") {
  const state: { published?: string; failure?: unknown } = {};
  const queue = createRebuildQueue(0, async () => {
    try {
      state.published = (await publishRelease(root, steps, 3, kind)).id;
    } catch (error) {
      state.failure = error;
    }
  });
  return { queue, state };
}

/** The types the end-to-end releases keep whole; of the projects, one and its translation. */
const RELEASED_TYPES = new Set([
  "siteSettings",
  "aboutUs",
  "mainClassification",
  "privacyNotice",
  "accessibilityStatement",
  "sanity.imageAsset",
]);

describe("the receivers, end to end", () => {
  it("a publish's signed webhook switches the public site to a new release; a draft edit's then switches the preview alone", async () => {
    const token = "sk-preview-loop-token";
    // The sample cut to a site of a few pages: the home page the draft changes, the project the
    // publish names, and what every page shows. Each release is built and link-checked whole.
    const sample = (sampleDocuments() as { _id: string; _type: string }[]).filter(
      (doc) => RELEASED_TYPES.has(doc._type) || doc._id.includes("al-noor-hotel"),
    );
    const about = sample.find((doc) => doc._type === "aboutUs");
    const documents: unknown[] = [...sample];
    const api = await startFakeSanity({ production: documents }, { token });
    const content = { PUBLIC_SANITY_PROJECT_ID: "abc123", SANITY_API_HOST: api.origin };
    const publicRoot = newRoot();
    const previewRoot = newRoot();
    const build = (env: NodeJS.ProcessEnv) => (outDir: string, liveDir: string | undefined) =>
      buildSite(outDir, { env: { ...process.env, ...env }, previousDir: liveDir, quiet: true });

    const publicChannel = channel(publicRoot, { build: build(content), check: checkLinks });
    const previewChannel = channel(
      previewRoot,
      {
        build: build({
          ...content,
          SANITY_PREVIEW: "1",
          SANITY_READ_TOKEN: token,
          SANITY_STUDIO_URL: "https://studio.example.com",
        }),
        check: checkLinks,
      },
      "preview",
    );
    const publicReceiver = await startReceiver("end-to-end-secret", publicChannel.queue);
    const previewReceiver = await startReceiver("preview-channel-secret", previewChannel.queue);
    try {
      let started = performance.now();
      let response = await publicReceiver.post({ _id: "project-al-noor-hotel", _type: "ourProjects" });
      expect(response.status).toBe(202);
      await publicChannel.queue.idle();
      console.log(
        `signed webhook to switched release: ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
      expect(publicChannel.state.failure).toBeUndefined();
      expect(basename((await liveRelease(publicRoot)) ?? "")).toBe(publicChannel.state.published);
      expect(existsSync(join(currentLink(publicRoot), "ourProjects/project-al-noor-hotel/index.html"))).toBe(
        true,
      );
      const publicBefore = fingerprint(publicRoot);

      // The editor's draft lands in the dataset; Sanity's draft webhook then calls the receiver.
      const title = "A draft heading, seen only in the preview";
      documents.push({ ...about, _id: "drafts.aboutUs-main", title });
      started = performance.now();
      response = await previewReceiver.post({ _id: "drafts.aboutUs-main", _type: "aboutUs" });
      expect(response.status).toBe(202);
      await previewChannel.queue.idle();
      console.log(
        `draft webhook to switched preview release: ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
      expect(previewChannel.state.failure).toBeUndefined();
      const preview = readFileSync(join(currentLink(previewRoot), "index.html"), "utf8");
      expect(preview).toContain(title);
      expect(preview).toContain('aria-label="Draft preview"');
      expect(fingerprint(publicRoot)).toEqual(publicBefore);
      expect(readFileSync(join(currentLink(publicRoot), "index.html"), "utf8")).not.toContain(title);
    } finally {
      publicReceiver.close();
      previewReceiver.close();
      await api.close();
    }
  }, 180_000);

  it("refuses a public build among the preview's releases", async () => {
    const root = newRoot();
    await expect(publishRelease(root, fakeSite("public"), 3, "preview")).rejects.toThrow(
      "is not a draft preview build",
    );
    expect(existsSync(currentLink(root))).toBe(false);
  });
});
