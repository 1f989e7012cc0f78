/**
 * Whole builds against a Sanity-compatible server on 127.0.0.1: the real client path
 * from environment variables to HTML, and the failure a deploy must never get past.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as queries from "../src/lib/content/queries";
import { deadOrigin, startFakeSanity, type FakeSanity } from "./support/fake-sanity";

const ROOT = join(import.meta.dirname, "..");
const ASTRO = join(ROOT, "node_modules/astro/bin/astro.mjs");
const SAMPLE = readFileSync(join(ROOT, "sample-data/production.ndjson"), "utf8")
  .split("\n")
  .filter(Boolean)
  .map((line) => JSON.parse(line) as unknown);

interface BuildResult {
  status: number | null;
  output: string;
}

/** Runs `astro build` into a temporary folder; asynchronous, so the fake server in this process keeps answering. */
function build(outDir: string, env: Record<string, string>): Promise<BuildResult> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [ASTRO, "build", "--outDir", outDir], {
      cwd: ROOT,
      // Blank first, so neither the caller's environment nor a local .env picks the source.
      env: {
        ...process.env,
        PUBLIC_SANITY_PROJECT_ID: "",
        PUBLIC_SANITY_DATASET: "",
        SANITY_API_HOST: "",
        ...env,
      },
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("close", (status) => resolve({ status, output }));
  });
}

describe("a build against a Sanity project", () => {
  let server: FakeSanity;
  let outDir: string;
  let result: BuildResult;

  beforeAll(async () => {
    server = await startFakeSanity({ production: SAMPLE });
    outDir = mkdtempSync(join(tmpdir(), "site-sanity-"));
    result = await build(outDir, { PUBLIC_SANITY_PROJECT_ID: "abc123", SANITY_API_HOST: server.origin });
  }, 120_000);

  afterAll(async () => {
    await server.close();
    rmSync(outDir, { recursive: true, force: true });
  });

  it("succeeds and renders every page", () => {
    expect(result.status, result.output).toBe(0);
    expect(existsSync(join(outDir, "ourProjects/project-al-noor-hotel/index.html"))).toBe(true);
  });

  it("runs each query once for the whole build", () => {
    const asked = server.requests.map((request) => request.url.searchParams.get("query"));
    const expected = [
      queries.ABOUT_US_QUERY,
      queries.SERVICES_QUERY,
      queries.CLIENT_LOGOS_QUERY,
      queries.LANDING_PROJECTS_QUERY,
      queries.CLASSIFICATIONS_QUERY,
      queries.MAIN_CLASSIFICATION_QUERY,
      queries.PROJECTS_QUERY,
      queries.CAREERS_QUERY,
      queries.TEAM_QUERY,
    ];
    expect(asked.toSorted()).toEqual(expected.toSorted());
  });

  it("points images at Sanity's CDN for that project and dataset, and ships no sample images", () => {
    const home = readFileSync(join(outDir, "index.html"), "utf8");
    expect(home).toContain("https://cdn.sanity.io/images/abc123/production/");
    expect(home).not.toContain("/sample-cdn/");
    expect(existsSync(join(outDir, "sample-cdn"))).toBe(false);
  });
});

describe("a build whose content service is unreachable", () => {
  it("fails with a non-zero status, naming the query and the cause, and publishes nothing", async () => {
    const outDir = mkdtempSync(join(tmpdir(), "site-dead-"));
    try {
      const result = await build(outDir, {
        PUBLIC_SANITY_PROJECT_ID: "abc123",
        SANITY_API_HOST: await deadOrigin(),
      });
      expect(result.status).not.toBe(0);
      expect(result.output).toMatch(
        /Content query "\w+" failed against Sanity project "abc123".*ECONNREFUSED/,
      );
      expect(existsSync(join(outDir, "index.html"))).toBe(false);
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  }, 120_000);
});
