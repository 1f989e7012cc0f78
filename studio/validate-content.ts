/**
 * `npm run content:validate [file.ndjson] [--on YYYY-MM-DD]`: checks a dataset export against
 * the Studio's schema and rules, offline, and prints one line per problem:
 *   error  "project-x"  year  A year is a whole number...
 * Certificates expired or expiring are judged on today's date for the company, or on the day
 * `--on` names (a tender's closing day, say). Exits 1 when there is any error. Without a
 * file, it checks the embedded sample dataset.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { isCalendarDay } from "../src/lib/calendar-day.ts";
import { companyDay } from "../src/lib/credentials.ts";
import { parseNdjson, problemLine } from "./validation/problems.ts";
import { validateDataset } from "./validation/validate-dataset.ts";

const { values, positionals } = parseArgs({ options: { on: { type: "string" } }, allowPositionals: true });
const today = values.on ?? companyDay(new Date());
if (!isCalendarDay(today)) {
  console.error(`--on must be a day of the calendar (YYYY-MM-DD), not ${JSON.stringify(today)}.`);
  process.exit(2);
}
const file = resolve(positionals[0] ?? new URL("../sample-data/production.ndjson", import.meta.url).pathname);
const { documents, problems: unreadable } = parseNdjson(readFileSync(file, "utf8"));
const problems = [...unreadable, ...(await validateDataset(documents, today))];

for (const problem of problems) console.log(problemLine(problem));
const errors = problems.filter(({ level }) => level === "error").length;
const warnings = problems.length - errors;
console.log(
  `${documents.length} documents in ${file}, certificates judged on ${today}: ${errors} error(s), ${warnings} warning(s).`,
);
process.exitCode = errors > 0 ? 1 : 0;
