import type { APIRoute } from "astro";
import { localePath } from "#src/i18n/paths.ts";
import { mimeTypeOf } from "#src/lib/build/mime-types.ts";
import { localePages } from "#src/lib/routes/route-table.ts";
import { webManifest } from "#src/lib/build/web-manifest.ts";

export const getStaticPaths = localePages.getStaticPaths;

/** `/manifest.webmanifest`, and `/ar/manifest.webmanifest` for the Arabic pages. */
export const GET: APIRoute = async (context) => {
  const page = await localePages.pageFor(context);
  if (page === undefined) return new Response(null, { status: 404 });
  return new Response(JSON.stringify(webManifest(localePath(page.locale, "/"))), {
    headers: { "Content-Type": mimeTypeOf(context.url.pathname) },
  });
};
