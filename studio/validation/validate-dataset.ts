/**
 * Validates a dataset export (NDJSON) offline: every document of a Studio type through
 * Sanity's own validation, run as the Studio runs it (`@sanity/validation` in its "studio"
 * environment, with the Studio's compiled schema and English messages), plus the
 * checks of a whole dataset that no single document's rules can make and that the site's build
 * makes: ids the site can use as paths, each id once, and image assets present with an https
 * URL. A translation's own copy of a field the languages share is the Studio's rule's to
 * warn of (schema-types/typed-on-original.ts). References and client queries in rules are
 * answered from the file itself, so nothing leaves the machine.
 */
import { validateDocumentWithWorkspace } from "@sanity/validation";
import { getFallbackLocaleSource } from "@sanity/validation/_internal";
import { evaluate, parse } from "groq-js";
import { createSchema, type SanityClient, type SanityDocument } from "sanity";
import { expiryNotice } from "../../src/lib/credentials.ts";
import { httpsUrl } from "../../src/lib/links.ts";
import { CONTENT_LANGUAGES } from "../../src/i18n/locales.ts";
import { DOCUMENT_ID, isPublishedId } from "../../src/lib/content/document-id.ts";
import { parseDocuments } from "../../src/lib/content/parse.ts";
import {
  translationSets,
  unspokenLanguages,
  type Translatable,
  type TranslationProblem,
} from "../../src/lib/content/translations.ts";
import {
  TRANSLATION_METADATA_QUERY,
  translationMetadata,
} from "../../src/lib/content/documents/translation-metadata.ts";
import { schemaTypes } from "../schema-types/index.ts";
import type { Problem } from "./problems.ts";

type Segment = string | number | { _key: string } | [number | "", number | ""];

/** `images[_key=="a1"].alt`: the form Sanity's own tools print. */
export function formatPath(path: readonly Segment[]): string {
  if (path.length === 0) return "(document)";
  return path
    .map((segment, index) => {
      if (typeof segment === "string") return index === 0 ? segment : `.${segment}`;
      if (typeof segment === "number") return `[${segment}]`;
      if (Array.isArray(segment)) return `[${segment.join(":")}]`;
      return `[_key==${JSON.stringify(segment._key)}]`;
    })
    .join("");
}

const schema = createSchema({ name: "default", types: schemaTypes });
const STUDIO_TYPES = new Set<string>(schemaTypes.map((type) => type.name));

/** A client for rules that ask the dataset something: GROQ over the file, never the network. */
function offlineClient(documents: readonly unknown[]): SanityClient {
  const offline = () => {
    throw new Error("content:validate runs offline: this rule needs Sanity's API.");
  };
  const client = {
    fetch: async (query: string, params: Record<string, unknown> = {}) =>
      (await evaluate(parse(query, { params }), { dataset: [...documents], params })).get(),
    getDataUrl: offline,
    observable: { fetch: offline, request: offline },
    withConfig: () => client,
  };
  return client as unknown as SanityClient;
}

/** Every `{ asset: { _ref } }` under a value, with its path: images wherever they are. */
function* imageAssetRefs(value: unknown, path: Segment[] = []): Generator<[Segment[], unknown]> {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const key = (item as { _key?: unknown } | null)?._key;
      yield* imageAssetRefs(item, [...path, typeof key === "string" ? { _key: key } : index]);
    }
  } else if (typeof value === "object" && value !== null) {
    const { asset } = value as { asset?: unknown };
    if (asset !== undefined && path.length > 0) {
      yield [[...path, "asset"], (asset as { _ref?: unknown } | null)?._ref];
      return;
    }
    for (const [key, child] of Object.entries(value)) {
      if (!key.startsWith("_")) yield* imageAssetRefs(child, [...path, key]);
    }
  }
}

/** The checks of a whole dataset, for documents of the Studio's types. */
function datasetProblems(documents: readonly Record<string, unknown>[]): Problem[] {
  const problems: Problem[] = [];
  const assetUrls = new Map<string, unknown>();
  for (const doc of documents) {
    if (doc["_type"] === "sanity.imageAsset" && typeof doc["_id"] === "string")
      assetUrls.set(doc["_id"], doc["url"]);
  }
  const seen = new Set<string>();
  documents.forEach((doc, index) => {
    if (!STUDIO_TYPES.has(String(doc["_type"]))) return;
    const rawId = doc["_id"];
    const id = typeof rawId === "string" ? rawId : `line ${index + 1}`;
    const error = (path: string, message: string) => problems.push({ id, path, level: "error", message });
    if (typeof rawId !== "string" || !DOCUMENT_ID.test(rawId)) {
      error(
        "_id",
        `${JSON.stringify(rawId)} is not an id the site can use (letters, digits, ".", "_", "-"; at most 128): the site leaves this document out.`,
      );
    } else if (seen.has(rawId)) {
      error("_id", "Another document in this file has the same _id: the site keeps only the first.");
    }
    if (typeof rawId === "string") seen.add(rawId);
    for (const [path, ref] of imageAssetRefs(doc)) {
      const where = formatPath(path);
      if (typeof ref !== "string") {
        error(where, "The image has no asset reference: the site cannot show it.");
      } else if (!assetUrls.has(ref)) {
        error(
          where,
          `The image's asset ${JSON.stringify(ref)} is not in this dataset: the site shows no image.`,
        );
      } else if (httpsUrl(String(assetUrls.get(ref))) === undefined) {
        error(
          where,
          `The image's asset ${JSON.stringify(ref)} has no https URL: the site leaves this document out.`,
        );
      }
    }
  });
  return problems;
}

