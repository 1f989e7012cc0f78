/**
 * The content team's Studio, built and served on 127.0.0.1 against the Sanity-compatible
 * test server, signed in as an editor, holding the sample, STUDIO_MEMBER,
 * STUDIO_TRANSLATION_DOCUMENTS and STUDIO_FACTS_PROJECT: what an editor sees, without a Sanity account. Playwright
 * starts it as a web server and stops it when the tests end; the build folder is removed on
 * the way out.
 *
 *   node e2e/support/serve-studio.ts 4326 4327 4328 4330
 *   # the Studio, its API, the draft preview server, a static preview build
 *
 * The Studio is built with SANITY_API_HOST=https://localhost:{api port}: it asks
 * https://{project id}.localhost:{api port}, which the browser resolves to loopback. The API
 * speaks HTTP/2 with a throwaway certificate (the tests accept it), as the Studio's dozen
 * open listeners need.
 *
 * Beside it, the draft preview server (npm run preview:server), as the Studio's Presentation
 * tool frames it (SANITY_STUDIO_PREVIEW_URL), reading the same API, whose throwaway
 * certificate its Node is told to trust; and a static preview build of the same content,
 * built through a plain-HTTP twin of the API.
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { mimeTypeOf } from "#src/lib/build/mime-types.ts";
import { selfSignedCertificate } from "../../tooling/serve/self-signed.ts";
import { resolveFile, serveStatic } from "../../tooling/serve/static-server.ts";
import { startFakeSanity } from "../../tooling/fake-sanity/server.ts";
import { startPreviewServer } from "../../tooling/serve/loopback-preview-server.ts";

import { runBuildScript, sampleDocuments } from "../../tooling/builds.ts";
import {
  STUDIO_EDITOR,
  STUDIO_FACTS_PROJECT,
  STUDIO_MEMBER,
  STUDIO_PROJECT_ID,
  STUDIO_TRANSLATION_DOCUMENTS,
} from "./fixtures.ts";
import { ROOT } from "../../publishing/repository-paths.ts";

const [port, apiPort, previewPort, staticPreviewPort] = process.argv.slice(2).map(Number);
if (!port || !apiPort || !previewPort || !staticPreviewPort) {
  throw new Error("usage: serve-studio.ts <studio port> <api port> <preview port> <static preview port>");
}

const outDir = mkdtempSync(join(tmpdir(), "studio-"));
const previewDir = mkdtempSync(join(tmpdir(), "studio-preview-"));
/** The API's throwaway certificate, which the preview server's Node is told to trust. */
const certificateFile = `${outDir}-api-certificate.pem`;
const cleanUp = () => {
  rmSync(outDir, { recursive: true, force: true });
  rmSync(previewDir, { recursive: true, force: true });
  rmSync(certificateFile, { force: true });
};
const documents = [...sampleDocuments(), STUDIO_MEMBER];

const PREVIEW_TOKEN = "sk-studio-preview";
const certificate = selfSignedCertificate();
const api = await startFakeSanity(
  { production: [...documents, ...STUDIO_TRANSLATION_DOCUMENTS, STUDIO_FACTS_PROJECT] },
  { projectId: STUDIO_PROJECT_ID, editor: STUDIO_EDITOR, port: apiPort, tls: certificate },
);
writeFileSync(certificateFile, certificate.cert);

/** The static preview build, read through a plain-HTTP twin of the API that closes after it. */
async function buildStaticPreview() {
  const twin = await startFakeSanity({ production: documents }, { token: PREVIEW_TOKEN });
  try {
    const preview = await runBuildScript(previewDir, {
      PUBLIC_SANITY_PROJECT_ID: STUDIO_PROJECT_ID,
      SANITY_API_HOST: twin.origin,
      SANITY_PREVIEW: "1",
      SANITY_READ_TOKEN: PREVIEW_TOKEN,
      SANITY_STUDIO_URL: `http://127.0.0.1:${port}`,
    });
    if (preview.status !== 0) throw new Error(`The draft preview did not build:\n${preview.output}`);
  } finally {
    await twin.close();
  }
}

/** The Studio, built for the test API and the preview server's address. */
async function buildStudio() {
  const child = spawn(join(ROOT, "node_modules/.bin/sanity"), ["build", outDir, "--yes"], {
    cwd: join(ROOT, "studio"),
    env: {
      ...process.env,
      PUBLIC_SANITY_PROJECT_ID: STUDIO_PROJECT_ID,
      PUBLIC_SANITY_DATASET: "production",
      SANITY_API_HOST: `https://localhost:${apiPort}`,
      SANITY_STUDIO_PREVIEW_URL: `http://127.0.0.1:${previewPort}`,
    },
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const [status] = (await once(child, "exit")) as [number | null];
  if (status !== 0) throw new Error(`The Studio did not build:\n${output}`);
}

// The three builds at once, each mostly on one core: 29 s one after another.
const [previewServer, ...built] = await Promise.allSettled([
  startPreviewServer(
    {
      ...process.env,
      NODE_EXTRA_CA_CERTS: certificateFile,
      PUBLIC_SANITY_PROJECT_ID: STUDIO_PROJECT_ID,
      SANITY_API_HOST: `https://127.0.0.1:${apiPort}`,
      SANITY_READ_TOKEN: PREVIEW_TOKEN,
      SANITY_STUDIO_URL: `http://127.0.0.1:${port}`,
      PREVIEW_COOKIE_SECRET: randomBytes(32).toString("hex"),
    },
    { port: previewPort },
  ),
  buildStaticPreview(),
  buildStudio(),
]);
const failed = [previewServer, ...built].filter((result) => result.status === "rejected");
if (previewServer.status === "rejected" || failed.length > 0) {
  if (previewServer.status === "fulfilled") previewServer.value.stop();
  await api.close();
  cleanUp();
  throw new AggregateError(
    failed.map((result) => result.reason as unknown),
    "The Studio's servers did not start.",
  );
}

// A single-page app: every path without a file of its own is the Studio's index.html. Its
// hashed files under static/ are kept by the browser, as a host serves them, so a test that
// loads the Studio again does not download its 9 MB again.
const studio = createServer(async (req, res) => {
  const pathname = new URL(req.url ?? "/", "http://127.0.0.1").pathname;
  const file = resolveFile(outDir, pathname);
  const path = file ?? join(outDir, "index.html");
  res.writeHead(200, {
    "content-type": mimeTypeOf(path),
    "cache-control":
      file !== undefined && pathname.startsWith("/static/")
        ? "public, max-age=31536000, immutable"
        : "no-cache",
  });
  res.end(await readFile(path));
});
studio.listen(port, "127.0.0.1");
const staticPreview = await serveStatic(previewDir, { port: staticPreviewPort });

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    studio.close();
    void api.close();
    void staticPreview.close();
    previewServer.value.stop();
    cleanUp();
    process.exit(0);
  });
}
