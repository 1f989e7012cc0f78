/**
 * A Sanity-compatible API on 127.0.0.1 for tests, and records every request. Each kind of
 * request has a handler here (answerQuery, answerWrite, answerStream, answerDocuments,
 * answerSession); what they do to documents is documents.ts's, writes.ts's and listeners.ts's:
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
 * credentials, or from its `corsOrigins` alone, as a project's CORS origins allow. It can be told to fail: an HTTP status, an answer that never comes, or a body
 * that is not JSON. Listens on loopback only (on `port`, or a free one), and never keeps the
 * test process alive.
 */
import { createServer, type IncomingMessage } from "node:http";
import { createSecureServer, type Http2ServerRequest } from "node:http2";
import type { AddressInfo, Socket } from "node:net";
import { evaluate, parse } from "groq-js";
import { contentSourceMap } from "./content-source-map.ts";
import { inPerspective, isVersionId, withRevision, type Doc } from "./documents.ts";
import { announce, type Listener } from "./listeners.ts";
import { actionsToMutations, applyMutations, deletesByQuery, imageAsset, MutationError } from "./writes.ts";

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
  /** The project's CORS origins, as sanity.io/manage lists them; by default, any origin. */
  readonly corsOrigins?: readonly string[];
  /** The port to listen on; a free one by default. */
  readonly port?: number;
  /**
   * Serve HTTPS with HTTP/2 (HTTP/1.1 still answered), as Sanity does. The Studio keeps a
   * dozen listeners open; over HTTP/1.1 a browser's six connections per host would all be
   * taken and every further request would wait.
   */
  readonly tls?: { readonly key: string; readonly cert: string };
  /**
   * Told of each write refused for what it asked (not one scripted by failNext), with its
   * status and Sanity's description: the Studio tests' server prints them, so a test that
   * finds an edit missing shows whether the server refused it.
   */
  readonly onRefusedWrite?: (status: number, description: string) => void;
}

/** /v{version}/{endpoint}/{dataset}[/{rest}] */
const DATASET_PATH =
  /^\/v(?:\d{4}-\d{2}-\d{2})\/(data\/query|data\/mutate|data\/actions|data\/doc|data\/listen|data\/live\/events|assets\/images)\/([^/]+)(?:\/(.+))?$/;
const ACL_PATH = /^\/v[^/]+\/projects\/[^/]+\/datasets\/[^/]+\/acl$/;
const USER_PATH = /^\/v[^/]+\/users\/me$/;
/** The signed-in user's settings (a list's layout and sort order): none stored. */
const KEY_VALUE_PATH = /^\/v[^/]+\/users\/me\/keyvalue\/([^/]+)$/;
const PROJECT_PATH = /^\/v[^/]+\/projects\/([^/]+)$/;
/** What the signed-in editor may do in the project, by kind of resource. */
const GRANTS_PATH = /^\/v[^/]+\/projects\/[^/]+\/grants$/;

/**
 * Sanity's full-text search, `text::query()` (https://www.sanity.io/docs/groq-functions), as
 * the Studio's search and its lists' filter box use it, answered by GROQ's own `match`, which
 * groq-js has, words and trailing wildcards alike ("noor*"): a field matched against
 * `text::query($q)` is matched against `$q`, so `score()` and `boost()` rank as they do; a whole
 * document (`[@, _id]`, whose every string Sanity searches) against its title, name and id.
 */
export const withTextSearch = (query: string) =>
  query
    .replace(/\[@, _id\] match text::query\((\$\w+)\)/g, "[title, name, _id] match $1")
    .replace(/text::query\((\$\w+)\)/g, "$1");

/** What the handlers use of a response, HTTP/1.1 or HTTP/2 alike. */
interface Response {
  writeHead(status: number, headers: Record<string, string>): void;
  write(chunk: string): void;
  end(body: string): void;
}

type Request = IncomingMessage | Http2ServerRequest;

