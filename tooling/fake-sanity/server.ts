/**
 * A Sanity-compatible API on 127.0.0.1 for tests, and records every request:
 *
 * - GET /v{apiVersion}/data/query/{dataset}?query=...&$param=... (and the POST form)
 *   evaluates the GROQ with groq-js over the dataset's documents, in the request's
 *   perspective: `published` hides drafts and release versions, `drafts` shows each draft in
 *   place of its published document, `raw` (or none) shows everything; like Sanity, each
 *   result document carries its `_originalId`. Asked with `resultSourceMap`, it answers with
 *   a content source map too (content-source-map.ts), which stega encodes from.
 * - POST /v{apiVersion}/data/mutate/{dataset} applies create, createIfNotExists,
 *   createOrReplace, delete (by id or by query) and patch mutations (patches by Sanity's own @sanity/mutator),
 *   all or none, as `sanity dataset import` sends them; POST /data/actions/{dataset} the
 *   Studio's edit, create, publish, discard and delete actions, as those mutations. A
 *   transaction that deletes (or unpublishes) a published document another published
 *   document strongly references fails with Sanity's 409, as Sanity keeps references intact.
 * - POST /v{apiVersion}/assets/images/{dataset} stores an uploaded image as Sanity does: an
 *   asset document whose id is the SHA-1 of the bytes, the size and the format.
 * - GET /v{apiVersion}/data/doc/{dataset}/{ids}; /data/listen/{dataset}, an event stream that
 *   says welcome and then announces each saved change to the documents its query follows
 *   (announce()); the live content API's /data/live/events/{dataset}, which says welcome
 *   only. The Studio and its Presentation tool read documents with these; and, with an
 *   `editor`, what the Studio asks about its signed-in user: /users/me and the dataset's
 *   access control list, granting everything.
 *
 * Writes, and reading drafts and release versions, need the `token` the server was started
 * with, as a bearer token, or an `editor` (whose Studio session they are); writes get 401
 * otherwise, and queries see only published documents, as on Sanity. The datasets' arrays are changed in place.
 * Browsers may call it from any origin, with
 * credentials. It can be told to fail: an HTTP status, an answer that never comes, or a body
 * that is not JSON. Listens on loopback only (on `port`, or a free one), and never keeps the
 * test process alive.
 */
import { createHash } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import { createSecureServer, type Http2ServerRequest } from "node:http2";
import type { Socket } from "node:net";
import type { AddressInfo } from "node:net";
import { Mutation } from "@sanity/mutator";
import { evaluate, parse } from "groq-js";
import sharp from "sharp";
import { contentSourceMap } from "./content-source-map.ts";

export interface RecordedRequest {
  readonly method: string;
  readonly url: URL;
  readonly headers: IncomingMessage["headers"];
}

/** How a request fails: an HTTP status, no answer at all, or a 200 whose body is not JSON. */
export type Fault = number | "hang" | "malformed-json";

export interface FakeSanity {
  readonly origin: string;
  readonly requests: RecordedRequest[];
  /**
   * Fail the next `count` requests this way instead of answering (Infinity: every one until
   * `recover()`). Calls queue up: failNext(1, 429) then failNext(1, 502) fails two requests.
   */
  failNext(count: number, fault: Fault): void;
  /** Answer every request again. */
  recover(): void;
  close(): Promise<void>;
}

export interface FakeSanityOptions {
  /** The token writes must carry; without one, every write is refused. */
  readonly token?: string;
  /** The project id asset URLs name. */
  readonly projectId?: string;
  /** The user a Studio is signed in as; without one, the Studio finds nobody signed in. */
  readonly editor?: { readonly id: string; readonly name: string; readonly email: string };
  /** The port to listen on; a free one by default. */
  readonly port?: number;
  /**
   * Serve HTTPS with HTTP/2 (HTTP/1.1 still answered), as Sanity does. The Studio keeps a
   * dozen listeners open; over HTTP/1.1 a browser's six connections per host would all be
   * taken and every further request would wait.
   */
  readonly tls?: { readonly key: string; readonly cert: string };
}

/** /v{version}/{endpoint}/{dataset}[/{rest}] */
const DATASET_PATH =
  /^\/v(?:\d{4}-\d{2}-\d{2})\/(data\/query|data\/mutate|data\/actions|data\/doc|data\/listen|data\/live\/events|assets\/images)\/([^/]+)(?:\/(.+))?$/;
