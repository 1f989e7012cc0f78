/**
 * A static file server for a built site, close to what a CDN does with it: text is sent
 * compressed (Brotli when the browser takes it, else gzip), `/path` serves `path/index.html`,
 * anything else gets 404.html with status 404, and hashed `_astro/` assets are cached for a
 * year. For benchmarks on loopback; production is served by the host (see docs/deploying.md).
 *
 * With `imageCdnPrefix`, images under that path answer `?w=` and `auto=format` as Sanity's
 * image CDN does (resized, WebP when the browser takes it, quality 75), so a site built from
 * the sample dataset is measured with the image bytes a Sanity-backed site sends.
 */
import { existsSync, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from "node:http2";
import type { Socket } from "node:net";
import { extname, join, normalize, relative, sep } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip as gzipCallback } from "node:zlib";
import sharp from "sharp";
import { mimeTypeOf } from "#src/lib/build/mime-types.ts";

const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCallback);
/** Brotli as a CDN's edge compresses a static file once and keeps it: the highest quality. */
export const CDN_BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } };
const COMPRESSIBLE = new Set([".html", ".css", ".js", ".json", ".webmanifest", ".xml", ".txt", ".svg"]);

export interface StaticServer {
  readonly origin: string;
  close(): Promise<void>;
}

/** The file a request path maps to inside `root`, or undefined when there is none. */
export function resolveFile(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split("?")[0] ?? "/");
  } catch {
    return undefined;
  }
  const relative = normalize(decoded).replace(/^([/\\]|\.\.)+/, "");
  const candidate = join(root, relative);
  if (candidate !== root && !candidate.startsWith(root + sep)) return undefined;
  for (const path of [candidate, join(candidate, "index.html"), `${candidate}.html`]) {
    if (existsSync(path) && statSync(path).isFile()) return path;
  }
  return undefined;
}

/**
 * The not-found page for a path, as the hosts serve it (netlify.toml): a language's own under
 * its root (`/ar/…` → `ar/404/index.html`), else `404.html`.
 */
export function notFoundPage(root: string, urlPath: string): string {
  const [, first] = urlPath.split("/");
  const own = first ? join(root, first, "404", "index.html") : undefined;
  return own !== undefined && resolveFile(root, `/${first}/404`) === own ? own : join(root, "404.html");
}

export interface StaticServerOptions {
  readonly port?: number;
  /** A path whose images are resized on request like Sanity's CDN, e.g. "/sample-cdn/images/". */
  readonly imageCdnPrefix?: string;
  /**
   * A key and certificate to serve HTTPS with HTTP/2, as CDNs do (HTTP/1.1 stays available).
   * Lighthouse's simulation models HTTP/1.1 as six cold connections, each with its own
   * handshake and slow start, and HTTP/2 as one shared connection: over plain HTTP it would
   * charge a page for round trips no visitor of a CDN-hosted site makes.
   */
  readonly tls?: { readonly key: string | Buffer; readonly cert: string | Buffer };
  /**
   * Keep each response body once made (default), as a CDN's edge keeps it. `false` reads every
   * file afresh, as a server of a release folder does when its `current` link moves.
   */
  readonly keepBodies?: boolean;
  /**
   * Compress text as a CDN does (default). `false` sends every file as it is: for browser tests
   * on loopback, where Brotli at its highest quality is processor time spent for nobody.
   */
  readonly compress?: boolean;
  /** Changes each HTML page before it is sent: for instrumented runs (a test's, or a bench's probe). */
  readonly rewriteHtml?: (html: string) => string;
  /**
   * Answers a request before the site's files do, or leaves it to them (undefined): for
   * instrumented runs, such as a probe's script and its reports.
   */
  readonly routes?: (
    url: URL,
    body: () => Promise<string>,
  ) => Promise<Routed | undefined> | Routed | undefined;
  /**
   * A slow network made by the server, for a browser that must not be throttled by DevTools
   * (DevTools' throttling turns prerendering off): each response waits a round trip (two on a
   * new connection, for its handshake), and every body shares one downlink of `downKbps`.
   */
  readonly network?: { readonly rttMs: number; readonly downKbps: number };
  /** Told of every response's size as sent (headers left out), for a bench that counts bytes. */
  readonly onSent?: (path: string, bytes: number) => void;
  /**
   * A host's own rules, as Netlify applies `_headers` and `netlify.toml`: the headers each path
   * gets (joined with commas where several rules give one), in place of the server's
   * Cache-Control; and paths answered with a permanent redirect. For `npm run doctor`'s tests.
   */
  readonly host?: {
    readonly headers: (path: string) => ReadonlyMap<string, readonly string[]>;
    readonly redirects: Readonly<Record<string, string>>;
  };
}

/** A response made by `routes`. */
export interface Routed {
  readonly status?: number;
  readonly type: string;
  readonly body: string | Buffer;
}

/** Sanity's image CDN in miniature: the `w` and `auto=format` parameters. */
async function transformImage(file: string, query: URLSearchParams, webp: boolean) {
  const width = Number(query.get("w"));
  let image = sharp(file);
  if (Number.isInteger(width) && width > 0) image = image.resize({ width, withoutEnlargement: true });
  image = webp ? image.webp({ quality: 75 }) : image.jpeg({ quality: 75, mozjpeg: true });
  return image.toBuffer();
}

type Encoding = "br" | "gzip" | undefined;
type Request = IncomingMessage | Http2ServerRequest;
type Response = ServerResponse | Http2ServerResponse;

async function readBody(request: Request): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString("utf8");
}