async function readBody(req: Request): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The server's state, shared by every request. */
interface ServerState {
  readonly datasets: Record<string, unknown[]>;
  readonly options: FakeSanityOptions;
  readonly requests: RecordedRequest[];
  readonly listeners: Set<Listener>;
}

/** One request as its handler sees it. */
interface Exchange {
  readonly req: Request;
  readonly res: Response;
  readonly url: URL;
  readonly cors: Record<string, string>;
  readonly send: (status: number, body: unknown) => void;
  /** The signed-in editor's session, or the token the server was given. */
  readonly signedIn: boolean;
}

/** What a Studio asks about its signed-in editor and project; undefined for any other path. */
function answerSession(state: ServerState, { url, send }: Exchange): true | undefined {
  const { editor } = state.options;
  if (USER_PATH.test(url.pathname)) {
    const roles = [{ name: "administrator", title: "Administrator" }];
    if (editor) send(200, { ...editor, role: "administrator", roles, provider: "sanity" });
    else send(401, {});
    return true;
  }
  if (editor === undefined) return undefined;
  const keys = KEY_VALUE_PATH.exec(url.pathname)?.[1];
  if (keys !== undefined) {
    send(
      200,
      decodeURIComponent(keys)
        .split(",")
        .map((key) => ({ key, value: null })),
    );
    return true;
  }
  const project = PROJECT_PATH.exec(url.pathname)?.[1];
  if (project !== undefined) {
    send(200, { id: project, displayName: project, organizationId: null, members: [] });
    return true;
  }
  // An editor's grants, as Sanity lists them: read and update of the project, its datasets'
  // documents; no deploying of the Studio (which would have it upload its schema).
  if (GRANTS_PATH.test(url.pathname)) {
    const granted = (...names: string[]) => [
      { grants: names.map((name) => ({ name, params: {} })), config: {} },
    ];
    send(200, {
      "sanity.project": granted("read", "update"),
      "sanity.project.datasets": granted("read"),
      "sanity.document.filter.mode": granted("read", "create", "update", "history", "editHistory"),
    });
    return true;
  }
  if (/^\/v[^/]+\/features$/.test(url.pathname)) {
    send(200, []);
    return true;
  }
  if (ACL_PATH.test(url.pathname)) {
    send(200, [
      { filter: "_id in path('**')", permissions: ["read", "create", "update", "history", "editHistory"] },
    ]);
    return true;
  }
  return undefined;
}

/** `/data/listen` and the live content API's events: a welcome, then (listen) each saved change. */
function answerStream(state: ServerState, exchange: Exchange, endpoint: string, dataset: string) {
  const { req, res, url, cors, signedIn } = exchange;
  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", ...cors });
  res.write(
    `event: welcome\ndata: ${JSON.stringify({ listenerName: `listener${state.requests.length}` })}\n\n`,
  );
  if (endpoint === "data/listen") {
    const listener = { dataset, url, signedIn, send: (chunk: string) => res.write(chunk) };
    state.listeners.add(listener);
    req.on("close", () => state.listeners.delete(listener));
  }
}

/** `/data/doc/{ids}`: the documents by id, and those it has not. */
function answerDocuments({ send }: Exchange, documents: readonly unknown[], rest: string | undefined) {
  const ids = decodeURIComponent(rest ?? "").split(",");
  const found = ids.map((id) => (documents as Doc[]).find((doc) => doc._id === id));
  send(200, {
    documents: found.filter((doc) => doc !== undefined),
    omitted: ids.filter((_, index) => !found[index]).map((id) => ({ id, reason: "existence" })),
  });
}

