import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SHARED_BUILDS_ENV, sharedBuild, type BuildResult } from "../../tooling/builds.ts";

/** A stand-in for a whole build: writes a page, and counts itself. */
const fakeBuild = () =>
  vi.fn(async (outDir: string): Promise<BuildResult> => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    mkdirSync(outDir, { recursive: true });
    writeFileSync(join(outDir, "index.html"), "<!doctype html>");
    return { status: 0, output: "built" };
  });

describe("a fixture site shared by a run of the suite", () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), "shared-builds-test-"));
    vi.stubEnv(SHARED_BUILDS_ENV, root);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    rmSync(root, { recursive: true, force: true });
  });

  it("is built once for askers at once, each given the same folder and result", async () => {
    const build = fakeBuild();
    const [first, second] = await Promise.all([sharedBuild("site", build), sharedBuild("site", build)]);
    expect(build).toHaveBeenCalledTimes(1);
    expect(first?.dir).toBe(join(root, "site"));
    expect(second).toMatchObject({ dir: first?.dir, status: 0, output: "built" });
    // The run removes it at its end, not an asker.
    second?.dispose();
    expect(existsSync(join(root, "site", "index.html"))).toBe(true);
  });

  it("makes the shared folder where it was named but not made yet, and builds there", async () => {
    const named = join(root, "not-yet");
    vi.stubEnv(SHARED_BUILDS_ENV, named);
    const build = fakeBuild();
    const [first, second] = await Promise.all([sharedBuild("site", build), sharedBuild("site", build)]);
    expect(build).toHaveBeenCalledTimes(1);
    expect(second).toMatchObject({ dir: first?.dir, status: 0 });
    expect(existsSync(join(named, "site", "index.html"))).toBe(true);
  });

  it("passes on a build that threw as a failed one, to every asker", async () => {
    const broken = async (): Promise<BuildResult> => {
      throw new Error("out of disk");
    };
    const [first, second] = await Promise.all([sharedBuild("broken", broken), sharedBuild("broken", broken)]);
    expect(first).toMatchObject({ status: null, output: "Error: out of disk" });
    expect(second).toMatchObject({ status: null, output: "Error: out of disk" });
  });

  it("outside a run, is built for each asker in a folder of its own, removed by it", async () => {
    vi.stubEnv(SHARED_BUILDS_ENV, "");
    const build = fakeBuild();
    const [first, second] = await Promise.all([sharedBuild("site", build), sharedBuild("site", build)]);
    expect(build).toHaveBeenCalledTimes(2);
    expect(first?.dir).not.toBe(second?.dir);
    first?.dispose();
    expect(existsSync(first?.dir ?? "")).toBe(false);
    second?.dispose();
  });
});