async function encode(file: string, encoding: Encoding, rewriteHtml?: (html: string) => string) {
  const read = await readFile(file);
  const body =
    rewriteHtml && extname(file) === ".html" ? Buffer.from(rewriteHtml(read.toString("utf8"))) : read;
  if (encoding === "br") return brotli(body, CDN_BROTLI_OPTIONS);
  if (encoding === "gzip") return gzip(body, { level: 9 });
  return body;
}

/** One downlink shared by every response, at `kbps`: each chunk leaves when the link is free. */
function downlink(kbps: number) {
  const bytesPerMs = (kbps * 1000) / 8 / 1000;
  const CHUNK = 4096;
  let free = 0;
  return async (response: ServerResponse, body: Buffer) => {
    for (let offset = 0; offset < body.length; offset += CHUNK) {
      const chunk = body.subarray(offset, offset + CHUNK);
      const now = performance.now();
      free = Math.max(now, free) + chunk.length / bytesPerMs;
      await delay(free - now);
      if (response.destroyed) return;
      response.write(chunk);
    }
    response.end();
  };
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function serveStatic(root: string, options: StaticServerOptions = {}): Promise<StaticServer> {
  const {
    port = 0,
    imageCdnPrefix,
    tls,
    keepBodies = true,
    compress = true,
    rewriteHtml,
    routes,
    network,
    onSent,
    host,
  } = options;
  const trickle = network && downlink(network.downKbps);
  const greeted = new WeakSet<object>();
  /** Sends `body` as the network allows: at once on loopback, or late and slowly. */
  const finish = async (request: Request, response: Response, body: Buffer) => {
    onSent?.(new URL(request.url ?? "/", "http://localhost").pathname, body.length);
    if (!network || !trickle) return void response.end(body);
    const socket = request.socket;
    const roundTrips = greeted.has(socket) ? 1 : 2;
    greeted.add(socket);
    await delay(network.rttMs * roundTrips);
    // HTTP/1.1 only: a bench that trickles serves plain HTTP.
    await trickle(response as ServerResponse, body);
  };
  // Each response body is made once and kept, as a CDN's edge cache keeps it, so compressing
  // and resizing do not compete for the CPU with the browser being measured.
  const made = new Map<string, Promise<Buffer>>();
  const once = (key: string, make: () => Promise<Buffer>) => {
    if (!keepBodies) return make();
    const body = made.get(key) ?? make();
    made.set(key, body);
    return body;
  };
  const send = async (request: Request, response: Response) => {
    const found = resolveFile(root, request.url ?? "/");
    const url = new URL(request.url ?? "/", "http://localhost");
    const redirect = host?.redirects[url.pathname.replace(/\/$/, "")];
    if (redirect !== undefined) {
      response.statusCode = 301;
      response.setHeader("Location", redirect);
      return finish(request, response, Buffer.alloc(0));
    }
    const routed = await routes?.(url, () => readBody(request));
    if (routed) {
      const body = Buffer.from(routed.body);
      response.statusCode = routed.status ?? 200;
      response.setHeader("Content-Type", routed.type);
      response.setHeader("Cache-Control", "no-store");
      response.setHeader("Content-Length", body.length);
      return finish(request, response, body);
    }
    if (found && imageCdnPrefix && url.pathname.startsWith(imageCdnPrefix) && url.search) {
      const webp =
        url.searchParams.get("auto") === "format" && String(request.headers.accept).includes("image/webp");
      const body = await once(`${found}${url.search} ${webp}`, () =>
        transformImage(found, url.searchParams, webp),
      );
      response.setHeader("Content-Type", webp ? "image/webp" : "image/jpeg");
      response.setHeader("Content-Length", body.length);
      response.setHeader("Vary", "Accept");
      return finish(request, response, body);
    }
    const file = found ?? notFoundPage(root, url.pathname);
    const compressible = compress && COMPRESSIBLE.has(extname(file));
    const accepted = String(request.headers["accept-encoding"] ?? "");
    const encoding: Encoding = !compressible
      ? undefined
      : /\bbr\b/.test(accepted)
        ? "br"
        : /\bgzip\b/.test(accepted)
          ? "gzip"
          : undefined;
    const body = await once(`${file} ${encoding}`, () => encode(file, encoding, rewriteHtml));
    response.statusCode = found ? 200 : 404;
    response.setHeader("Content-Type", mimeTypeOf(file));
    if (host === undefined) {
      response.setHeader(
        "Cache-Control",
        (request.url ?? "").startsWith("/_astro/") ? "public, max-age=31536000, immutable" : "no-cache",
      );
    } else {
      // A missing page is answered by the not-found page's rules.
      const rulesPath = found ? url.pathname : `/${relative(root, file).replaceAll(sep, "/")}`;
      for (const [name, values] of host.headers(rulesPath)) response.setHeader(name, values.join(", "));
    }
    if (compressible) response.setHeader("Vary", "Accept-Encoding");
    if (encoding) response.setHeader("Content-Encoding", encoding);
    response.setHeader("Content-Length", body.length);
    return finish(request, response, body);
  };
  const handle = (request: Request, response: Response) => {
    send(request, response).catch(() => response.destroy());
  };
  const server = tls ? createSecureServer({ ...tls, allowHTTP1: true }, handle) : createServer(handle);
  const sockets = new Set<Socket>();
  server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });
  return new Promise((resolve) => {
    server.listen(port, "127.0.0.1", () => {
      const { port: bound } = server.address() as { port: number };
      resolve({
        origin: `${tls ? "https" : "http"}://127.0.0.1:${bound}`,
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            for (const socket of sockets) socket.destroy();
          }),
      });
    });
  });
}
