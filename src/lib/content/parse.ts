/**
 * Validating a query's results one by one: a document that does not match its content type's
 * schema is left out of the build with a warning naming its `_id` and the field, so one bad
 * entry never takes a page down.
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

const describeIssues = (issues: readonly z.core.$ZodIssue[]) =>
  issues
    .map((issue) => `${issue.path.length > 0 ? issue.path.join(".") : "(document)"}: ${issue.message}`)
    .join("; ");

/**
 * When every problem of a document lies inside elements of its arrays (one gallery image
 * without an asset, one requirement that is a number), those elements are dropped and the
 * rest of the document kept. Returns undefined when any problem is the document's own.
 */
function withoutBadElements(
  item: unknown,
  issues: readonly z.core.$ZodIssue[],
): Record<string, unknown> | undefined {
  if (typeof item !== "object" || item === null || Array.isArray(item)) return undefined;
  const source = item as Record<string, unknown>;
  const bad = new Map<string, Set<number>>();
  for (const { path } of issues) {
    const [field, index] = path;
    if (typeof field !== "string" || typeof index !== "number" || !Array.isArray(source[field]))
      return undefined;
    bad.set(field, (bad.get(field) ?? new Set()).add(index));
  }
  const copy = { ...source };
  for (const [field, indexes] of bad) {
    copy[field] = (source[field] as unknown[]).filter((_, index) => !indexes.has(index));
  }
  return copy;
}

/**
 * Validates each result of a query on its own. Those that match are returned; those that
 * do not are reported through `warn` (query, name, field and reason) and left out, as is a
 * second document with an `_id` already seen. Bad elements of a document's arrays are left
 * out on their own, with a warning, and the document kept. An answer that is not an array
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
    if (!parsed.success) {
      const trimmed = withoutBadElements(item, parsed.error.issues);
      const retried = trimmed === undefined ? undefined : schema.safeParse(trimmed);
      if (retried?.success !== true) {
        warn(`[content] ${name} left out: ${describeIssues(parsed.error.issues)}`);
        return;
      }
      warn(`[content] ${name} kept without bad list items: ${describeIssues(parsed.error.issues)}`);
      parsed = retried;
    }
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
