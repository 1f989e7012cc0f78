/**
 * Builds the site against a large generated dataset, through the real @sanity/client path:
 * the sample documents plus N generated projects (default 2,000) reusing the sample's
 * image assets, served by the Sanity-compatible test server on 127.0.0.1.
 *
 *   npm run build:large            # 2,000 projects
 *   npm run build:large -- 5000    # another count
 *
 * Prints the build's wall time and page count; the output goes to a temporary folder
 * that is removed afterwards.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PROJECT_CATEGORIES } from "../src/config/site.ts";
import { startFakeSanity } from "../tests/support/fake-sanity.ts";

type Doc = { _id: string; _type: string; [key: string]: unknown };

const ROOT = new URL("../", import.meta.url).pathname;
const count = Number(process.argv[2] ?? 2000);
if (!Number.isInteger(count) || count < 1) throw new Error(`Not a project count: ${process.argv[2]}`);

const sample: Doc[] = readFileSync(join(ROOT, "sample-data/production.ndjson"), "utf8")
  .split("\n")
  .filter(Boolean)
  .map((line) => JSON.parse(line) as Doc);
const templates = sample.filter((doc) => doc._type === "ourProjects");
const categories = PROJECT_CATEGORIES.slice(1);

const generated: Doc[] = Array.from({ length: count }, (_, i) => {
  const template = templates[i % templates.length] as Doc;
  return {
    ...template,
    _id: `generated-project-${String(i + 1).padStart(5, "0")}`,
    title: `${String(template["title"])} (phase ${Math.floor(i / templates.length) + 1})`,
    category: categories[i % categories.length],
    year: 1985 + (i % 41),
  };
});

const server = await startFakeSanity({ production: [...sample, ...generated] });
const outDir = mkdtempSync(join(tmpdir(), "site-large-"));
const started = performance.now();
const status = await new Promise<number | null>((resolve) => {
  const child = spawn(
    process.execPath,
    [join(ROOT, "node_modules/astro/bin/astro.mjs"), "build", "--outDir", outDir],
    {
      cwd: ROOT,
      stdio: ["ignore", "ignore", "inherit"],
      env: {
        ...process.env,
        PUBLIC_SANITY_PROJECT_ID: "large",
        PUBLIC_SANITY_DATASET: "",
        SANITY_API_HOST: server.origin,
      },
    },
  );
  child.on("close", resolve);
});
const seconds = (performance.now() - started) / 1000;
const pages = readdirSync(join(outDir, "ourProjects"), { withFileTypes: true }).filter((entry) =>
  entry.isDirectory(),
).length;
await server.close();
rmSync(outDir, { recursive: true, force: true });

if (status !== 0) {
  console.error(`build failed with status ${status}`);
  process.exit(1);
}
console.log(
  `${count} generated + ${templates.length} sample projects: ${pages} project pages built in ${seconds.toFixed(1)} s`,
);
