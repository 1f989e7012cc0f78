import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { get as httpGet } from "node:http";
import { connect } from "node:http2";
import { get as httpsGet } from "node:https";
import { join } from "node:path";
import { gunzipSync, brotliDecompressSync } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { selfSignedCertificate } from "../../tooling/serve/self-signed";
import { notFoundPage, resolveFile, serveStatic, type StaticServer } from "../../tooling/serve/static-server";

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
  mkdirSync(join(root, "ar/404"), { recursive: true });
  writeFileSync(join(root, "ar/404/index.html"), "غير موجودة");
  writeFileSync(join(root, "_astro/app.abc123.js"), "console.log(1)");
  writeFileSync(join(root, "photo.jpg"), Buffer.from([0xff, 0xd8, 0xff]));
  mkdirSync(join(root, "cdn"));
  await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#f2a900" } })
    .jpeg()
    .toFile(join(root, "cdn/site-1200x800.jpg"));
  server = await serveStatic(root, { imageCdnPrefix: "/cdn/" });
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

describe("notFoundPage", () => {
  it.each<[string, string]>([
    ["/no-such-page", "404.html"],
    ["/ar/no-such-page", "ar/404/index.html"],
    ["/ar/ourProjects/x", "ar/404/index.html"],
    ["/careers/x", "404.html"],
    ["/", "404.html"],
    ["/../ar/x", "404.html"],
  ])("%s → %s", (path, expected) => {
    expect(notFoundPage(root, path)).toBe(join(root, expected));
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

  it.each<[string, string, string, number]>([
    ["?w=400&auto=format", "image/webp,image/*", "image/webp", 400],
    ["?w=800&auto=format", "image/jpeg", "image/jpeg", 800],
    ["?w=400", "image/webp", "image/jpeg", 400],
    ["?w=2400&auto=format", "image/webp", "image/webp", 1200],
  ])(
    "answers CDN image parameters %s (Accept %s) as Sanity's CDN would",
    async (query, accept, type, width) => {
      const response = await fetch(`${server.origin}/cdn/site-1200x800.jpg${query}`, { headers: { accept } });
      expect(response.headers.get("content-type")).toBe(type);
      const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect([metadata.format, metadata.width]).toEqual([type === "image/webp" ? "webp" : "jpeg", width]);
    },
  );

  it("makes each response once and keeps it, as a CDN's edge cache does", async () => {
    writeFileSync(join(root, "kept.txt"), "first");
    expect(await (await get("/kept.txt")).text()).toBe("first");
    writeFileSync(join(root, "kept.txt"), "second");
    expect(await (await get("/kept.txt")).text()).toBe("first");
    expect(await (await get("/kept.txt", "identity")).text()).toBe("second");
  });

  it("answers an unknown path with 404.html and status 404", async () => {
    const response = await get("/no-such-page");
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("not found");
  });
});

describe("serveStatic with tls", () => {
  const { key, cert } = selfSignedCertificate();

  /** One GET over HTTP/2, trusting only the throwaway certificate. */
  const getOverHttp2 = (origin: string, path: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const session = connect(origin, { ca: cert });
      session.on("error", reject);
      const stream = session.request({ ":path": path });
      let status = 0;
      let body = "";
      stream.on("response", (headers) => (status = Number(headers[":status"])));
      stream.setEncoding("utf8");
      stream.on("data", (chunk: string) => (body += chunk));
      stream.on("end", () => {
        session.close();
        resolve({ status, body });
      });
      stream.on("error", reject);
      stream.end();
    });

  it("serves HTTPS over HTTP/2, as the site's hosts do, and still takes HTTP/1.1", async () => {
    const secure = await serveStatic(root, { tls: { key, cert } });
    try {
      expect(secure.origin).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
      expect(await getOverHttp2(secure.origin, "/careers")).toEqual({ status: 200, body: page });
      expect(await getOverHttp2(secure.origin, "/no-such-page")).toEqual({ status: 404, body: "not found" });
      const http1 = await new Promise<string>((resolve, reject) => {
        httpsGet(`${secure.origin}/`, { ca: cert }, (response) => {
          let body = "";
          response.on("data", (chunk: Buffer) => (body += chunk.toString()));
          response.on("end", () => resolve(`${response.httpVersion} ${body}`));
        }).on("error", reject);
      });
      expect(http1).toBe("1.1 home");
    } finally {
      await secure.close();
    }
  });

  it("closes while a browser still holds its connection open", async () => {
    const secure = await serveStatic(root, { tls: { key, cert } });
    const session = connect(secure.origin, { ca: cert });
    await new Promise((resolve) => session.once("connect", resolve));
    await secure.close();
    await new Promise((resolve) => (session.closed ? resolve(undefined) : session.once("close", resolve)));
    expect(session.destroyed).toBe(true);
  });
});

describe("keepBodies: false", () => {
  it("serves each file as it is now, as a server of a moving release folder must", async () => {
    const fresh = await serveStatic(root, { keepBodies: false });
    try {
      expect(await (await fetch(`${fresh.origin}/`)).text()).toBe("home");
      writeFileSync(join(root, "index.html"), "home, rebuilt");
      expect(await (await fetch(`${fresh.origin}/`)).text()).toBe("home, rebuilt");
    } finally {
      writeFileSync(join(root, "index.html"), "home");
      await fresh.close();
    }
  });
});

describe("compress: false", () => {
  it("sends every file as it is, whatever the browser takes", async () => {
    const plain = await serveStatic(root, { compress: false });
    try {
      const response = await new Promise<{ headers: Record<string, unknown>; body: string }>(
        (resolve, reject) => {
          httpGet(`${plain.origin}/careers`, { headers: { "accept-encoding": "gzip, br" } }, (answer) => {
            let body = "";
            answer.on("data", (chunk: Buffer) => (body += chunk.toString()));
            answer.on("end", () => resolve({ headers: answer.headers, body }));
          }).on("error", reject);
        },
      );
      expect(response.headers["content-encoding"]).toBeUndefined();
      expect(response.body).toBe(page);
    } finally {
      await plain.close();
    }
  });
});

describe("routes, network and onSent: for instrumented runs", () => {
  it("answers a route before the files, and leaves the rest to them", async () => {
    const routed = await serveStatic(root, {
      routes: async (url, body) =>
        url.pathname === "/__echo" ? { type: "text/plain", body: `echo: ${await body()}` } : undefined,
    });
    try {
      const echo = await fetch(`${routed.origin}/__echo`, { method: "POST", body: "hello" });
      expect(echo.headers.get("cache-control")).toBe("no-store");
      expect(await echo.text()).toBe("echo: hello");
      expect(await (await fetch(`${routed.origin}/`)).text()).toBe("home");
    } finally {
      await routed.close();
    }
  });

  it("sends nothing before a round trip, two on a new connection, and trickles bodies at the downlink's rate", async () => {
    // A 64,000-byte body at 512 kbps (64,000 bytes a second) takes a second; 50 ms round trips.
    writeFileSync(join(root, "big.jpg"), Buffer.alloc(64_000, 1));
    const sent: [string, number][] = [];
    const slow = await serveStatic(root, {
      network: { rttMs: 50, downKbps: 512 },
      onSent: (path, bytes) => sent.push([path, bytes]),
    });
    try {
      const small = performance.now();
      await (await fetch(`${slow.origin}/photo.jpg`)).arrayBuffer();
      // Lower bounds only: a slow machine may take longer, never less.
      expect(performance.now() - small).toBeGreaterThanOrEqual(100);
      const big = performance.now();
      expect((await (await fetch(`${slow.origin}/big.jpg`)).arrayBuffer()).byteLength).toBe(64_000);
      expect(performance.now() - big).toBeGreaterThanOrEqual(950);
      expect(sent).toEqual([
        ["/photo.jpg", 3],
        ["/big.jpg", 64_000],
      ]);
    } finally {
      await slow.close();
      rmSync(join(root, "big.jpg"));
    }
  });
});
