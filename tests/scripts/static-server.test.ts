import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { get as httpGet } from "node:http";
import { join } from "node:path";
import { gunzipSync, brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resolveFile, serveStatic, type StaticServer } from "../../scripts/lib/static-server";

let root: string;
let server: StaticServer;
const page = "<!doctype html><title>Careers</title>".repeat(20);

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "static-server-"));
  mkdirSync(join(root, "careers"));
  mkdirSync(join(root, "_astro"));
  writeFileSync(join(root, "index.html"), "home");
  writeFileSync(join(root, "404.html"), "not found");
  writeFileSync(join(root, "careers/index.html"), page);
  writeFileSync(join(root, "_astro/app.abc123.js"), "console.log(1)");
  writeFileSync(join(root, "photo.jpg"), Buffer.from([0xff, 0xd8, 0xff]));
  server = await serveStatic(root);
});

afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

describe("resolveFile", () => {
  it.each<[string, string | undefined]>([
    ["/", "index.html"],
    ["/careers", "careers/index.html"],
    ["/careers/", "careers/index.html"],
    ["/careers?utm=x", "careers/index.html"],
    ["/_astro/app.abc123.js", "_astro/app.abc123.js"],
    ["/no-such-page", undefined],
    ["/../../etc/passwd", undefined],
    ["/%2e%2e/%2e%2e/etc/passwd", undefined],
    ["/%E0%A4%A", undefined],
  ])("%s → %s", (path, expected) => {
    expect(resolveFile(root, path)).toBe(expected === undefined ? undefined : join(root, expected));
  });
});

describe("serveStatic", () => {
  const get = (path: string, encoding = "gzip, deflate, br") =>
    fetch(`${server.origin}${path}`, { headers: { "accept-encoding": encoding } });

  /** The bytes as sent, not decoded as fetch would. */
  const raw = (path: string, encoding: string) =>
    new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      httpGet(`${server.origin}${path}`, { headers: { "accept-encoding": encoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      }).on("error", reject);
    });

  it("sends pages Brotli-compressed when the browser takes Brotli, else gzip, else as they are", async () => {
    const brotli = await raw("/careers", "gzip, deflate, br");
    expect(brotli.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(brotli.headers["cache-control"]).toBe("no-cache");
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.body.length).toBeLessThan(page.length / 4);
    expect(brotliDecompressSync(brotli.body).toString()).toBe(page);

    const gzip = await raw("/careers", "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).toString()).toBe(page);

    const plain = await raw("/careers", "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(page);
  });

  it("caches hashed assets for a year, and leaves images uncompressed", async () => {
    const script = await get("/_astro/app.abc123.js");
    expect(script.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(script.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    const photo = await get("/photo.jpg");
    expect(photo.headers.get("content-encoding")).toBeNull();
    expect(photo.headers.get("content-length")).toBe("3");
  });

  it("answers an unknown path with 404.html and status 404", async () => {
    const response = await get("/no-such-page");
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("not found");
  });
});
