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
 *   createOrReplace, delete and patch mutations (patches by Sanity's own @sanity/mutator),
 *   all or none, as `sanity dataset import` sends them; POST /data/actions/{dataset} the
 *   Studio's edit, create, publish and discard actions, as those mutations.
 * - POST /v{apiVersion}/assets/images/{dataset} stores an uploaded image as Sanity does: an
 *   asset document whose id is the SHA-1 of the bytes, the size and the format.
 * - GET /v{apiVersion}/data/doc/{dataset}/{ids}, /data/listen/{dataset} and the live
 *   content API's /data/live/events/{dataset} (event streams that say welcome and stay
 *   open), which the Studio and its Presentation tool read documents with; and, with an
 *   `editor`, what the Studio asks about its signed-in user: /users/me and the dataset's
 *   access control list, granting everything.
 *
 * Writes, and reading drafts and release versions, need the `token` the server was started
 * with, as a bearer token, or an `editor` (whose Studio session they are); writes get 401
 * otherwise, and queries see only published documents, as on Sanity. The datasets' arrays are changed in place.
 * The listener announces no changes: a Studio shows its own edits, never saved ones. Browsers may call it from any origin, with
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

/** The documents a query sees in a perspective, each with its `_originalId`, as Sanity gives them. */
export function inPerspective(documents: readonly unknown[], perspective: string | null): Doc[] {
  const all = documents as Doc[];
  const published = all.filter((doc) => !isVersionId(String(doc._id)));
  if (perspective === "published") return published.map((doc) => ({ ...doc, _originalId: doc._id }));
  if (perspective !== "drafts" && perspective !== "previewDrafts") {
    return all.map((doc) => ({ ...doc, _originalId: doc._id }));
  }
  const drafts = new Map(
    all.filter((doc) => String(doc._id).startsWith("drafts.")).map((doc) => [doc._id.slice(7), doc]),
  );
  const shown = published.map((doc) => {
    const draft = drafts.get(doc._id);
    return draft ? { ...draft, _id: doc._id, _originalId: draft._id } : { ...doc, _originalId: doc._id };
  });
  const publishedIds = new Set(published.map((doc) => doc._id));
  const unpublished = [...drafts]
    .filter(([id]) => !publishedIds.has(id))
    .map(([id, draft]) => ({ ...draft, _id: id, _originalId: draft._id }));
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

/** Applies a transaction's mutations to a copy of the documents: all of them, or none. */
function applyMutations(documents: readonly unknown[], mutations: readonly Record<string, Doc>[]) {
  const byId = new Map((documents as Doc[]).map((doc) => [doc._id, doc]));
  const results: { id: string; operation: string }[] = [];
  for (const mutation of mutations) {
    const [operation, body] = Object.entries(mutation)[0] ?? [];
    const id = operation === "patch" || operation === "delete" ? String(body?.["id"]) : String(body?._id);
    if (!operation || !body || !id) throw new MutationError(400, "a mutation without an operation or id");
    const existing = byId.get(id) ?? null;
    if (operation === "create" && existing) throw new MutationError(409, `Document "${id}" already exists`);
    if (operation === "patch" && !existing) throw new MutationError(404, `Document "${id}" not found`);
    if (operation === "delete") {
      byId.delete(id);
    } else if (operation !== "createIfNotExists" || !existing) {
      const next = new Mutation({ mutations: [mutation] }).apply(existing) as Doc | null;
      if (next) byId.set(id, next);
    }
    results.push({ id, operation: operation === "patch" ? "update" : operation });
  }
  return { documents: [...byId.values()], results };
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
      default:
        throw new MutationError(400, `the action ${actionType} is not one this server knows`);
    }
  });
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
  const requests: RecordedRequest[] = [];
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
          mutations?: Record<string, Doc>[];
          actions?: Record<string, unknown>[];
        };
        const mutations = parsed.mutations ?? actionsToMutations(documents, parsed.actions ?? []);
        const { documents: next, results } = applyMutations(documents, mutations);
        documents.splice(0, documents.length, ...next);
        return send(200, { transactionId: `tx${requests.length}`, results });
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
