import type { APIRoute } from "astro";
import { mimeTypeOf } from "#src/lib/build/mime-types.ts";
import { companyProfile } from "#src/lib/profile/company-profile.ts";
import { localePages } from "#src/lib/routes/route-table.ts";

export const getStaticPaths = localePages.getStaticPaths;

/** `/company-profile.pdf`, and `/ar/company-profile.pdf` in Arabic (docs/company-profile.md). */
export const GET: APIRoute = async (context) => {
  const page = await localePages.pageFor(context);
  if (page === undefined) return new Response(null, { status: 404 });
  const pdf = await companyProfile(page.locale, { once: context.isPrerendered });
  return new Response(new Uint8Array(pdf), { headers: { "Content-Type": mimeTypeOf(context.url.pathname) } });
};
