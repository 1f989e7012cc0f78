import type { APIRoute } from "astro";
import { viewerItemsFile } from "#src/lib/item-viewer.ts";
import { mimeTypeOf } from "#src/lib/build/mime-types.ts";
import { certificateItemsFile } from "#src/lib/routes/classifications-page.ts";

export const getStaticPaths = certificateItemsFile.getStaticPaths;

/**
 * `/classifications/certificates.json` (and under `/ar`): the certificates' viewer's items, which
 * its page does not carry beyond the first (CERTIFICATE_ITEMS_PATH).
 */
export const GET: APIRoute = async (context) => {
  const page = await certificateItemsFile.pageFor(context);
  if (page === undefined) return new Response(null, { status: 404 });
  return new Response(viewerItemsFile(page.items), {
    headers: { "Content-Type": mimeTypeOf(context.url.pathname) },
  });
};
