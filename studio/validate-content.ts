/**
 * `npm run content:validate [file.ndjson]`: checks a dataset export against the Studio's
 * schema and rules, offline, and prints one line per problem:
 *   error  "project-x"  year  A year is a whole number...
 * Exits 1 when there is any error. Without a file, it checks the embedded sample dataset.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { quoteForLog } from "../src/lib/log-quote.ts";
import { parseNdjson, validateDataset } from "./validation/validate-dataset.ts";

const file = resolve(
  process.argv[2] ?? new URL("../sample-data/production.ndjson", import.meta.url).pathname,
);
const { documents, problems: unreadable } = parseNdjson(readFileSync(file, "utf8"));
const problems = [...unreadable, ...(await validateDataset(documents))];

for (const { id, path, level, message } of problems) {
  console.log(`${level.padEnd(7)} ${quoteForLog(id)}  ${path}  ${message}`);
}
const errors = problems.filter(({ level }) => level === "error").length;
const warnings = problems.length - errors;
console.log(`${documents.length} documents in ${file}: ${errors} error(s), ${warnings} warning(s).`);
process.exitCode = errors > 0 ? 1 : 0;
