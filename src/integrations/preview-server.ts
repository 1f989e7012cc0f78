/**
 * The preview server's own routes and middleware (astro.preview-server.config.mjs). They are
 * injected only there, so the static build has none of them.
 */
import type { AstroIntegration } from "astro";

const entry = (file: string) => new URL(`../preview/server/${file}`, import.meta.url);

export function previewServer(): AstroIntegration {
  return {
    name: "preview-server",
    hooks: {
      "astro:config:setup": ({ injectRoute, addMiddleware }) => {
        injectRoute({ pattern: "/healthz", entrypoint: entry("healthz.ts"), prerender: false });
        injectRoute({
          pattern: "/api/draft-mode/enable",
          entrypoint: entry("draft-mode-enable.ts"),
          prerender: false,
        });
        injectRoute({
          pattern: "/api/draft-mode/disable",
          entrypoint: entry("draft-mode-disable.ts"),
          prerender: false,
        });
        addMiddleware({ entrypoint: entry("middleware.ts"), order: "pre" });
      },
    },
  };
}
