import type { APIRoute } from "astro";
import { buildImages } from "#src/lib/content/build-images.ts";
import { load } from "#src/lib/content/loaders.ts";
import { certificateItems, classifications } from "#src/lib/content/types/classifications.ts";
import { viewerItemsFile } from "#src/lib/item-viewer.ts";
import { mimeTypeOf } from "#src/lib/mime-types.ts";
import { localePages } from "#src/lib/routes/route-table.ts";

export const getStaticPaths = localePages.getStaticPaths;

/**
 * `/classifications/certificates.json` (and under `/ar`): the certificates' viewer's items, which
 * its page does not carry beyond the first (CERTIFICATE_ITEMS_PATH).
 */
export const GET: APIRoute = async (context) => {
  const page = await localePages.pageFor(context);
  if (page === undefined) return new Response(null, { status: 404 });
  const { content } = await load(classifications, page.locale.code);
  return new Response(viewerItemsFile(certificateItems(content, buildImages())), {
    headers: { "Content-Type": mimeTypeOf(context.url.pathname) },
  });
};
