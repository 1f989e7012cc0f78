/**
 * `npm run content:export-register -- --out register.csv`: the project register (docs/register.md)
 * of a dataset's published projects, to fill in a spreadsheet and import again; from a dataset
 * export given with `--dataset`, or from the project's dataset (SANITY_AUTH_TOKEN). An export
 * imported again changes nothing.
 */
import { existsSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { ContentConfigError } from "../src/config/content-config.ts";
import { ENV_FILE } from "../publishing/repository-paths.ts";
import { datasetClient, fetchProjects, readDatasetFile } from "./register/dataset.ts";
import { registerCsv, registerRows } from "./register/register.ts";

if (existsSync(ENV_FILE)) process.loadEnvFile(ENV_FILE);
const { values } = parseArgs({ options: { dataset: { type: "string" }, out: { type: "string" } } });
if (values.out === undefined) {
  console.error("usage: npm run content:export-register -- --out register.csv [--dataset export.ndjson]");
  process.exit(2);
}
try {
  const documents =
    values.dataset === undefined
      ? (await fetchProjects(datasetClient(process.env))).documents
      : readDatasetFile(resolve(values.dataset));
  const rows = registerRows(documents);
  writeFileSync(resolve(values.out), registerCsv(rows));
  console.log(`${rows.length} projects written to ${values.out}.`);
} catch (error) {
  if (!(error instanceof ContentConfigError)) throw error;
  console.error(error.message);
  process.exit(2);
}
