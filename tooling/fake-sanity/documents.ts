/**
 * The test server's documents as Sanity stores and shows them: ids of drafts and release
 * versions, revisions, and the perspectives a query reads them in.
 */
import { createHash } from "node:crypto";

export type Doc = { _id: string; _type: string; [field: string]: unknown };

export const isVersionId = (id: string) => /^(drafts|versions)\./.test(id);
export const isPublishedId = (id: string) => !isVersionId(id);

/** A stored id's layer and the id of the document it is a version of. */
function layerOf(id: string): [layer: string, baseId: string] {
  const version = /^versions\.([^.]+)\.(.+)$/.exec(id);
  if (version) return [version[1] ?? "", version[2] ?? ""];
  return id.startsWith("drafts.") ? ["drafts", id.slice("drafts.".length)] : ["published", id];
}

/**
 * The documents a query sees in a perspective, each with its `_originalId`, as Sanity gives
 * them: `published`; `drafts` (each draft over its published document); a stack such as
 * `rSpring,drafts` (the release's version over the draft over the published document); `raw`
 * or none, everything as stored. Documents stay in stored order, duplicates and all.
 */
export function inPerspective(documents: readonly unknown[], perspective: string | null): Doc[] {
  const all = documents as Doc[];
  if (perspective === null || perspective === "raw") {
    return all.map((doc) => ({ ...doc, _originalId: doc._id }));
  }
  const stack = perspective
    .split(",")
    .map((layer) => (layer === "previewDrafts" ? "drafts" : layer))
    .filter((layer) => layer !== "published");
  // For each document, the version the perspective shows over it: the highest in the stack.
  const shownOver = new Map<string, { rank: number; doc: Doc }>();
  for (const doc of all) {
    const [layer, baseId] = layerOf(String(doc._id));
    const rank = stack.indexOf(layer);
    if (rank >= 0 && rank < (shownOver.get(baseId)?.rank ?? Infinity)) shownOver.set(baseId, { rank, doc });
  }
  const published = all.filter((doc) => !isVersionId(String(doc._id)));
  const publishedIds = new Set(published.map((doc) => doc._id));
  const shown = published.map((doc) => {
    const over = shownOver.get(doc._id)?.doc;
    return over ? { ...over, _id: doc._id, _originalId: over._id } : { ...doc, _originalId: doc._id };
  });
  const unpublished = [...shownOver]
    .filter(([id]) => !publishedIds.has(id))
    .map(([id, { doc }]) => ({ ...doc, _id: id, _originalId: doc._id }));
  return [...shown, ...unpublished];
}

/** A document as stored, with a revision: its own, or one made from its content. */
export const withRevision = (doc: Doc): Doc =>
  typeof doc._rev === "string"
    ? doc
    : { ...doc, _rev: createHash("sha1").update(JSON.stringify(doc)).digest("hex").slice(0, 22) };
