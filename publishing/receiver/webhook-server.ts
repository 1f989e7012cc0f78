/**
 * The rebuild receiver's HTTP side: a Sanity webhook POSTs to /webhook; a request with a
 * valid, fresh, first-seen signature is answered 202 and asks the queue for a build. The
 * answer never depends on the build, and nothing about the secret appears in an answer or
 * a log line.
 *
 *   POST /webhook   202 queued | 401 bad signature | 413 body over 1 MB
 *   GET  /healthz   200 ok
 *   GET  /status    the live release, the last build's result and duration, the queue, and
 *                   webhooks refused for their timestamp (a drifting clock refuses them all)
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { SIGNATURE_HEADER_NAME } from "@sanity/webhook";
import type { RebuildQueue } from "./rebuild-queue.ts";
import type { SignatureVerifier } from "./webhook-signature.ts";

export const MAX_BODY_BYTES = 1024 * 1024;

export interface BuildReport {
  readonly result: "published" | "failed";
  readonly release?: string | undefined;
  readonly startedAt: string;
  readonly durationMs: number;
  readonly pages?: number | undefined;
  readonly error?: string | undefined;
}

/** Webhooks refused for their timestamp alone, for /status. */
export interface ClockRefusals {
  readonly count: number;
  /** When the last one arrived (ISO time). */
  readonly lastAt: string;
  /** How far its timestamp was from this host's clock, in seconds (positive: ahead). */
  readonly skewSeconds: number;
}

export interface ReceiverOptions {
  readonly verifier: SignatureVerifier;
  readonly queue: RebuildQueue;
  /** The live release's id, for /status. */
  readonly currentRelease: () => Promise<string | undefined>;
  /** The last build's report, for /status. */
  readonly lastBuild: () => BuildReport | undefined;
  readonly log: (line: string) => void;
}

const ROUTES: Record<string, string> = { "/webhook": "POST", "/healthz": "GET", "/status": "GET" };

class BodyTooLarge extends Error {}

async function readBody(req: IncomingMessage): Promise<string> {
  if (Number(req.headers["content-length"] ?? 0) > MAX_BODY_BYTES) throw new BodyTooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new BodyTooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { "content-type": "application/json; charset=utf-8", ...headers });
  res.end(JSON.stringify(body));
}

export function createReceiver(options: ReceiverOptions): Server {
  const clock: { refused?: ClockRefusals } = {};
  return createServer((req, res) => {
    handle(req, res, options, clock).catch((error: unknown) => {
      options.log(`request failed: ${error instanceof Error ? error.message : String(error)}`);
      if (!res.headersSent) send(res, 500, { error: "internal error" });
      else res.destroy();
    });
  });
}

async function handle(
  req: IncomingMessage,
  res: ServerResponse,
  { verifier, queue, currentRelease, lastBuild, log }: ReceiverOptions,
  clock: { refused?: ClockRefusals },
): Promise<void> {
  const path = new URL(req.url ?? "/", "http://receiver").pathname;
  const method = ROUTES[path];
  if (method === undefined) return send(res, 404, { error: "not found" });
  if (req.method !== method) return send(res, 405, { error: "method not allowed" }, { allow: method });

  if (path === "/healthz") return send(res, 200, { ok: true });
  if (path === "/status") {
    return send(res, 200, {
      current: (await currentRelease()) ?? null,
      lastBuild: lastBuild() ?? null,
      queue: queue.state(),
      refusedForTimestamp: clock.refused ?? null,
    });
  }

  let body: string;
  try {
    body = await readBody(req);
  } catch (error) {
    if (!(error instanceof BodyTooLarge)) throw error;
    log("webhook refused: body over 1 MB");
    // Answer before the rest of the body arrives, and stop reading it.
    res.setHeader("connection", "close");
    send(res, 413, { error: "payload too large" });
    req.destroy();
    return;
  }
  const verdict = await verifier.verify(body, req.headers[SIGNATURE_HEADER_NAME]);
  if (!verdict.valid) {
    log(`webhook refused: ${verdict.reason}`);
    if (verdict.skewMs !== undefined) {
      clock.refused = {
        count: (clock.refused?.count ?? 0) + 1,
        lastAt: new Date().toISOString(),
        skewSeconds: Math.round(verdict.skewMs / 1000),
      };
    }
    return send(res, 401, { error: "invalid signature" });
  }
  queue.request();
  log("webhook accepted: build queued");
  return send(res, 202, { queued: true });
}
