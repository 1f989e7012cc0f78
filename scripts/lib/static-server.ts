/**
 * A static file server for a built site, close to what a CDN does with it: text is sent
 * compressed (Brotli when the browser takes it, else gzip), `/path` serves `path/index.html`,
 * anything else gets 404.html with status 404, and hashed `_astro/` assets are cached for a
 * year. For benchmarks on loopback; production is served by the host (see the README).
 *
 * With `imageCdnPrefix`, images under that path answer `?w=` and `auto=format` as Sanity's
 * image CDN does (resized, WebP when the browser takes it, quality 75), so a site built from
 * the sample dataset is measured with the image bytes a Sanity-backed site sends.
 */
import { createReadStream, existsSync, statSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { extname, join, normalize, sep } from "node:path";
import { pipeline } from "node:stream/promises";
import { constants, createBrotliCompress, createGzip } from "node:zlib";
import sharp from "sharp";
import { contentTypeOf } from "./content-types.ts";

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

export interface StaticServerOptions {
  readonly port?: number;
  /** A path whose images are resized on request like Sanity's CDN, e.g. "/sample-cdn/images/". */
  readonly imageCdnPrefix?: string;
}

/** Sanity's image CDN in miniature: the `w` and `auto=format` parameters. */
async function transformImage(file: string, query: URLSearchParams, accept: string) {
  const width = Number(query.get("w"));
  const webp = query.get("auto") === "format" && accept.includes("image/webp");
  let image = sharp(file);
  if (Number.isInteger(width) && width > 0) image = image.resize({ width, withoutEnlargement: true });
  image = webp ? image.webp({ quality: 75 }) : image.jpeg({ quality: 75, mozjpeg: true });
  return { body: await image.toBuffer(), type: webp ? "image/webp" : "image/jpeg" };
}

export function serveStatic(root: string, options: StaticServerOptions = {}): Promise<StaticServer> {
  const { port = 0, imageCdnPrefix } = options;
  const send = async (request: IncomingMessage, response: ServerResponse) => {
    const found = resolveFile(root, request.url ?? "/");
    const url = new URL(request.url ?? "/", "http://localhost");
    if (found && imageCdnPrefix && url.pathname.startsWith(imageCdnPrefix) && url.search) {
      const { body, type } = await transformImage(found, url.searchParams, String(request.headers.accept));
      response.setHeader("Content-Type", type);
      response.setHeader("Content-Length", body.length);
      response.setHeader("Vary", "Accept");
      response.end(body);
      return;
    }
    const file = found ?? join(root, "404.html");
    const extension = extname(file);
    response.statusCode = found ? 200 : 404;
    response.setHeader("Content-Type", contentTypeOf(file));
    response.setHeader(
      "Cache-Control",
      (request.url ?? "").startsWith("/_astro/") ? "public, max-age=31536000, immutable" : "no-cache",
    );
    const accepted = String(request.headers["accept-encoding"] ?? "");
    if (!COMPRESSIBLE.has(extension)) {
      response.setHeader("Content-Length", statSync(file).size);
      await pipeline(createReadStream(file), response);
      return;
    }
    response.setHeader("Vary", "Accept-Encoding");
    if (/\bbr\b/.test(accepted)) {
      response.setHeader("Content-Encoding", "br");
      const brotli = createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
      await pipeline(createReadStream(file), brotli, response);
    } else if (/\bgzip\b/.test(accepted)) {
      response.setHeader("Content-Encoding", "gzip");
      await pipeline(createReadStream(file), createGzip({ level: 9 }), response);
    } else {
      await pipeline(createReadStream(file), response);
    }
  };
  const server = createServer((request, response) => {
    send(request, response).catch(() => response.destroy());
  });
  return new Promise((resolve) => {
    server.listen(port, "127.0.0.1", () => {
      const { port: bound } = server.address() as { port: number };
      resolve({
        origin: `http://127.0.0.1:${bound}`,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
