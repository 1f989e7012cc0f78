/**
 * The preview server as the Studio and an editor meet it: built and started by
 * `npm run preview:server` against the loopback Sanity server, which holds the sample with one
 * draft and one Presentation secret; then the same requests to it built for Netlify, its
 * function called as Netlify calls it.
 */
import { spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { chromium, expect as expectPage, type Browser } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findChromium, systemProbe } from "../../tooling/find-chromium.ts";
import { ROOT } from "../../publishing/repository-paths.ts";
import { sampleDocuments } from "../../tooling/builds.ts";
import { startFakeSanity, type FakeSanity } from "../../tooling/fake-sanity/server.ts";
import {
  startPreviewServer,
  type RunningPreviewServer,
} from "../../tooling/serve/loopback-preview-server.ts";
import type { PreviewServerAdapter } from "#src/integrations/preview-server-routes.ts";

const TOKEN = "sk-preview-token-never-shown";
const STUDIO = "http://127.0.0.1:3333";
const PROJECT = "project-al-noor-hotel";
const DRAFT_TITLE = "A draft title, not yet published";
const SECRET = "presentation-secret";
const SCRIPT = "publishing/preview-server/start-preview-server.ts";

const documents = sampleDocuments() as { _id: string; title?: string }[];
const published = documents.find((doc) => doc._id === PROJECT);
/** A project under construction, drafted in both languages with years the Studio only warns of. */
const PLANNED = "project-guest-palace";
const plannedDrafts = [PLANNED, `${PLANNED}-ar`].map((id) => ({
  ...documents.find((doc) => doc._id === id),
  _id: `drafts.${id}`,
  startYear: 1982,
  year: 2034,
}));
const secretDocument = (secret: string, secondsAgo: number) => ({
  _id: `sanity-preview-url-secret.${secret}`,
  _type: "sanity.previewUrlSecret",
  secret,
  studioUrl: STUDIO,
  _updatedAt: new Date(Date.now() - secondsAgo * 1000).toISOString(),
});

let fake: FakeSanity;
let server: RunningPreviewServer;
let origin: string;
const port = 4300 + Math.floor(Math.random() * 200);

function environment(fakeOrigin: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PUBLIC_SANITY_PROJECT_ID: "preview-test",
    SANITY_API_HOST: fakeOrigin,
    SANITY_READ_TOKEN: TOKEN,
    SANITY_STUDIO_URL: STUDIO,
    SANITY_TIMEOUT_SECONDS: "5",
    PREVIEW_COOKIE_SECRET: "c".repeat(40),
  };
}

beforeAll(async () => {
  fake = await startFakeSanity(
    {
      production: [
        ...documents,
        { ...published, _id: `drafts.${PROJECT}`, title: DRAFT_TITLE },
        ...plannedDrafts,
        secretDocument(SECRET, 60),
        secretDocument("expired-secret", 2 * 3600),
      ],
    },
    { token: TOKEN, projectId: "preview-test" },
  );
  server = await startPreviewServer(environment(fake.origin), { port });
  origin = server.origin;
}, 180_000);

afterAll(async () => {
  server?.stop();
  await fake?.close();
});

const get = (path: string, cookie?: string) =>
  fetch(`${origin}${path}`, { redirect: "manual", headers: cookie ? { cookie } : {} });

async function openDraftMode(secret = SECRET, pathname = `/ourProjects/${PROJECT}`) {
  const query = new URLSearchParams({ "sanity-preview-secret": secret, "sanity-preview-pathname": pathname });
  return get(`/api/draft-mode/enable?${query}`);
}

const cookieOf = (response: Response) => response.headers.get("set-cookie")?.split(";")[0] ?? "";

