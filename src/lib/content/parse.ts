/**
 * Validating a query's results one by one: a field that breaks its content type's schema is
 * left out of the build alone, with a warning naming the document's `_id` and the field, so
 * one bad value never takes a document, or a page, down.
 */
import { en } from "zod/locales";
import * as z from "zod/mini";
import { quoteForLog } from "#src/lib/log-quote.ts";

// Problems are named in English: zod/mini carries no messages of its own (English costs the
// browser's late-project path 1.1 KB).
z.config(en());

/** How a warning names a result: its `_id`, else its `_key`, else its position. */
function nameOf(item: unknown, index: number): string {
  if (typeof item === "object" && item !== null) {
    const { _id, _key } = item as { _id?: unknown; _key?: unknown };
    if (typeof _id === "string" && _id) return quoteForLog(_id);
    if (_id !== undefined && _id !== null && _id !== "") return `_id ${quoteForLog(_id)}`;
    if (typeof _key === "string" && _key) return `_key ${quoteForLog(_key)}`;
  }
  return `#${index + 1}`;
}

/** The issues as a warning lists them, each once. */
const describeIssues = (issues: readonly z.core.$ZodIssue[]) =>
  [
    ...new Set(
      issues.map(
        (issue) => `${issue.path.length > 0 ? issue.path.join(".") : "(document)"}: ${issue.message}`,
      ),
    ),
  ].join("; ");

/**
 * Fields whose failure leaves the document out: without its id there is no page to make, and
 * without a language the site speaks there is no page to put it on. Any other field failing
 * its rule is left out alone (a required one, such as a title, then fails the schema again).
 */
const IDENTITY_FIELDS = new Set(["_id", "language"]);

/**
 * The document without the parts its issues name: a bad element of a list (one gallery image
 * without an asset, one requirement that is a number) alone, else the whole field (a year
 * that is not a year, a malformed cover image). Undefined when an issue is the document's own:
 * it is not an object, or its id or language is unusable.
 */
function withoutBadParts(
  item: unknown,
  issues: readonly z.core.$ZodIssue[],
): Record<string, unknown> | undefined {
  if (typeof item !== "object" || item === null || Array.isArray(item)) return undefined;
  const source = item as Record<string, unknown>;
  const badFields = new Set<string>();
  const badElements = new Map<string, Set<number>>();
  for (const { path } of issues) {
    const [field, index] = path;
    if (typeof field !== "string" || IDENTITY_FIELDS.has(field)) return undefined;
    if (typeof index === "number" && Array.isArray(source[field])) {
      badElements.set(field, (badElements.get(field) ?? new Set()).add(index));
    } else {
      badFields.add(field);
    }
  }
  const copy = Object.fromEntries(Object.entries(source).filter(([field]) => !badFields.has(field)));
  for (const [field, indexes] of badElements) {
    copy[field] = (source[field] as unknown[]).filter((_, index) => !indexes.has(index));
  }
  // Nothing left to take away: the issue is a required field that is missing.
  const trimmedAny = badElements.size > 0 || [...badFields].some((field) => field in source);
  return trimmedAny ? copy : undefined;
}

/**
 * A document's own schema may check fields against each other (a start after the completion)
 * only once each field passed: each round of trimming can bring such an issue to light.
 */
const MAX_TRIMMING_ROUNDS = 4;

/**
 * Validates each result of a query on its own. Those that match are returned. A field that
 * breaks its rule is left out alone (a bad element of a list alone), the document kept, with
 * one warning naming the document and the fields; a document is left out only when it cannot
 * be shown at all (no usable id, a draft or release id, no title, a language that is not a
 * text), as is a second document with an `_id` already seen. An answer that is not an array
 * at all is a broken query or service, not bad content, and throws.
 */
export function parseDocuments<T extends z.ZodMiniType>(
  queryName: string,
  schema: T,
  results: unknown,
  warn: (message: string) => void,
): z.output<T>[] {
  if (!Array.isArray(results)) {
    throw new TypeError(`the answer is ${results === null ? "null" : typeof results}, not a list of results`);
  }
  const valid: z.output<T>[] = [];
  const seenIds = new Set<string>();
  results.forEach((item: unknown, index) => {
    const name = `${queryName} ${nameOf(item, index)}`;
    let parsed = schema.safeParse(item);
    const found: z.core.$ZodIssue[] = [];
    let current = item;
    for (let round = 0; !parsed.success && round < MAX_TRIMMING_ROUNDS; round++) {
      const trimmed = withoutBadParts(current, parsed.error.issues);
      if (trimmed === undefined) break;
      found.push(...parsed.error.issues);
      current = trimmed;
      parsed = schema.safeParse(current);
    }
    if (!parsed.success) {
      warn(`[content] ${name} left out: ${describeIssues([...found, ...parsed.error.issues])}`);
      return;
    }
    if (found.length > 0) warn(`[content] ${name} kept without what breaks a rule: ${describeIssues(found)}`);
    const id = (parsed.data as { _id?: unknown })._id;
    if (typeof id === "string") {
      if (seenIds.has(id)) {
        warn(`[content] ${name} left out: a document with this _id came earlier`);
        return;
      }
      seenIds.add(id);
    }
    valid.push(parsed.data);
  });
  return valid;
}
