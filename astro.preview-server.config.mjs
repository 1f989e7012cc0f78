// The draft preview as a small server (docs/preview.md): the same pages, components and
// loaders as the static site, rendered per request. `npm run build` never reads this file.
// PREVIEW_SERVER_ADAPTER picks the host: "node" (any Node host; the default) or "netlify"
// (the default on Netlify's build machines, which set NETLIFY=true).
import netlify from "@astrojs/netlify";
import node from "@astrojs/node";
import { defineConfig } from "astro/config";
import site, { cspOrigins } from "./astro.config.mjs";
import { contentSecurityPolicy } from "./src/security/content-security-policy.ts";
import { PREVIEW_SERVER_OUT_DIR } from "./publishing/repository-paths.ts";
import { PREVIEW_BUILD } from "./src/integrations/preview-build.ts";
import { previewServer, previewServerAdapter } from "./src/integrations/preview-server-routes.ts";

const onNetlify = previewServerAdapter(process.env) === "netlify";

export default defineConfig({
  ...site,
  output: "server",
  adapter: onNetlify
    ? // Images come from Sanity's CDN already: not through Netlify's.
      netlify({ imageCDN: false })
    : // Whole pages, not streams: a content service that fails mid-page still gets a 503 page.
      node({ mode: "standalone", experimentalDisableStreaming: true }),
  outDir: PREVIEW_SERVER_OUT_DIR,
  server: { host: "127.0.0.1", port: 4322 },
  // Drafts are never searched: the server's pages offer no search, so their policy allows no WebAssembly.
  security: { csp: contentSecurityPolicy({ ...cspOrigins, search: false }) },
  // Live instead of reloading on a rebuild: the static preview's marker and headers do not apply.
  // A function per request (Netlify) cannot hold a stream of changes open.
  integrations: [
    ...site.integrations.filter(({ name }) => name !== PREVIEW_BUILD),
    previewServer({ changesStream: !onNetlify }),
  ],
});
