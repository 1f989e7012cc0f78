/**
 * `npm run doctor -- https://www.example.com`: checks a live deployment from outside, one line
 * per check, passed or failed with what to change (deployment-checks.ts, docs/deploying.md).
 * Exits 1 when a check fails.
 *
 *   npm run doctor -- https://www.example.com
 *   npm run doctor -- https://preview.example.net --site-url https://www.example.com
 *   npm run doctor -- https://www.example.com --sanity abc123 [--dataset production]
 */
import { parseArgs } from "node:util";
import { ContentConfigError, readContentConfig } from "#src/config/content-config.ts";
import { siteHeaderRules } from "../host-headers.ts";
import { checkDeployment, resultLine } from "./deployment-checks.ts";

const { values, positionals } = parseArgs({
  options: { "site-url": { type: "string" }, sanity: { type: "string" }, dataset: { type: "string" } },
  allowPositionals: true,
});
const usage =
  "usage: npm run doctor -- https://www.example.com [--site-url URL] [--sanity PROJECT_ID [--dataset NAME]]";
const originOf = (text: string | undefined) => {
  try {
    const url = new URL(text ?? "");
    return url.protocol === "https:" || url.protocol === "http:" ? url.origin : undefined;
  } catch {
    return undefined;
  }
};
const origin = originOf(positionals[0]);
const siteUrl = values["site-url"] === undefined ? origin : originOf(values["site-url"]);
if (origin === undefined || siteUrl === undefined || positionals.length !== 1) {
  console.error(usage);
  process.exit(2);
}

let sanity: { apiOrigin: string; dataset: string } | undefined;
if (values.sanity !== undefined) {
  try {
    const config = readContentConfig({
      PUBLIC_SANITY_PROJECT_ID: values.sanity,
      PUBLIC_SANITY_DATASET: values.dataset,
      SANITY_API_HOST: process.env["SANITY_API_HOST"],
    });
    if (config.source !== "sanity") throw new ContentConfigError(usage);
    sanity = {
      apiOrigin: config.apiHost ?? `https://${config.projectId}.api.sanity.io`,
      dataset: config.dataset,
    };
  } catch (error) {
    if (!(error instanceof ContentConfigError)) throw error;
    console.error(error.message);
    process.exit(2);
  }
}

const results = await checkDeployment({
  origin,
  siteUrl,
  rules: siteHeaderRules(),
  ...(sanity ? { sanity } : {}),
});
for (const result of results) console.log(resultLine(result));
const failed = results.filter((result) => !result.passed).length;
console.log(`${results.length} checks of ${origin}: ${failed === 0 ? "all passed" : `${failed} failed`}.`);
process.exitCode = failed === 0 ? 0 : 1;