/** A write: an image upload, or a transaction of mutations or the Studio's actions, announced to listeners. */
async function answerWrite(
  state: ServerState,
  { req, url, send, signedIn }: Exchange,
  endpoint: string,
  dataset: string,
  documents: unknown[],
) {
  if (req.method !== "POST") return send(405, { error: "Method Not Allowed" });
  if (!signedIn) return send(401, { statusCode: 401, error: "Unauthorized", message: "Session not found" });
  const body = await readBody(req);
  if (endpoint === "assets/images") {
    const { projectId = "fake" } = state.options;
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
    const transactionId = parsed.transactionId ?? `tx${state.requests.length}`;
    const timestamp = new Date().toISOString();
    const {
      documents: next,
      results,
      changes,
    } = applyMutations(documents, mutations, transactionId, timestamp);
    documents.splice(0, documents.length, ...next);
    const identity = state.options.editor?.id ?? "token";
    await announce(state.listeners, { dataset, transactionId, timestamp, identity, changes });
    return send(200, { transactionId, results });
  } catch (error) {
    const status = error instanceof MutationError ? error.status : 400;
    state.options.onRefusedWrite?.(status, String(error));
    return send(status, { error: { description: String(error), type: "mutationError" } });
  }
}

/** A GROQ query, GET or POST, in the request's perspective; drafts only for those signed in. */
async function answerQuery({ req, url, send, signedIn }: Exchange, documents: readonly unknown[]) {
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
  const readable = signedIn ? documents : (documents as Doc[]).filter((doc) => !isVersionId(String(doc._id)));
  const visible = inPerspective(readable, url.searchParams.get("perspective"));
  try {
    const value = await evaluate(parse(withTextSearch(query), { params }), { dataset: visible, params });
    const result: unknown = await value.get();
    const sourceMap = url.searchParams.has("resultSourceMap") ? contentSourceMap(result, visible) : undefined;
    send(200, { ms: 1, query, result, ...(sourceMap ? { resultSourceMap: sourceMap } : {}) });
  } catch (error) {
    send(400, { error: { description: String(error), type: "queryParseError" } });
  }
}

export async function startFakeSanity(
  datasets: Record<string, unknown[]>,
  options: FakeSanityOptions = {},
): Promise<FakeSanity> {
  const { token, editor, port = 0, tls } = options;
  // Sanity gives every stored document a revision; the Studio tells versions apart by it.
  for (const documents of Object.values(datasets)) {
    documents.splice(0, documents.length, ...(documents as Doc[]).map(withRevision));
  }
  const state: ServerState = { datasets, options, requests: [], listeners: new Set() };
  let queued: Fault[] = [];
  let always: Fault | undefined;

  const handle = async (req: Request, res: Response): Promise<void> => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    state.requests.push({ method: req.method ?? "GET", url, headers: req.headers });
    // Browsers ask it too (the 404 page, the Studio); Sanity answers the origins a project allows
    // (its CORS origins; by default, every origin here), and leaves the others unanswered.
    const { origin } = req.headers;
    const allowed = origin === undefined || (options.corsOrigins?.includes(origin) ?? true);
    const cors = !allowed
      ? {}
      : {
          "access-control-allow-origin": origin ?? "*",
          ...(origin ? { "access-control-allow-credentials": "true" } : {}),
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

    const fault = always ?? queued.shift();
    if (fault !== undefined) {
      if (fault === "hang") return;
      if (fault === "malformed-json") {
        res.writeHead(200, { "content-type": "application/json" });
        return res.end('{"ms":1,"result":[{"_id":');
      }
      return send(fault, { error: "Scripted failure", message: `scripted ${fault}` });
    }

    const signedIn =
      editor !== undefined || (token !== undefined && req.headers.authorization === `Bearer ${token}`);
    const exchange: Exchange = { req, res, url, cors, send, signedIn };
    if (answerSession(state, exchange)) return;
    const match = DATASET_PATH.exec(url.pathname);
    const [, endpoint = "", dataset = "", rest] = match ?? [];
    const documents = datasets[dataset];
    if (!match || documents === undefined) {
      return send(404, { error: "Not Found", message: `no dataset at ${url.pathname}` });
    }
    if (endpoint === "data/listen" || endpoint === "data/live/events") {
      return answerStream(state, exchange, endpoint, dataset);
    }
    if (endpoint === "data/doc") return answerDocuments(exchange, documents, rest);
    if (endpoint !== "data/query") return answerWrite(state, exchange, endpoint, dataset, documents);
    return answerQuery(exchange, documents);
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
    requests: state.requests,
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