/** What the server answers, whichever host it was built for. */
function describePreviewServer(adapter: PreviewServerAdapter, start?: () => Promise<void>) {
  // Each test asks a server that renders pages per request: on a busy 2-core machine a page
  // takes a second or more, so the tests get the time a server needs, not Vitest's 5 s.
  describe(`the preview server built for ${adapter}`, { timeout: 60_000 }, () => {
    if (start) beforeAll(start, 180_000);

    it("answers /healthz", async () => {
      expect((await get("/healthz")).status).toBe(200);
    });

    it("shows published content only, without draft mode", async () => {
      const response = await get(`/ourProjects/${PROJECT}`);
      const html = await response.text();
      expect(response.status).toBe(200);
      expect(html).toContain(published?.title);
      expect(html).not.toContain(DRAFT_TITLE);
      expect(html).toContain("Preview: published content only.");
      expect(response.headers.get("cache-control")).toBe("private, no-store");
    });

    it("is never indexed: robots.txt disallows everything, and every answer says noindex", async () => {
      const robots = await get("/robots.txt");
      expect(await robots.text()).toBe("User-agent: *\nDisallow: /\n");
      for (const path of ["/robots.txt", `/ourProjects/${PROJECT}`, "/ar/careers"]) {
        const response = await get(path);
        expect(response.headers.get("x-robots-tag"), path).toBe("noindex");
        expect(response.headers.get("cache-control"), path).toBe("private, no-store");
      }
    });

    it.each([
      ["a wrong secret", "not-the-secret"],
      ["an expired secret", "expired-secret"],
    ])("refuses %s with 401 and no cookie", async (_, secret) => {
      const response = await openDraftMode(secret);
      expect(response.status).toBe(401);
      expect(response.headers.get("set-cookie")).toBeNull();
    });

    it("opens draft mode with the Studio's secret, and shows the draft", async () => {
      const opened = await openDraftMode();
      expect(opened.status).toBe(307);
      expect(opened.headers.get("location")).toBe(`/ourProjects/${PROJECT}`);
      expect(opened.headers.get("set-cookie")).toMatch(/HttpOnly; SameSite=Lax; Max-Age=\d+$/);

      const page = await get(`/ourProjects/${PROJECT}`, cookieOf(opened));
      const html = await page.text();
      expect(html).toContain(DRAFT_TITLE);
      expect(html).toContain("Preview: drafts as they stand");
      expect(page.headers.get("cache-control")).toBe("private, no-store");
      // The page's own policy, listing the hashes of the inline scripts it holds; then the framing.
      const policy = page.headers.get("content-security-policy") ?? "";
      expect(policy).toMatch(
        /^default-src 'none';.* script-src 'self' 'sha256-[^,]*, frame-ancestors 'self' http:\/\/127\.0\.0\.1:3333$/,
      );
      const inlineScripts = html.matchAll(
        /<script(?![^>]*\b(?:src=|type="application\/ld\+json"))[^>]*>(.*?)<\/script>/gs,
      );
      expect(/script-src ([^;,]*)/.exec(policy)?.[1]?.match(/'sha256-/g)).toHaveLength(
        new Set(Array.from(inlineScripts, ([, text]) => text)).size,
      );
    });

    it("shows a draft planned for 2034 and begun before the founding, in both languages", async () => {
      const cookie = cookieOf(await openDraftMode());
      for (const [path, period] of [
        [`/ourProjects/${PLANNED}`, "1982–2034"],
        [`/ar/ourProjects/${PLANNED}`, "١٩٨٢–٢٠٣٤"],
      ] as const) {
        const response = await get(path, cookie);
        expect([path, response.status]).toEqual([path, 200]);
        expect(await response.text()).toContain(period);
      }
    });

    it("shows no draft for a cookie it did not sign", async () => {
      const opened = await openDraftMode();
      const [name, value = ""] = cookieOf(opened).split("=");
      const tampered = `${name}=${value.replace(/.$/, (last) => (last === "A" ? "B" : "A"))}`;
      const html = await (await get(`/ourProjects/${PROJECT}`, tampered)).text();
      expect(html).not.toContain(DRAFT_TITLE);
    });

    it("ends draft mode", async () => {
      const closed = await get("/api/draft-mode/disable");
      expect(closed.status).toBe(307);
      expect(closed.headers.get("set-cookie")).toMatch(/^arkan-draft-mode=; .*Max-Age=0$/);
    });

    // Seventeen pages rendered per request, asked for at once.
    it("answers every kind of route, and 404 for a project or position it does not have", async () => {
      const cookie = cookieOf(await openDraftMode());
      const statuses = async (paths: string[]) =>
        Promise.all(paths.map(async (path) => [path, (await get(path, cookie)).status]));
      const found = [
        "/",
        "/careers",
        "/careers/career-hr-officer",
        "/teams",
        "/classifications",
        "/ar/classifications/certificates.json",
        "/ourProjects",
        "/ourProjects/category/airport",
        "/ar",
        "/ar/careers/career-hr-officer",
        "/ar/ourProjects/category/airport",
      ];
      expect(await statuses(found)).toEqual(found.map((path) => [path, 200]));
      const arabic = await (await get("/ar/teams", cookie)).text();
      expect(arabic).toContain('<html lang="ar" dir="rtl">');
      const missing = [
        "/ourProjects/no-such-project",
        "/careers/no-such-position",
        "/ar/ourProjects/no-such-project",
        "/fr/careers",
      ];
      expect(await statuses(missing)).toEqual(missing.map((path) => [path, 404]));
    });

    it("answers 503 naming the problem while the content service is down, and recovers", async () => {
      const cookie = cookieOf(await openDraftMode());
      fake.failNext(Infinity, 500);
      const down = await get("/careers", cookie);
      const text = await down.text();
      expect(down.status).toBe(503);
      expect(text).toContain("The preview cannot reach the content service");
      expect(text).toMatch(/Content query ("|&#34;)careers("|&#34;) failed/);
      expect(text).not.toMatch(/at .*\.(ts|js|mjs):\d+/);
      fake.recover();
      expect((await get("/careers", cookie)).status).toBe(200);
    });

    it("never shows the token: not in a page, a header or its log", async () => {
      const cookie = cookieOf(await openDraftMode());
      for (const path of ["/", `/ourProjects/${PROJECT}`, "/api/draft-mode/enable?sanity-preview-secret=x"]) {
        const response = await get(path, cookie);
        expect(await response.text()).not.toContain(TOKEN);
        expect([...response.headers.values()].join("\n")).not.toContain(TOKEN);
      }
      expect(server.output()).not.toContain(TOKEN);
    });
  });
}

describePreviewServer("node");

/** Saves a change to the draft, as the Studio does, through the content API. */
async function saveDraftTitle(title: string) {
  const response = await fetch(`${fake.origin}/v2025-02-19/data/mutate/production`, {
    method: "POST",
    headers: { authorization: `Bearer ${TOKEN}`, "content-type": "application/json" },
    body: JSON.stringify({ mutations: [{ patch: { id: `drafts.${PROJECT}`, set: { title } } }] }),
  });
  expect(response.status).toBe(200);
}

describe("a live preview page", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: findChromium(systemProbe()), args: ["--no-sandbox"] });
  });
  afterAll(() => browser?.close());

  it("has no stream of changes outside draft mode", async () => {
    expect((await get("/api/draft-mode/changes")).status).toBe(204);
  });

  it("shows a saved draft without a reload, where the editor was", async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const query = new URLSearchParams({
      "sanity-preview-secret": SECRET,
      "sanity-preview-pathname": `/ourProjects/${PROJECT}`,
    });
    const changes = page.waitForResponse((response) => response.url().endsWith("/api/draft-mode/changes"));
    await page.goto(`${origin}/api/draft-mode/enable?${query}`);
    expect((await changes).status()).toBe(200);
    const heading = page.getByRole("heading", { level: 1 });
    await expectPage(heading).toContainText(DRAFT_TITLE);
    await page.evaluate(() => window.scrollTo({ top: 600, behavior: "instant" }));
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

    await saveDraftTitle("Renamed while the page was open");
    await expectPage(heading).toContainText("Renamed while the page was open", { timeout: 5000 });
    expect(await page.evaluate(() => window.scrollY)).toBe(600);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
      true,
    );
    await page.close();
    // A page that goes away ends its stream; the server stays up for the others.
    await saveDraftTitle("Saved after the page was closed");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await get("/healthz")).status).toBe(200);
    // A cold page and a wait of up to 5 s for the change: more than Vitest's default 5 s in all.
  }, 30_000);
});

