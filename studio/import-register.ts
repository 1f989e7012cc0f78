/**
 * `npm run content:import -- register.csv`: reads the company's project register (a
 * spreadsheet saved as CSV, docs/register.md) into project documents, each row checked by the
 * Studio's own rules first. A dry run by default: it prints what it would create, replace and
 * refuse, and why.
 *
 *   npm run content:import -- register.csv                          a dry run: a first import
 *   npm run content:import -- register.csv --dataset export.ndjson  a dry run against an export
 *   npm run content:import -- register.csv --out register.ndjson    the documents, for `sanity dataset import`
 *   npm run content:import -- register.csv --write                  into the dataset (SANITY_AUTH_TOKEN)
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { ContentConfigError } from "../src/config/content-config.ts";
import { companyDay } from "../src/lib/credentials.ts";
import { ENV_FILE } from "../publishing/repository-paths.ts";
import { datasetClient, fetchProjects, readDatasetFile } from "./register/dataset.ts";
import { readRegister, RegisterFileError, type SanityDocument } from "./register/register.ts";

if (existsSync(ENV_FILE)) process.loadEnvFile(ENV_FILE);
const { values, positionals } = parseArgs({
  options: {
    dataset: { type: "string" },
    out: { type: "string" },
    write: { type: "boolean", default: false },
    on: { type: "string" },
  },
  allowPositionals: true,
});
const [file] = positionals;
if (file === undefined || positionals.length > 1 || (values.write && values.dataset !== undefined)) {
  console.error(
    "usage: npm run content:import -- register.csv [--dataset export.ndjson] [--out documents.ndjson | --write]",
  );
  process.exit(2);
}

try {
  const register = readRegister(readFileSync(resolve(file)));
  const client = values.write ? datasetClient(process.env) : undefined;
  let existing: SanityDocument[] = [];
  let drafts = new Set<string>();
  if (client !== undefined) ({ documents: existing, drafts } = await fetchProjects(client));
  else if (values.dataset !== undefined) existing = readDatasetFile(resolve(values.dataset));
  else
    console.log(
      "No dataset given: every row is planned as a new project (--dataset export.ndjson plans against one).",
    );

  // The Studio's rules load the whole Studio: only once there is something to check.
  const { outcomeCounts, planImport } = await import("./register/plan-import.ts");
  const plan = await planImport(register, existing, values.on ?? companyDay(new Date()));
  for (const { row, reason } of register.unreadable) console.log(`row ${row}  refused  ${reason}`);
  for (const outcome of plan.outcomes) {
    const what = outcome.action === "refused" ? outcome.reasons.join("; ") : outcome.ids.join(", ");
    console.log(`row ${outcome.row}  ${outcome.number}  ${outcome.action}  ${what}`.trimEnd());
  }
  for (const note of plan.notes) {
    console.log(`${note.level.padEnd(7)} row ${note.row}  ${note.number}  ${note.column}  ${note.message}`);
  }
  for (const id of plan.documents.map((document) => document._id).filter((id) => drafts.has(id))) {
    console.log(
      `warning ${id} has a draft in the Studio: publishing it will undo this import's changes to it.`,
    );
  }
  const counts = outcomeCounts(plan.outcomes);
  const refused = counts.refused + register.unreadable.length;
  console.log(
    `${plan.outcomes.length + register.unreadable.length} rows: ${counts.created} created, ${counts.replaced} replaced, ${counts.unchanged} unchanged, ${refused} refused; ${plan.notes.filter((note) => note.level === "error").length} cell(s) left out.`,
  );
  console.log(
    "Pictures are not imported: add each project's cover and gallery in the Studio (Projects, the project, Content).",
  );

  if (values.out !== undefined) {
    writeFileSync(
      resolve(values.out),
      plan.documents.map((document) => JSON.stringify(document)).join("\n") + "\n",
    );
    console.log(
      `${plan.documents.length} documents written to ${values.out}: sanity dataset import ${values.out} <dataset> --replace`,
    );
  }
  if (client !== undefined && plan.documents.length > 0) {
    console.log(
      `Writing ${plan.documents.length} documents. Each fires the dataset's webhooks: pause the site's rebuild webhook first (sanity.io/manage, API, Webhooks) and publish once after, or the site rebuilds once per document.`,
    );
    const transaction = plan.documents.reduce(
      (next, document) => next.createOrReplace(document),
      client.transaction(),
    );
    const { transactionId } = await transaction.commit({ visibility: "async" });
    console.log(`Written in transaction ${transactionId}.`);
  }
  process.exitCode = refused > 0 ? 1 : 0;
} catch (error) {
  if (!(error instanceof RegisterFileError || error instanceof ContentConfigError)) throw error;
  console.error(error instanceof RegisterFileError ? `${file} ${error.message}` : error.message);
  process.exit(2);
}
