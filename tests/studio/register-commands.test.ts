/**
 * `npm run content:import` and `npm run content:export-register` as an engineer runs them:
 * a dry run that says what it would do and writes nothing, `--out` for `sanity dataset import`,
 * and `--write` into a dataset (the loopback Sanity server), which a second run finds
 * unchanged; the register exported from that dataset is the one exported from its file.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT, SAMPLE_DATASET_FILE } from "../../publishing/repository-paths.ts";
import { parseNdjson } from "../../studio/validation/problems.ts";
import { startFakeSanity, type FakeSanity } from "../../tooling/fake-sanity/server.ts";
import { sampleDocuments } from "../../tooling/builds.ts";
import { SAMPLE_DAY } from "../../tooling/sample-data/content.ts";

const TOKEN = "sk-register-import-never-shown";
const dir = mkdtempSync(join(tmpdir(), "register-"));
const file = (name: string) => join(dir, name);

/** Runs one of the register's commands; its exit code and what it printed. */
async function run(script: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const result = await promisify(execFile)(process.execPath, [join(ROOT, "studio", script), ...args], {
    cwd: ROOT,
    env: { PATH: process.env["PATH"], ...env },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, output: stdout + stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      output: error.stdout + error.stderr,
    }),
  );
  return { ...result, lines: result.output.split("\n") };
}

let fake: FakeSanity;
let live: NodeJS.ProcessEnv;
beforeAll(async () => {
  fake = await startFakeSanity({ production: sampleDocuments() }, { token: TOKEN, projectId: "register" });
  live = { PUBLIC_SANITY_PROJECT_ID: "register", SANITY_API_HOST: fake.origin, SANITY_AUTH_TOKEN: TOKEN };
});
afterAll(async () => {
  await fake?.close();
  rmSync(dir, { recursive: true, force: true });
});

const writes = () => fake.requests.filter(({ url }) => url.pathname.includes("/data/mutate/")).length;
async function liveDocument(id: string) {
  const query = new URLSearchParams({ query: "*[_id == $id][0]", $id: JSON.stringify(id) });
  const answer = await fetch(`${fake.origin}/v2024-01-01/data/query/production?${query}`);
  return ((await answer.json()) as { result: Record<string, unknown> }).result;
}

describe("the register's commands", { timeout: 60_000 }, () => {
  it("export the sample's register, whose --out documents are the sample's projects", async () => {
    const exported = await run("export-register.ts", [
      "--dataset",
      SAMPLE_DATASET_FILE,
      "--out",
      file("sample.csv"),
    ]);
    expect(exported).toMatchObject({
      code: 0,
      lines: ["20 projects written to " + file("sample.csv") + ".", ""],
    });

    const imported = await run("import-register.ts", [
      file("sample.csv"),
      "--out",
      file("sample.ndjson"),
      "--on",
      SAMPLE_DAY,
    ]);
    expect(imported.code).toBe(0);
    expect(imported.lines).toContain(
      "No dataset given: every row is planned as a new project (--dataset export.ndjson plans against one).",
    );
    expect(imported.lines).toContain(
      "20 rows: 20 created, 0 replaced, 0 unchanged, 0 refused; 0 cell(s) left out.",
    );
    expect(imported.output).toMatch(
      /^Pictures are not imported: add each project's cover and gallery in the Studio/m,
    );
    const { documents } = parseNdjson(readFileSync(file("sample.ndjson"), "utf8"));
    expect(documents.map((document) => document["_id"])).toContain("project-al-noor-hotel-ar");
    expect(documents.map((document) => document["_id"])).toContain("translations-project-al-noor-hotel");
  });

  it("plan a dry run against an export: each row, each cell left out, and why; nothing written", async () => {
    writeFileSync(
      file("edited.csv"),
      ["project_number,area_m2,title_en", "al-noor-hotel,90000,", "new-depot,-5,Depot", ",1,Nameless"].join(
        "\n",
      ),
    );
    const { code, lines } = await run("import-register.ts", [
      file("edited.csv"),
      "--dataset",
      SAMPLE_DATASET_FILE,
    ]);
    expect(code).toBe(1);
    expect(lines).toEqual(
      expect.arrayContaining([
        "row 2  al-noor-hotel  replaced  project-al-noor-hotel",
        // An empty cell clears its field, but a title is required: it keeps the one it has.
        "error   row 2  al-noor-hotel  title_en  left out: Add a title: without it the site leaves this document out.",
        "row 3  new-depot  created  project-new-depot",
        "row 4    refused  it has no project number",
        expect.stringMatching(
          /^error {3}row 3 {2}new-depot {2}area_m2 {2}left out: The area must be a positive number/,
        ),
        "3 rows: 1 created, 1 replaced, 0 unchanged, 1 refused; 2 cell(s) left out.",
      ]),
    );
  });

  it("write into the dataset with a token, keeping each project's pictures; a second run writes nothing", async () => {
    writeFileSync(
      file("facts.csv"),
      '\uFEFFproject_number,area_m2,region\r\nal-noor-hotel,"90,000",SA-01\r\n',
    );
    const first = await run("import-register.ts", [file("facts.csv"), "--write"], live);
    expect(first.code).toBe(0);
    expect(first.lines).toContain("row 2  al-noor-hotel  replaced  project-al-noor-hotel");
    expect(first.output).toMatch(
      /^Writing 1 documents\. Each fires the dataset's webhooks: pause the site's rebuild webhook first/m,
    );
    expect(first.output).not.toContain(TOKEN);
    const stored = await liveDocument("project-al-noor-hotel");
    expect(stored).toMatchObject({
      area: 90000,
      region: "SA-01",
      title: "Al Noor Grand Hotel & Conference Centre",
    });
    expect(stored["images"]).toHaveLength(5);

    const before = writes();
    const second = await run("import-register.ts", [file("facts.csv"), "--write"], live);
    expect(second.lines).toContain(
      "1 rows: 0 created, 0 replaced, 1 unchanged, 0 refused; 0 cell(s) left out.",
    );
    expect(writes()).toBe(before);

    const exported = await run("export-register.ts", ["--out", file("live.csv")], live);
    expect(exported.code).toBe(0);
    expect(readFileSync(file("live.csv"), "utf8")).toBe(
      readFileSync(file("sample.csv"), "utf8").replace(
        /^(al-noor-hotel,Hospitality,completed,2018,2021,)86500,/m,
        "$190000,",
      ),
    );
  });

  it("say what is missing to reach the dataset, naming no secret", async () => {
    const { code, output } = await run("import-register.ts", [file("facts.csv"), "--write"], {
      PUBLIC_SANITY_PROJECT_ID: "register",
      SANITY_API_HOST: fake.origin,
    });
    expect(code).toBe(2);
    expect(output.trim()).toBe(
      "SANITY_AUTH_TOKEN is not set: an Editor token of the project (sanity.io/manage, API, Tokens).",
    );
  });
});