describe("a preview server without its settings", () => {
  it.each([
    [
      "PREVIEW_COOKIE_SECRET",
      { PREVIEW_COOKIE_SECRET: "" },
      /^Preview server not started: PREVIEW_COOKIE_SECRET is not set/,
    ],
    [
      "a short PREVIEW_COOKIE_SECRET",
      { PREVIEW_COOKIE_SECRET: "short" },
      /PREVIEW_COOKIE_SECRET is shorter than 32/,
    ],
    ["SANITY_READ_TOKEN", { SANITY_READ_TOKEN: "" }, /SANITY_READ_TOKEN is not/],
    ["SANITY_STUDIO_URL", { SANITY_STUDIO_URL: "studio" }, /SANITY_STUDIO_URL/],
    ["PUBLIC_SANITY_PROJECT_ID", { PUBLIC_SANITY_PROJECT_ID: "Not An Id" }, /PUBLIC_SANITY_PROJECT_ID/],
    [
      "PREVIEW_SERVER_ADAPTER",
      { PREVIEW_SERVER_ADAPTER: "vercel" },
      /PREVIEW_SERVER_ADAPTER is "vercel": it must be one of node, netlify/,
    ],
  ])("stops at once, in one line naming %s", (_, override, message) => {
    const run = spawnSync(process.execPath, [SCRIPT, "--no-build"], {
      cwd: ROOT,
      env: { ...environment("http://127.0.0.1:9"), PORT: "4399", ...override },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split("\n")).toHaveLength(1);
    expect(run.stderr).toMatch(message);
  });
});

// Last: it takes the node server's place.
describePreviewServer("netlify", async () => {
  const stopped = once(server.process, "exit");
  server.stop();
  await stopped;
  await saveDraftTitle(DRAFT_TITLE);
  server = await startPreviewServer(environment(fake.origin), { port, adapter: "netlify" });
  origin = server.origin;
});

describe("the preview server built for netlify, a function per request", () => {
  it("holds no stream of changes open: its pages are live in the Studio's frame", async () => {
    const cookie = cookieOf(await openDraftMode());
    expect((await get("/api/draft-mode/changes", cookie)).status).toBe(404);
  });

  it("answers a page naming the setting it lacks, for it has no start to stop at", async () => {
    const withoutKey = { ...environment(fake.origin), PREVIEW_COOKIE_SECRET: "" };
    const unset = port + 1;
    const child = spawn(process.execPath, ["tooling/serve/netlify-function.ts"], {
      cwd: ROOT,
      env: { ...withoutKey, PORT: String(unset) },
    });
    try {
      let response: Response | undefined;
      while (response === undefined) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        response = await fetch(`http://127.0.0.1:${unset}/careers`).catch(() => undefined);
      }
      const text = await response.text();
      expect(response.status).toBe(500);
      expect(text).toContain("PREVIEW_COOKIE_SECRET is not set");
      expect(text).not.toMatch(/at .*\.(ts|js|mjs):\d+/);
    } finally {
      child.kill();
    }
  });
});