/**
 * What the build reports of the translations (translations.ts), as warnings: the file's
 * metadata read with the build's own query, over its published documents, as the build reads
 * the dataset.
 */
async function translationProblems(documents: readonly Record<string, unknown>[]): Promise<Problem[]> {
  const published = documents.filter((doc) => typeof doc["_id"] === "string" && isPublishedId(doc["_id"]));
  const read: unknown = await (
    await evaluate(parse(TRANSLATION_METADATA_QUERY), { dataset: published })
  ).get();
  const metadata = parseDocuments(
    translationMetadata.documentType,
    translationMetadata.schema,
    read,
    () => undefined,
  );
  const problems: Problem[] = [];
  const report = ({ id, field, message }: TranslationProblem) =>
    problems.push({ id, path: field, level: "warning", message });
  unspokenLanguages(
    published.filter((doc) => STUDIO_TYPES.has(String(doc["_type"]))) as unknown as Translatable[],
    CONTENT_LANGUAGES,
    report,
  );
  translationSets(metadata, CONTENT_LANGUAGES, report);
  return problems;
}

/** The document types that hold a certificate with a validity. */
const CERTIFICATE_TYPES = new Set(["mainClassification", "classifications"]);

/**
 * Each published certificate that has expired on `today`, or expires within the notice
 * (EXPIRY_NOTICE_DAYS): a warning at its `validUntil`, saying what the site does about it.
 */
function expiryProblems(documents: readonly Record<string, unknown>[], today: string): Problem[] {
  return documents.flatMap((doc) => {
    const { _id: id, _type: type, validUntil } = doc;
    if (!CERTIFICATE_TYPES.has(String(type)) || typeof id !== "string" || !isPublishedId(id)) return [];
    if (typeof validUntil !== "string") return [];
    const notice = expiryNotice(validUntil, today);
    if (notice === undefined) return [];
    const consequence =
      validUntil < today
        ? "the site marks it expired and leaves it out of search engines' data. Add the renewed certificate's number and dates."
        : "from the next day the site marks it expired. Add the renewed certificate's number and dates when it comes.";
    return [{ id, path: "validUntil", level: "warning" as const, message: `${notice}: ${consequence}` }];
  });
}

/**
 * Every problem of the dataset, errors and warnings, in the file's order; certificates are
 * judged expired or expiring on `today` (the company's day, YYYY-MM-DD).
 */
export async function validateDataset(
  documents: readonly Record<string, unknown>[],
  today: string,
): Promise<Problem[]> {
  const ids = new Set(documents.map((doc) => doc["_id"]).filter((id) => typeof id === "string"));
  const client = offlineClient(documents);
  const workspace = { schema, i18n: getFallbackLocaleSource(), getClient: () => client };
  const problems = [
    ...datasetProblems(documents),
    ...(await translationProblems(documents)),
    ...expiryProblems(documents, today),
  ];
  for (const doc of documents) {
    if (!STUDIO_TYPES.has(String(doc["_type"])) || typeof doc["_id"] !== "string") continue;
    const markers = await validateDocumentWithWorkspace({
      // The "cli" environment reports some rules (a required image) as bare warnings; the
      // editor sees the "studio" environment's markers, with the schema's level and message.
      environment: "studio",
      document: doc as SanityDocument,
      workspace,
      // Image assets are checked above, with a message about the image.
      getDocumentExists: async ({ id }) => ids.has(id) || id.startsWith("image-"),
    });
    for (const marker of markers) {
      if (marker.level === "info") continue;
      problems.push({
        id: doc["_id"],
        path: formatPath(marker.path as Segment[]),
        level: marker.level,
        message: marker.message,
      });
    }
  }
  // Two rules of one field can fail with the same message (a type mismatch reported by the
  // field's plain rule and by its warning rule): each is said once, at its highest level.
  const unique = new Map<string, Problem>();
  for (const problem of problems) {
    const key = JSON.stringify([problem.id, problem.path, problem.message]);
    if (unique.get(key)?.level !== "error") unique.set(key, problem);
  }
  const order = new Map(documents.map((doc, index) => [doc["_id"], index]));
  return [...unique.values()].sort((a, b) => (order.get(a.id) ?? -1) - (order.get(b.id) ?? -1));
}
