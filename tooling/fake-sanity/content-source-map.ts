/**
 * A content source map for a query's result, as Sanity returns one when asked with
 * `resultSourceMap` (what @sanity/client's stega encodes from): for each string of the
 * result, the document and the path within it that the string came from.
 *
 * Sanity traces the query itself. This stand-in traces values instead: a result string maps
 * to a field of a document holding the same string, preferring the document whose `_id` the
 * result object (or its nearest ancestor) carries, then a field of the same name. That is
 * exact for the site's queries, which keep field names and project `_id`; a string found in
 * no document (a computed one) gets no mapping, as Sanity gives a literal none either.
 */
import type { ContentSourceMap } from "@sanity/client";

type Segment = string | number | { readonly _key: string };
type Doc = { readonly _id: string; readonly _type: string; readonly _originalId?: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A path as Sanity writes it in a map: `$['images'][?(@._key=='a1')]['alt']`, `$[0]['title']`. */
function jsonPath(path: readonly Segment[]): string {
  const quote = (text: string) => text.replace(/['\\]/g, (match) => `\\${match}`);
  return `$${path
    .map((segment) =>
      typeof segment === "number"
        ? `[${segment}]`
        : typeof segment === "string"
          ? `['${quote(segment)}']`
          : `[?(@._key=='${quote(segment._key)}')]`,
    )
    .join("")}`;
}

/**
 * Every string of a value with its path. Array items are named by position, or in a document
 * (`keyed`) by their `_key` where they have one, as Sanity names source paths.
 */
function* strings(value: unknown, keyed: boolean, path: Segment[] = []): Generator<[string, Segment[]]> {
  if (typeof value === "string") yield [value, path];
  else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const key = keyed && isRecord(item) && typeof item._key === "string" ? { _key: item._key } : index;
      yield* strings(item, keyed, [...path, key]);
    }
  } else if (isRecord(value)) {
    for (const [field, item] of Object.entries(value)) yield* strings(item, keyed, [...path, field]);
  }
}

const lastField = (path: readonly Segment[]) => path.findLast((segment) => typeof segment === "string");

/** The `_id` of the result object nearest above a path, or undefined. */
function nearestId(result: unknown, path: readonly Segment[]): string | undefined {
  let found: string | undefined;
  let node = result;
  for (const segment of path) {
    if (isRecord(node) && typeof node._id === "string") found = node._id;
    node = (node as Record<string | number, unknown>)[segment as string | number];
    if (node === undefined) break;
  }
  return found;
}

export function contentSourceMap(result: unknown, documents: readonly Doc[]): ContentSourceMap {
  const sources = new Map<string, { doc: number; path: Segment[] }[]>();
  documents.forEach((doc, index) => {
    for (const [value, path] of strings(doc, true)) {
      const field = path.at(-1);
      if (typeof field === "string" && field.startsWith("_")) continue;
      sources.set(value, [...(sources.get(value) ?? []), { doc: index, path }]);
    }
  });

  const map: ContentSourceMap = { documents: [], paths: [], mappings: {} };
  const documentIndex = new Map<number, number>();
  const pathIndex = new Map<string, number>();
  for (const [value, resultPath] of strings(result, false)) {
    const candidates = sources.get(value);
    if (candidates === undefined) continue;
    const id = nearestId(result, resultPath);
    const field = lastField(resultPath);
    const score = ({ doc, path }: { doc: number; path: Segment[] }) =>
      (documents[doc]?._id === id ? 2 : 0) + (lastField(path) === field ? 1 : 0);
    const best = candidates.reduce((a, b) => (score(b) > score(a) ? b : a));

    if (!documentIndex.has(best.doc)) {
      const doc = documents[best.doc] as Doc;
      documentIndex.set(best.doc, map.documents.length);
      map.documents.push({ _id: doc._originalId ?? doc._id, _type: doc._type });
    }
    const sourcePath = jsonPath(best.path);
    if (!pathIndex.has(sourcePath)) {
      pathIndex.set(sourcePath, map.paths.length);
      map.paths.push(sourcePath);
    }
    map.mappings[jsonPath(resultPath)] = {
      type: "value",
      source: {
        type: "documentValue",
        document: documentIndex.get(best.doc) as number,
        path: pathIndex.get(sourcePath) as number,
      },
    };
  }
  return map;
}
