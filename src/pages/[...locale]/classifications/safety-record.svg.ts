import type { APIRoute } from "astro";
import { mimeTypeOf } from "#src/lib/build/mime-types.ts";
import { safetyChartFile } from "#src/lib/routes/classifications-page.ts";

export const getStaticPaths = safetyChartFile.getStaticPaths;

/**
 * `/classifications/safety-record.svg` (and under `/ar`): the safety record's rate by year, the
 * image above its table (lib/charts/safety-chart.ts). Empty when fewer than two years have a
 * rate, when the page shows no image.
 */
export const GET: APIRoute = async (context) => {
  const page = await safetyChartFile.pageFor(context);
  if (page === undefined) return new Response(null, { status: 404 });
  return new Response(page.svg ?? "", { headers: { "Content-Type": mimeTypeOf(context.url.pathname) } });
};
