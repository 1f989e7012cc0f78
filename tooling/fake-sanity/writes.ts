/**
 * What a write does to a dataset on the test server, as Sanity does it: mutations applied all
 * or none (patches by Sanity's own @sanity/mutator), deletes by query, the Studio's document
 * actions as the mutations they amount to, references kept intact, and uploaded images.
 */
import { createHash } from "node:crypto";
import { Mutation } from "@sanity/mutator";
import { evaluate, parse } from "groq-js";
import sharp from "sharp";
import { isPublishedId, type Doc } from "./documents.ts";

export class MutationError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/** What a transaction did to one document: its state before and after, and the mutations that did it. */
export interface DocumentChange {
  readonly before: Doc | null;
  after: Doc | null;
  readonly mutations: Record<string, Doc>[];
}

/**
 * Applies a transaction's mutations to a copy of the documents: all of them, or none. Each
 * document it changes gets the transaction's id as its revision (`_rev`), as on Sanity.
 */
export function applyMutations(
  documents: readonly unknown[],
  mutations: readonly Record<string, Doc>[],
  transactionId: string,
  timestamp: string,
) {
  const byId = new Map((documents as Doc[]).map((doc) => [doc._id, doc]));
  const results: { id: string; operation: string }[] = [];
  const changes = new Map<string, DocumentChange>();
  for (const mutation of mutations) {
    const [operation, body] = Object.entries(mutation)[0] ?? [];
    const id = operation === "patch" || operation === "delete" ? String(body?.["id"]) : String(body?._id);
    if (!operation || !body || !id) throw new MutationError(400, "a mutation without an operation or id");
    const existing = byId.get(id) ?? null;
    if (operation === "create" && existing) throw new MutationError(409, `Document "${id}" already exists`);
    if (operation === "patch" && !existing) throw new MutationError(404, `Document "${id}" not found`);
    results.push({ id, operation: operation === "patch" ? "update" : operation });
    if (operation === "createIfNotExists" && existing) continue;
    const next = new Mutation({ mutations: [mutation], resultRev: transactionId, timestamp }).apply(
      existing,
    ) as Doc | null;
    if (next) byId.set(id, next);
    else byId.delete(id);
    const change = changes.get(id) ?? { before: existing, after: null, mutations: [] };
    change.after = next;
    change.mutations.push(mutation);
    changes.set(id, change);
  }
  const remaining = [...byId.values()];
  for (const [id, { before, after }] of changes) {
    if (before === null || after !== null || !isPublishedId(id)) continue;
    const referrer = remaining.find((doc) => isPublishedId(doc._id) && refersStrongly(doc, id));
    if (referrer) {
      throw new MutationError(
        409,
        `The mutation(s) failed: Document "${id}" cannot be deleted as there are references to it from "${referrer._id}"`,
      );
    }
  }
  return { documents: remaining, results, changes };
}

/**
 * Whether a value holds a strong reference to `id`, which keeps it from being deleted or
 * unpublished, as Sanity keeps references intact: a `_weak` one does not, nor does a draft's.
 */
function refersStrongly(value: unknown, id: string): boolean {
  if (Array.isArray(value)) return value.some((item) => refersStrongly(item, id));
  if (typeof value !== "object" || value === null) return false;
  const { _ref, _weak } = value as { _ref?: unknown; _weak?: unknown };
  if (_ref === id && _weak !== true) return true;
  return Object.values(value).some((child) => refersStrongly(child, id));
}

/** A delete by query (`{ delete: { query, params } }`) as a delete of each document it matches. */
export async function deletesByQuery(
  documents: readonly unknown[],
  mutations: readonly Record<string, Doc>[],
) {
  const expanded: Record<string, Doc>[] = [];
  for (const mutation of mutations) {
    const query = mutation["delete"]?.["query"];
    if (typeof query !== "string") {
      expanded.push(mutation);
      continue;
    }
    const params = (mutation["delete"]?.["params"] ?? {}) as Record<string, unknown>;
    const matched: unknown = await (
      await evaluate(parse(query, { params }), { dataset: documents, params })
    ).get();
    for (const doc of Array.isArray(matched) ? (matched as Doc[]) : []) {
      expanded.push({ delete: { id: doc._id } as unknown as Doc });
    }
  }
  return expanded;
}

/**
 * The Studio's document actions as the mutations they amount to: editing a document edits
 * its draft (made from the published document first), publishing replaces the published
 * document with the draft.
 */
export function actionsToMutations(
  documents: readonly unknown[],
  actions: readonly Record<string, unknown>[],
) {
  const find = (id: unknown) => (documents as Doc[]).find((doc) => doc._id === id);
  return actions.flatMap((action): Record<string, Doc>[] => {
    const { actionType, draftId, publishedId } = action as {
      actionType: string;
      draftId: string;
      publishedId: string;
    };
    switch (actionType) {
      case "sanity.action.document.edit": {
        const base = find(draftId) ?? find(publishedId);
        return [
          ...(find(draftId) || !base ? [] : [{ create: { ...base, _id: draftId } }]),
          { patch: { ...(action["patch"] as object), id: draftId } as unknown as Doc },
        ];
      }
      // The new document is the attributes under their own id, the draft's as the Studio sends
      // it. One that exists already fails the create, or with ifExists "ignore" is left be.
      case "sanity.action.document.create": {
        const attributes = action["attributes"] as Doc;
        const id = (attributes as Partial<Doc>)._id ?? publishedId;
        if (find(id) && action["ifExists"] === "ignore") return [];
        return [{ create: { ...attributes, _id: id } }];
      }
      case "sanity.action.document.publish":
        return [
          { createOrReplace: { ...(find(draftId) as Doc), _id: publishedId } },
          { delete: { id: draftId } as unknown as Doc },
        ];
      case "sanity.action.document.discard":
        return [{ delete: { id: draftId } as unknown as Doc }];
      case "sanity.action.document.version.discard":
        return [{ delete: { id: action["versionId"] } as unknown as Doc }];
      case "sanity.action.document.delete":
        return [publishedId, ...((action["includeDrafts"] as string[] | undefined) ?? [])]
          .filter((id) => find(id))
          .map((id) => ({ delete: { id } as unknown as Doc }));
      default:
        throw new MutationError(400, `the action ${actionType} is not one this server knows`);
    }
  });
}

/** The asset document Sanity makes of an uploaded image. */
export async function imageAsset(bytes: Buffer, projectId: string, dataset: string, filename: string | null) {
  const { width = 0, height = 0, format = "", hasAlpha = false } = await sharp(bytes).metadata();
  const extension = format === "jpeg" ? "jpg" : format;
  const sha1 = createHash("sha1").update(bytes).digest("hex");
  const file = `${sha1}-${width}x${height}.${extension}`;
  return {
    _id: `image-${sha1}-${width}x${height}-${extension}`,
    _type: "sanity.imageAsset",
    assetId: sha1,
    sha1hash: sha1,
    extension,
    mimeType: `image/${format}`,
    originalFilename: filename ?? file,
    path: `images/${projectId}/${dataset}/${file}`,
    url: `https://cdn.sanity.io/images/${projectId}/${dataset}/${file}`,
    size: bytes.length,
    metadata: {
      _type: "sanity.imageMetadata",
      dimensions: { _type: "sanity.imageDimensions", width, height, aspectRatio: width / height },
      hasAlpha,
      isOpaque: !hasAlpha,
    },
  };
}
