/**
 * The W3C's Nu HTML Checker (vnu.jar, which needs Java 17 or newer) over every page of two
 * whole builds: the sample, and the sample with the hostile corpus through the real client.
 * No error on any page. html-validate (npm run test:html) adds the outline and accessibility
 * rules the Nu checker does not have.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hostileDataset } from "./fixtures/hostile-content";
import { startFakeSanity } from "../tooling/fake-sanity/server";
import { runBuildScript, sampleDocuments } from "../tooling/builds";

const VNU_JAR = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");
const BUILD_TIMEOUT = 120_000;

interface NuMessage {
  readonly type: string;
  readonly url?: string;
  readonly lastLine?: number;
  readonly message: string;
}

/** Every error the checker finds in a folder's pages, as "page:line: message". */
function nuErrors(dir: string): string[] {
  const run = spawnSync(
    "java",
    ["-jar", VNU_JAR, "--errors-only", "--skip-non-html", "--format", "json", "--exit-zero-always", dir],
    { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  );
  if (run.error) {
    throw new Error(
      `The Nu HTML Checker needs Java 17 or newer (Debian: default-jre-headless): ${run.error.message}`,
    );
  }
  const { messages } = JSON.parse(run.stderr) as { messages: NuMessage[] };
  return messages.map(
    (message) =>
      `${message.url?.replace(`file:${dir}/`, "") ?? "?"}:${message.lastLine ?? "?"}: ${message.message}`,
  );
}

describe.each([
  ["the sample", false],
  ["the sample with the hostile corpus", true],
])("the Nu HTML Checker on %s", (_, hostile) => {
  const outDir = join(mkdtempSync(join(tmpdir(), "site-nu-")), "site");

  beforeAll(async () => {
    const server = hostile
      ? await startFakeSanity({ production: hostileDataset(sampleDocuments()) })
      : undefined;
    try {
      const env = server ? { PUBLIC_SANITY_PROJECT_ID: "fixture", SANITY_API_HOST: server.origin } : {};
      const result = await runBuildScript(outDir, env);
      expect(result.status, result.output).toBe(0);
    } finally {
      await server?.close();
    }
  }, BUILD_TIMEOUT);

  afterAll(() => rmSync(join(outDir, ".."), { recursive: true, force: true }));

  it("finds no error on any page", () => {
    expect(nuErrors(outDir)).toEqual([]);
  }, 60_000);
});
