import type { APIRoute } from "astro";
import { buildEnvironment } from "#src/config/environment.ts";

/**
 * Everything may be crawled, and the sitemap lists what should be; a draft preview may not
 * be crawled at all.
 */
export const GET: APIRoute = ({ site }) => {
  const body = buildEnvironment().previewBuild
    ? "User-agent: *\nDisallow: /\n"
    : `User-agent: *\nAllow: /\n\nSitemap: ${new URL("/sitemap-index.xml", site).href}\n`;
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
};
