/**
 * Writes the sample dataset in the form `sanity dataset import` uploads images from:
 *
 *   npm run sample:import-file
 *   cd studio && npx sanity dataset import ../sample-data/production.import.ndjson production
 *
 * `sample-data/production.ndjson` is Sanity's raw export form: image fields reference asset
 * documents of the sample project, whose URLs are not the importing project's, so an import
 * refuses them ("references a different project ID"). Here each image field's reference
 * becomes `_sanityAsset: "image@file://./images/{file}"`, which the importer resolves beside
 * the file (`sample-data/images/`), uploads to the new project, and points the field at. The
 * asset documents are left out: the upload makes them anew, with the same ids (an image
 * asset's id is the SHA-1 of its bytes and its size). The editor's hotspot, crop and
 * alternative text stay on the field.
 *
 * The written file is a derivative, never edited and not committed; regenerate it after the
 * sample changes.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { ROOT, SAMPLE_DATASET_FILE } from "../../publishing/repository-paths.ts";

const IMPORT_FILE = join(ROOT, "sample-data/production.import.ndjson");

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Document = { _id: string; _type: string; [field: string]: Json };

const isObject = (value: Json): value is { [key: string]: Json } =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The documents in import form: asset documents left out, each reference to one replaced by
 * the asset's file. Throws, naming the document, on a reference to an asset the file lacks.
 */
export function toImportForm(documents: readonly Document[]): Document[] {
  const files = new Map<string, string>();
  for (const doc of documents) {
    if (doc._type !== "sanity.imageAsset") continue;
    if (typeof doc["path"] !== "string") throw new Error(`asset "${doc._id}" has no path`);
    files.set(doc._id, basename(doc["path"]));
  }

  const convert = (value: Json, id: string): Json => {
    if (Array.isArray(value)) return value.map((item) => convert(item, id));
    if (!isObject(value)) return value;
    const asset = value["asset"] ?? null;
    const ref = isObject(asset) ? asset["_ref"] : undefined;
    if (typeof ref === "string" && ref.startsWith("image-")) {
      const file = files.get(ref);
      if (file === undefined) throw new Error(`"${id}" uses ${ref}, which the file does not hold`);
      const rest = Object.fromEntries(Object.entries(value).filter(([key]) => key !== "asset"));
      return { ...rest, _sanityAsset: `image@file://./images/${file}` };
    }
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, convert(field, id)]));
  };

  return documents
    .filter((doc) => doc._type !== "sanity.imageAsset")
    .map((doc) => convert(doc, doc._id) as Document);
}

export const parseNdjson = (text: string): Document[] =>
  text
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as Document);

export const toNdjson = (documents: readonly Document[]): string =>
  documents.map((doc) => JSON.stringify(doc)).join("\n") + "\n";

if (import.meta.main) {
  const documents = toImportForm(parseNdjson(readFileSync(SAMPLE_DATASET_FILE, "utf8")));
  writeFileSync(IMPORT_FILE, toNdjson(documents));
  console.log(
    `${documents.length} documents written to sample-data/production.import.ndjson; ` +
      "from studio/, run: npx sanity dataset import ../sample-data/production.import.ndjson production",
  );
}
