/**
 * The content team's Studio, built and served on 127.0.0.1 against the Sanity-compatible
 * test server, signed in as an editor, holding the sample, STUDIO_MEMBER,
 * STUDIO_TRANSLATION_DOCUMENTS and STUDIO_FACTS_PROJECT: what an editor sees, without a Sanity account. Playwright
 * starts it as a web server and stops it when the tests end; its builds (studio-builds.ts) are
 * removed on the way out, unless the run shares them.
 *
 *   node e2e/support/serve-studio.ts
 *   # on STUDIO_PORTS: the Studio, its API, the draft preview server, a static preview build
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
import { randomBytes } from "node:crypto";
import { rmSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { mimeTypeOf } from "#src/lib/build/mime-types.ts";
import { selfSignedCertificate } from "../../tooling/serve/self-signed.ts";
import { resolveFile, serveStatic } from "../../tooling/serve/static-server.ts";
import { startFakeSanity } from "../../tooling/fake-sanity/server.ts";
import { startPreviewServer } from "../../tooling/serve/loopback-preview-server.ts";
import {
  STUDIO_EDITOR,
  STUDIO_FACTS_PROJECT,
  STUDIO_PORTS,
  STUDIO_PROJECT_ID,
  STUDIO_TRANSLATION_DOCUMENTS,
} from "./fixtures.ts";
import { PREVIEW_TOKEN, STUDIO_BUILDS, studioDocuments } from "./studio-builds.ts";

const { studio: port, api: apiPort, preview: previewPort, staticPreview: staticPreviewPort } = STUDIO_PORTS;

const certificate = selfSignedCertificate();
/** The API's throwaway certificate, which the preview server's Node is told to trust. */
const certificateFile = join(tmpdir(), `studio-api-certificate-${process.pid}.pem`);
writeFileSync(certificateFile, certificate.cert);
const api = await startFakeSanity(
  { production: [...studioDocuments(), ...STUDIO_TRANSLATION_DOCUMENTS, STUDIO_FACTS_PROJECT] },
  {
    projectId: STUDIO_PROJECT_ID,
    editor: STUDIO_EDITOR,
    port: apiPort,
    tls: certificate,
    // On the run's output, beside the test that finds an edit missing.
    onRefusedWrite: (status, description) =>
      console.error(`[studio api] a write refused, ${status}: ${description}`),
  },
);

// The preview server's build and start beside the two builds, unless the run has built those
// already (studio-builds.ts): each mostly on one core, 29 s one after another.
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
  STUDIO_BUILDS.studio(),
  STUDIO_BUILDS.staticPreview(),
]);
const [studioBuild, previewBuild] = built.map((result) =>
  result.status === "fulfilled" ? result.value : undefined,
);
const cleanUp = () => {
  studioBuild?.dispose();
  previewBuild?.dispose();
  rmSync(certificateFile, { force: true });
};
const failures = [
  ...[previewServer, ...built].flatMap((result) =>
    result.status === "rejected" ? [result.reason as unknown] : [],
  ),
  ...[studioBuild, previewBuild].flatMap((build) =>
    build !== undefined && build.status !== 0 ? [new Error(`A Studio build failed:\n${build.output}`)] : [],
  ),
];
if (
  previewServer.status === "rejected" ||
  studioBuild === undefined ||
  previewBuild === undefined ||
  failures.length > 0
) {
  if (previewServer.status === "fulfilled") previewServer.value.stop();
  await api.close();
  cleanUp();
  throw new AggregateError(failures, "The Studio's servers did not start.");
}
const outDir = studioBuild.dir;
// What the preview server says went wrong (a render that failed, its listener stopped), on the
// run's output too; not the content warnings the Studio's fixtures give it on purpose.
previewServer.value.process.stderr?.on("data", (chunk: Buffer) => {
  for (const line of chunk.toString().split("\n")) {
    if (line !== "" && !line.startsWith("[content]")) console.error(`[preview server] ${line}`);
  }
});

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
const staticPreview = await serveStatic(previewBuild.dir, { port: staticPreviewPort, compress: false });

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