const ACL_PATH = /^\/v[^/]+\/projects\/[^/]+\/datasets\/[^/]+\/acl$/;
const USER_PATH = /^\/v[^/]+\/users\/me$/;
/** The signed-in user's settings (a list's layout and sort order): none stored. */
const KEY_VALUE_PATH = /^\/v[^/]+\/users\/me\/keyvalue\/([^/]+)$/;
const PROJECT_PATH = /^\/v[^/]+\/projects\/([^/]+)$/;

const isVersionId = (id: string) => /^(drafts|versions)\./.test(id);

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

/**
 * groq-js has no `text::query()`. The Studio's document lists ask it for what the search box
 * holds; this server answers them as if the box were empty, which is what its tests type.
 */
const withoutTextSearch = (query: string) =>
  query.replace(/\(\[@, _id\] match text::query\(\$__query\) \|\| references\(\$__rawQuery\)\)/g, "true");

type Doc = { _id: string; _type: string; [field: string]: unknown };

/** What the handler uses of a response, HTTP/1.1 or HTTP/2 alike. */
interface Response {
  writeHead(status: number, headers: Record<string, string>): void;
  write(chunk: string): void;
  end(body: string): void;
}

async function readBody(req: IncomingMessage | Http2ServerRequest): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

class MutationError extends Error {
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
function applyMutations(
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

const isPublishedId = (id: string) => !/^(drafts|versions)\./.test(id);

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
async function deletesByQuery(documents: readonly unknown[], mutations: readonly Record<string, Doc>[]) {
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
function actionsToMutations(documents: readonly unknown[], actions: readonly Record<string, unknown>[]) {
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
      case "sanity.action.document.create":
        return [{ create: { ...(action["attributes"] as Doc), _id: draftId ?? publishedId } }];
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

/** A document as stored, with a revision: its own, or one made from its content. */
const withRevision = (doc: Doc): Doc =>
  typeof doc._rev === "string"
    ? doc
    : { ...doc, _rev: createHash("sha1").update(JSON.stringify(doc)).digest("hex").slice(0, 22) };

/** An open `/data/listen` stream: its request says what it follows and what each event carries. */
interface Listener {
  readonly dataset: string;
  readonly url: URL;
  /** Drafts and release versions are announced only to those who may read them. */
  readonly signedIn: boolean;
  send(chunk: string): void;
}

interface Transaction {
  readonly dataset: string;
  readonly transactionId: string;
  readonly timestamp: string;
  readonly identity: string;
  readonly changes: ReadonlyMap<string, DocumentChange>;
}

const withoutRev = (doc: Doc | null) =>
  doc === null ? null : Object.fromEntries(Object.entries(doc).filter(([key]) => key !== "_rev"));

/** Whether a document matches a listener's `*[filter]` query, with its `$params`. */
async function matches(url: URL, doc: Doc): Promise<boolean> {
  const params: Record<string, unknown> = {};
  for (const [key, value] of url.searchParams) {
    if (key.startsWith("$")) params[key.slice(1)] = JSON.parse(value);
  }
  const query = url.searchParams.get("query") ?? "*";
  const result: unknown = await (await evaluate(parse(query, { params }), { dataset: [doc], params })).get();
  return Array.isArray(result) && result.length > 0;
}

/**
 * Announces a transaction to each listener it concerns, as Sanity's listener does: one
 * `mutation` event per document that matched its query before or after, with the
 * revisions, the document's mutations, and, as each request asks, the new document
 * (`includeResult`, on by default), the previous one (`includePreviousRevision`) and the
 * change as a Mendoza patch (`effectFormat=mendoza`; here always the whole value).
 */
async function announce(listeners: ReadonlySet<Listener>, transaction: Transaction): Promise<void> {
  const { dataset, transactionId, timestamp, identity, changes } = transaction;
  for (const listener of listeners) {
    if (listener.dataset !== dataset) continue;
    const asks = (name: string, otherwise: boolean) => {
      const value = listener.url.searchParams.get(name);
      return value === null ? otherwise : value === "true";
    };
    const events = [];
    for (const [documentId, { before, after, mutations }] of changes) {
      if (/^drafts\./.test(documentId) && !listener.signedIn) continue;
      if (/^versions\./.test(documentId) && !(listener.signedIn && asks("includeAllVersions", false)))
        continue;
      const was = before !== null && (await matches(listener.url, before));
      const is = after !== null && (await matches(listener.url, after));
      if (!was && !is) continue;
      events.push({
        eventId: `${transactionId}#${documentId}`,
        documentId,
        transactionId,
        transition: was && is ? "update" : is ? "appear" : "disappear",
        identity,
        ...(asks("includeMutations", true) ? { mutations } : {}),
        previousRev: before?._rev,
        resultRev: transactionId,
        timestamp,
        visibility: "query",
        ...(listener.url.searchParams.get("effectFormat") === "mendoza"
          ? { effects: { apply: [0, withoutRev(after)], revert: [0, withoutRev(before)] } }
          : {}),
        ...(asks("includeResult", true) && after !== null ? { result: after } : {}),
        ...(asks("includePreviousRevision", false) && before !== null ? { previous: before } : {}),
      });
    }
    events.forEach((event, index) => {
      const data = { ...event, transactionTotalEvents: events.length, transactionCurrentEvent: index + 1 };
      listener.send(`event: mutation\nid: ${event.eventId}\ndata: ${JSON.stringify(data)}\n\n`);
    });
  }
}

/** The asset document Sanity makes of an uploaded image. */
async function imageAsset(bytes: Buffer, projectId: string, dataset: string, filename: string | null) {
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

export async function startFakeSanity(
  datasets: Record<string, unknown[]>,
  { token, projectId = "fake", editor, port = 0, tls }: FakeSanityOptions = {},
): Promise<FakeSanity> {
  // Sanity gives every stored document a revision; the Studio tells versions apart by it.
  for (const documents of Object.values(datasets)) {
    documents.splice(0, documents.length, ...(documents as Doc[]).map(withRevision));
  }
  const requests: RecordedRequest[] = [];
  const listeners = new Set<Listener>();
  let queued: Fault[] = [];
  let always: Fault | undefined;

  const handle = async (req: IncomingMessage | Http2ServerRequest, res: Response): Promise<void> => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    requests.push({ method: req.method ?? "GET", url, headers: req.headers });
    // Browsers ask it too (the 404 page, the Studio); Sanity answers the origins a project allows.
    const cors = {
      "access-control-allow-origin": req.headers.origin ?? "*",
      ...(req.headers.origin ? { "access-control-allow-credentials": "true" } : {}),
    };
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json", ...cors });
      res.end(JSON.stringify(body));
    };
    if (req.method === "OPTIONS") {
      res.writeHead(204, {
        ...cors,
        "access-control-allow-methods": "GET, POST, PUT, PATCH, DELETE",
        "access-control-allow-headers": req.headers["access-control-request-headers"] ?? "*",
      });
      return res.end("");
    }

    /** The signed-in editor's session, or the token the server was given. */
    const signedIn = () =>
      editor !== undefined || (token !== undefined && req.headers.authorization === `Bearer ${token}`);

    const fault = always ?? queued.shift();
    if (fault !== undefined) {
      if (fault === "hang") return;
      if (fault === "malformed-json") {
        res.writeHead(200, { "content-type": "application/json" });
        return res.end('{"ms":1,"result":[{"_id":');
      }
      return send(fault, { error: "Scripted failure", message: `scripted ${fault}` });
    }

    if (USER_PATH.test(url.pathname)) {
      const roles = [{ name: "administrator", title: "Administrator" }];
      return editor
        ? send(200, { ...editor, role: "administrator", roles, provider: "sanity" })
        : send(401, {});
    }
    const keys = KEY_VALUE_PATH.exec(url.pathname)?.[1];
    if (keys !== undefined && editor) {
      return send(
        200,
        decodeURIComponent(keys)
          .split(",")
          .map((key) => ({ key, value: null })),
      );
    }
    const project = PROJECT_PATH.exec(url.pathname)?.[1];
    if (project !== undefined && editor) {
      return send(200, { id: project, displayName: project, organizationId: null, members: [] });
    }
    if (/^\/v[^/]+\/features$/.test(url.pathname) && editor) return send(200, []);
    if (ACL_PATH.test(url.pathname) && editor) {
      return send(200, [
        { filter: "_id in path('**')", permissions: ["read", "create", "update", "history", "editHistory"] },
      ]);
    }
    const match = DATASET_PATH.exec(url.pathname);
    const [, endpoint, dataset = "", rest] = match ?? [];
    const documents = datasets[dataset];
    if (!match || documents === undefined) {
      return send(404, { error: "Not Found", message: `no dataset at ${url.pathname}` });
    }

    if (endpoint === "data/listen" || endpoint === "data/live/events") {
      res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", ...cors });
      res.write(
        `event: welcome\ndata: ${JSON.stringify({ listenerName: `listener${requests.length}` })}\n\n`,
      );
      if (endpoint === "data/listen") {
        const listener = { dataset, url, signedIn: signedIn(), send: (chunk: string) => res.write(chunk) };
        listeners.add(listener);
        req.on("close", () => listeners.delete(listener));
      }
      return;
    }
    if (endpoint === "data/doc") {
      const ids = decodeURIComponent(rest ?? "").split(",");
      const found = ids.map((id) => (documents as Doc[]).find((doc) => doc._id === id));
      return send(200, {
        documents: found.filter((doc) => doc !== undefined),
        omitted: ids.filter((_, index) => !found[index]).map((id) => ({ id, reason: "existence" })),
      });
    }

    if (endpoint !== "data/query") {
      if (req.method !== "POST") return send(405, { error: "Method Not Allowed" });
      if (!signedIn()) {
        return send(401, { statusCode: 401, error: "Unauthorized", message: "Session not found" });
      }
      const body = await readBody(req);
      if (endpoint === "assets/images") {
        const asset = await imageAsset(body, projectId, dataset, url.searchParams.get("filename"));
        const existing = (documents as Doc[]).find((doc) => doc._id === asset._id);
        if (!existing) documents.push(asset);
        return send(200, { document: existing ?? asset });
      }
      try {
        const parsed = JSON.parse(body.toString("utf8")) as {
          transactionId?: string;
          mutations?: Record<string, Doc>[];
          actions?: Record<string, unknown>[];
        };
        const mutations = await deletesByQuery(
          documents,
          parsed.mutations ?? actionsToMutations(documents, parsed.actions ?? []),
        );
        const transactionId = parsed.transactionId ?? `tx${requests.length}`;
        const timestamp = new Date().toISOString();
        const {
          documents: next,
          results,
          changes,
        } = applyMutations(documents, mutations, transactionId, timestamp);
        documents.splice(0, documents.length, ...next);
        const identity = editor?.id ?? "token";
        await announce(listeners, { dataset, transactionId, timestamp, identity, changes });
        return send(200, { transactionId, results });
      } catch (error) {
        const status = error instanceof MutationError ? error.status : 400;
        return send(status, { error: { description: String(error), type: "mutationError" } });
      }
    }

    let query = url.searchParams.get("query") ?? "";
    const params: Record<string, unknown> = {};
    for (const [key, value] of url.searchParams) {
      if (key.startsWith("$")) params[key.slice(1)] = JSON.parse(value);
    }
    if (req.method === "POST") {
      const body = JSON.parse((await readBody(req)).toString("utf8")) as {
        query: string;
        params?: Record<string, unknown>;
      };
      query = body.query;
      Object.assign(params, body.params);
    }
    // Like Sanity, drafts and release versions are for those with a token (or a session).
    const readable = signedIn()
      ? documents
      : (documents as Doc[]).filter((doc) => !isVersionId(String(doc._id)));
    const visible = inPerspective(readable, url.searchParams.get("perspective"));
    try {
      const value = await evaluate(parse(withoutTextSearch(query), { params }), { dataset: visible, params });
      const result: unknown = await value.get();
      const sourceMap = url.searchParams.has("resultSourceMap")
        ? contentSourceMap(result, visible)
        : undefined;
      send(200, { ms: 1, query, result, ...(sourceMap ? { resultSourceMap: sourceMap } : {}) });
    } catch (error) {
      send(400, { error: { description: String(error), type: "queryParseError" } });
    }
  };

  const sockets = new Set<Socket>();
  const server =
    tls === undefined
      ? createServer((req, res) => void handle(req, res))
      : createSecureServer({ ...tls, allowHTTP1: true }, (req, res) => void handle(req, res));
  server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });

  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  server.unref();
  const address = server.address() as AddressInfo;

  return {
    origin: `${tls === undefined ? "http" : "https"}://127.0.0.1:${address.port}`,
    requests,
    failNext(count, fault) {
      if (count === Infinity) always = fault;
      else queued.push(...Array.from({ length: count }, () => fault));
    },
    recover() {
      queued = [];
      always = undefined;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** The origin of a port that nothing listens on: a content service that is down. */
export async function deadOrigin(): Promise<string> {
  const probe = await startFakeSanity({});
  await probe.close();
  return probe.origin;
}
