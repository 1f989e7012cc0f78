/**
 * An S3-compatible server on 127.0.0.1 for the deploy's tests: s3rver, plus the conditional
 * writes S3 has answered since 2024 and s3rver predates. `If-None-Match: *` on PutObject
 * writes only where no object is; `If-Match: <ETag>` on PutObject and DeleteObject acts only on
 * that version; otherwise 412 PreconditionFailed, as S3 answers
 * (https://docs.aws.amazon.com/AmazonS3/latest/userguide/conditional-requests.html). Each key's
 * check and write happen one request at a time, as S3 makes them atomic. And a PUT is answered
 * once its object is written whole, as S3 reads after a write: s3rver answers as soon as it has
 * handed the bytes to the file (lib/stores/filesystem.js, putObject), and under load a test's
 * next GET once read an empty record.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { stat } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";

const require = createRequire(import.meta.url);
const S3Error = require("s3rver/lib/models/error.js") as new (
  code: string,
  message: string,
  detail?: Record<string, string>,
) => Error;

/** What this middleware uses of Koa's request context (s3rver is a Koa application). */
interface Context {
  readonly method: string;
  readonly path: string;
  get(header: string): string;
}
type Next = () => Promise<unknown>;

interface Store {
  getMetadata(bucket: string, key: string): Promise<{ etag?: string }>;
  getResourcePath(bucket: string, key: string, kind: "object"): string;
  putObject(object: { bucket: string; key: string }): Promise<{ size: number; md5: string }>;
}

/** Has the store's putObject return once the object's file holds all its bytes. */
function writtenWhole(store: Store) {
  const put = store.putObject.bind(store);
  store.putObject = async (object) => {
    const written = await put(object);
    const file = store.getResourcePath(object.bucket, object.key, "object");
    while ((await stat(file)).size < written.size) await new Promise((resolve) => setTimeout(resolve, 5));
    return written;
  };
}

export interface LoopbackS3 {
  readonly endpoint: string;
  /** A client of this server, as the deploy makes one from S3_ENDPOINT. */
  readonly s3: S3Client;
  /** Another such client (each deploy of a concurrent pair has its own). */
  client(): S3Client;
  /** What the deploy script needs in its environment to reach this server. */
  readonly env: Readonly<Record<string, string>>;
  close(): Promise<void>;
}

/** Serialises each key's conditional requests, so a check and its write are one step. */
function conditionalWrites(store: Store) {
  const queues = new Map<string, Promise<unknown>>();
  return async (ctx: Context, next: Next) => {
    const ifNoneMatch = ctx.get("if-none-match");
    const ifMatch = ctx.get("if-match");
    const writes = ctx.method === "PUT" || ctx.method === "DELETE";
    const [, bucket = "", ...rest] = ctx.path.split("/");
    const key = decodeURIComponent(rest.join("/"));
    if (!writes || key === "" || (ifNoneMatch === "" && ifMatch === "")) {
      await next();
      return;
    }
    const slot = `${bucket}/${key}`;
    const previous = queues.get(slot) ?? Promise.resolve();
    const turn = previous.then(async () => {
      const etag = await store
        .getMetadata(bucket, key)
        .then((metadata) => metadata.etag?.replaceAll('"', ""))
        .catch(() => undefined);
      const holds =
        (ifNoneMatch !== "*" || etag === undefined) &&
        (ifMatch === "" || (etag !== undefined && ifMatch.replaceAll('"', "") === etag));
      if (!holds) {
        throw new S3Error(
          "PreconditionFailed",
          "At least one of the pre-conditions you specified did not hold",
          {
            Condition: ifMatch === "" ? "If-None-Match" : "If-Match",
          },
        );
      }
      await next();
    });
    queues.set(
      slot,
      turn.catch(() => undefined),
    );
    await turn;
  };
}

/** Starts the server with `buckets`, storing into a folder of its own that close() removes. */
export async function startLoopbackS3(buckets: readonly string[]): Promise<LoopbackS3> {
  const directory = mkdtempSync(join(tmpdir(), "loopback-s3-"));
  const server = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name, configs: [] })),
  });
  // First in line, before s3rver's router: Koa composes its middleware when it starts listening.
  const app = server as unknown as { middleware: unknown[]; store: Store };
  app.middleware.unshift(conditionalWrites(app.store));
  writtenWhole(app.store);
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const env = {
    S3_ENDPOINT: endpoint,
    AWS_REGION: "us-east-1",
    AWS_ACCESS_KEY_ID: "S3RVER",
    AWS_SECRET_ACCESS_KEY: "S3RVER",
  };
  const clients: S3Client[] = [];
  const client = () => {
    const made = new S3Client({
      endpoint,
      forcePathStyle: true,
      region: env.AWS_REGION,
      credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY },
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
    clients.push(made);
    return made;
  };
  return {
    endpoint,
    s3: client(),
    client,
    env,
    async close() {
      // Clients keep connections alive; s3rver's close waits for them.
      for (const made of clients) made.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
