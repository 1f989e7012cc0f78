/**
 * A Sanity-compatible query API on 127.0.0.1 for tests: it answers
 * GET /v{apiVersion}/data/query/{dataset}?query=...&$param=... (and the POST form) by
 * evaluating the GROQ with groq-js over the documents given for that dataset, and records
 * every request. Like Sanity, the `published` perspective hides drafts and release
 * versions. It can be told to fail: an HTTP status, an answer that never comes, or a body
 * that is not JSON. Listens on loopback only, on a free port, and never keeps the test
 * process alive.
 */
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { evaluate, parse } from "groq-js";

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

const QUERY_PATH = /^\/v(\d{4}-\d{2}-\d{2})\/data\/query\/([^/]+)$/;

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export async function startFakeSanity(datasets: Record<string, unknown[]>): Promise<FakeSanity> {
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
    const match = QUERY_PATH.exec(url.pathname);
    const documents = match?.[2] === undefined ? undefined : datasets[match[2]];
    if (!match || documents === undefined) {
      return send(404, { error: "Not Found", message: `no dataset at ${url.pathname}` });
    }

    let query = url.searchParams.get("query") ?? "";
    const params: Record<string, unknown> = {};
    for (const [key, value] of url.searchParams) {
      if (key.startsWith("$")) params[key.slice(1)] = JSON.parse(value);
    }
    if (req.method === "POST") {
      const body = JSON.parse(await readBody(req)) as { query: string; params?: Record<string, unknown> };
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
