/**
 * The preview server's own routes, middleware and page script (astro.preview-server.config.mjs).
 * They are injected only there, so the static build has none of them.
 *
 * `changesStream`: whether the server holds a stream of saved changes open for each page
 * (draft-mode-changes.ts). A long-running Node server does; a host that runs each request as a
 * short-lived function (Netlify) does not, and its pages are live in the Studio's frame only,
 * through Presentation's refresh.
 */
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { ContentConfigError } from "#src/config/content-config.ts";
import { DRAFT_MODE_ROUTES } from "#src/config/preview.ts";

export const PREVIEW_SERVER_ADAPTERS = ["node", "netlify"] as const;
export type PreviewServerAdapter = (typeof PREVIEW_SERVER_ADAPTERS)[number];

/** The host the preview server is built for: PREVIEW_SERVER_ADAPTER, else Netlify on Netlify, else Node. */
export function previewServerAdapter(
  env: Readonly<Record<string, string | undefined>>,
): PreviewServerAdapter {
  const chosen = env["PREVIEW_SERVER_ADAPTER"]?.trim() || (env["NETLIFY"] === "true" ? "netlify" : "node");
  const known = PREVIEW_SERVER_ADAPTERS.find((adapter) => adapter === chosen);
  if (known === undefined) {
    throw new ContentConfigError(
      `PREVIEW_SERVER_ADAPTER is "${chosen}": it must be one of ${PREVIEW_SERVER_ADAPTERS.join(", ")}.`,
    );
  }
  return known;
}

const entry = (file: string) => new URL(`../preview/server/${file}`, import.meta.url);

export function previewServer({ changesStream }: { changesStream: boolean }): AstroIntegration {
  return {
    name: "preview-server",
    hooks: {
      "astro:config:setup": ({ injectRoute, injectScript, addMiddleware, updateConfig }) => {
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
        if (changesStream) {
          injectRoute({
            pattern: DRAFT_MODE_ROUTES.changes,
            entrypoint: entry("draft-mode-changes.ts"),
            prerender: false,
          });
        }
        updateConfig({
          vite: { define: { "import.meta.env.PREVIEW_CHANGES_STREAM": JSON.stringify(changesStream) } },
        });
        injectScript(
          "page",
          `import ${JSON.stringify(fileURLToPath(new URL("../preview/browser/live-page.ts", import.meta.url)))};`,
        );
        addMiddleware({ entrypoint: entry("preview-middleware.ts"), order: "pre" });
      },
    },
  };
}
