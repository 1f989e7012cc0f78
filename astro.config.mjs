// @ts-check
import { existsSync } from "node:fs";
import react from "@astrojs/react";
import sitemap from "@astrojs/sitemap";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { contentSecurityPolicy } from "#src/security/content-security-policy.ts";
import { buildEnvironment } from "#src/config/environment.ts";
import { DEFAULT_LOCALE, LOCALES } from "#src/i18n/locales.ts";
import { clientDirectives } from "#src/integrations/client-directives/index.ts";
import { marqueeStylesheet } from "#src/integrations/package-styles.ts";
import { previewBuild } from "#src/integrations/preview-build.ts";
import { sampleCdn } from "#src/integrations/sample-cdn.ts";
import { liveSourceFor } from "#src/lib/content/live-source.ts";
import { finishedSite } from "./publishing/build/finished-site.ts";

// A local .env fills in what the real environment leaves unset, before the environment is read.
if (existsSync(".env")) process.loadEnvFile(".env");

// A draft preview (SANITY_PREVIEW): no sitemap, no indexing, marked so it is never published.
const { content, siteUrl, heroVideo, previewBuild: preview } = buildEnvironment();

/** What the pages' security policy allows beside the site itself; the preview server's too. */
export const cspOrigins = {
  imageBaseUrl: content.imageBaseUrl,
  heroVideoUrls: Object.values(heroVideo),
  liveQueryUrl: liveSourceFor(content)?.queryUrl,
  injectedStyles: [marqueeStylesheet()],
  preview,
};

export default defineConfig({
  output: "static",
  // Render four pages at a time: a page's cost is largely waiting on its file writes, and at
  // 3,000 projects this builds the whole site 18% faster than one at a time (npm run bench:build).
  build: { concurrency: 4 },
  // The public address: canonical URLs and link previews are absolute. Set PUBLIC_SITE_URL per deploy.
  site: siteUrl,
  // The site's links have no trailing slash (/careers, /ar/careers); Astro's locale URLs follow.
  trailingSlash: "never",
  // English at the specification's routes, every other language under its code (/ar/careers).
  i18n: {
    locales: LOCALES.map((locale) => locale.code),
    defaultLocale: DEFAULT_LOCALE.code,
    routing: { prefixDefaultLocale: false },
  },
  integrations: [
    // renderToString instead of a stream per island: at 10,000 projects the build takes 17% less
    // time (npm run bench:build). It renders without the island's useId prefix, so islands take
    // their ids from props instead (eslint.config.js forbids useId).
    react({ experimentalDisableStreaming: true }),
    // Every page but the redirect (/team) and /contactus, whose canonical URL is / (and the
    // same in every language); written without the trailing slash, as the canonical URLs are.
    ...(preview
      ? []
      : [
          sitemap({
            // Each page with its every language's address (xhtml:link alternates).
            i18n: {
              defaultLocale: DEFAULT_LOCALE.code,
              locales: Object.fromEntries(LOCALES.map((locale) => [locale.code, locale.code])),
            },
            filter: (page) => !/\/(team|contactus)\/?$/.test(new URL(page).pathname),
            serialize: (item) => ({ ...item, url: item.url.replace(/(?<=[^/])\/$/, "") }),
          }),
        ]),
    sampleCdn(content.source === "sample"),
    previewBuild(
      preview && content.source === "sanity" && content.studioUrl !== undefined
        ? { studioUrl: content.studioUrl }
        : undefined,
    ),
    clientDirectives(),
    // Last: each page's own stylesheet, then the search index and the build record, so that
    // `astro build` alone writes the whole site (npm run build stages it and guards the swap).
    finishedSite({ published: !preview }),
  ],
  security: {
    // A draft preview has no search index, so no search (docs/search.md).
    csp: contentSecurityPolicy({ ...cspOrigins, search: !preview }),
  },
  // The site renders no Markdown; Shiki's inline styles would need 'unsafe-inline'.
  markdown: { syntaxHighlight: false },
  vite: { plugins: [tailwindcss()] },
});
