/**
 * The preview server's own routes, middleware and page script (astro.preview-server.config.mjs).
 * They are injected only there, so the static build has none of them.
 */
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { DRAFT_MODE_ROUTES } from "#src/config/preview.ts";

const entry = (file: string) => new URL(`../preview/server/${file}`, import.meta.url);

export function previewServer(): AstroIntegration {
  return {
    name: "preview-server",
    hooks: {
      "astro:config:setup": ({ injectRoute, injectScript, addMiddleware }) => {
        injectRoute({ pattern: "/healthz", entrypoint: entry("healthz.ts"), prerender: false });
        injectRoute({
          pattern: DRAFT_MODE_ROUTES.enable,
          entrypoint: entry("draft-mode-enable.ts"),
          prerender: false,
        });
        injectRoute({
          pattern: DRAFT_MODE_ROUTES.disable,
          entrypoint: entry("draft-mode-disable.ts"),
          prerender: false,
        });
        injectRoute({
          pattern: DRAFT_MODE_ROUTES.changes,
          entrypoint: entry("draft-mode-changes.ts"),
          prerender: false,
        });
        injectScript("page", `import ${JSON.stringify(fileURLToPath(entry("live-page.ts")))};`);
        addMiddleware({ entrypoint: entry("middleware.ts"), order: "pre" });
      },
    },
  };
}
