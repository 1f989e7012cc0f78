// The draft preview as a small server (docs/preview.md): the same pages, components and
// loaders as the static site, rendered per request. `npm run build` never reads this file.
import node from "@astrojs/node";
import { defineConfig } from "astro/config";
import site from "./astro.config.mjs";
import { PREVIEW_BUILD } from "./src/integrations/preview-build.ts";
import { previewServer } from "./src/integrations/preview-server.ts";

export default defineConfig({
  ...site,
  output: "server",
  // Whole pages, not streams: a content service that fails mid-page still gets a 503 page.
  adapter: node({ mode: "standalone", experimentalDisableStreaming: true }),
  outDir: "dist-preview-server",
  server: { host: "127.0.0.1", port: 4322 },
  // Live instead of reloading on a rebuild: the static preview's marker and headers do not apply.
  integrations: [...site.integrations.filter(({ name }) => name !== PREVIEW_BUILD), previewServer()],
});
