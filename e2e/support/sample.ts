import { readFileSync } from "node:fs";

/** The sample dataset the site under test was built from, for expected titles and counts. */
type Doc = {
  _id: string;
  _type: string;
  title?: string;
  name?: string;
  description?: string;
  images?: unknown[];
};

const docs: Doc[] = readFileSync(new URL("../../sample-data/production.ndjson", import.meta.url), "utf8")
  .split("\n")
  .filter(Boolean)
  .map((line) => JSON.parse(line) as Doc);

export const sampleOf = (type: string): Doc[] => docs.filter((doc) => doc._type === type);
