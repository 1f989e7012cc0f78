/**
 * A Sanity-compatible API on 127.0.0.1 for tests, and records every request:
 *
 * - GET /v{apiVersion}/data/query/{dataset}?query=...&$param=... (and the POST form)
 *   evaluates the GROQ with groq-js over the dataset's documents. Like Sanity, the
 *   `published` perspective hides drafts and release versions.
 * - POST /v{apiVersion}/data/mutate/{dataset} applies create, createIfNotExists,
 *   createOrReplace, delete and patch mutations (patches by Sanity's own @sanity/mutator),
 *   all or none, as `sanity dataset import` sends them.
 * - POST /v{apiVersion}/assets/images/{dataset} stores an uploaded image as Sanity does: an
 *   asset document whose id is the SHA-1 of the bytes, the size and the format.
 *
 * Writes need the `token` the server was started with, as a bearer token (401 otherwise);
 * the datasets' arrays are changed in place. It can be told to fail: an HTTP status, an
 * answer that never comes, or a body that is not JSON. Listens on loopback only, on a free
 * port, and never keeps the test process alive.
 */
import { createHash } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { Mutation } from "@sanity/mutator";
import { evaluate, parse } from "groq-js";
import sharp from "sharp";

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
}

const API_PATH = /^\/v(\d{4}-\d{2}-\d{2})\/(data\/query|data\/mutate|assets\/images)\/([^/]+)$/;

type Doc = { _id: string; _type: string; [field: string]: unknown };

async function readBody(req: IncomingMessage): Promise<Buffer> {
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
  { token, projectId = "fake" }: FakeSanityOptions = {},
): Promise<FakeSanity> {
  const requests: RecordedRequest[] = [];
  let queued: Fault[] = [];
  let always: Fault | undefined;

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    requests.push({ method: req.method ?? "GET", url, headers: req.headers });
    const send = (status: number, body: unknown) => {
      // Browsers ask it too (the 404 page); Sanity answers the origins a project allows.
      res.writeHead(status, { "content-type": "application/json", "access-control-allow-origin": "*" });
      res.end(JSON.stringify(body));
    };

    const fault = always ?? queued.shift();
    if (fault !== undefined) {
      if (fault === "hang") return;
      if (fault === "malformed-json") {
        res.writeHead(200, { "content-type": "application/json" });
        return res.end('{"ms":1,"result":[{"_id":');
      }
      return send(fault, { error: "Scripted failure", message: `scripted ${fault}` });
    }
    const match = API_PATH.exec(url.pathname);
    const [, , endpoint, dataset = ""] = match ?? [];
    const documents = datasets[dataset];
    if (!match || documents === undefined) {
      return send(404, { error: "Not Found", message: `no dataset at ${url.pathname}` });
    }

    if (endpoint !== "data/query") {
      if (req.method !== "POST") return send(405, { error: "Method Not Allowed" });
      if (token === undefined || req.headers.authorization !== `Bearer ${token}`) {
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
        const { mutations } = JSON.parse(body.toString("utf8")) as { mutations: Record<string, Doc>[] };
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
    const visible =
      url.searchParams.get("perspective") === "published"
        ? documents.filter((doc) => !/^(drafts|versions)\./.test(String((doc as { _id?: unknown })._id)))
        : documents;
    try {
      const value = await evaluate(parse(query, { params }), { dataset: visible, params });
      send(200, { ms: 1, query, result: await value.get() });
    } catch (error) {
      send(400, { error: { description: String(error), type: "queryParseError" } });
    }
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  server.unref();
  const { port } = server.address() as AddressInfo;

  return {
    origin: `http://127.0.0.1:${port}`,
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
        server.closeAllConnections();
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
