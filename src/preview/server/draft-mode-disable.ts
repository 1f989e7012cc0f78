/** GET /api/draft-mode/disable: ends draft mode and goes home; published content from then on. */
import type { APIRoute } from "astro";
import { DRAFT_MODE_COOKIE } from "#src/preview/server/draft-mode.ts";
import { draftModeCookieAttributes } from "./cookie-attributes.ts";

export const GET: APIRoute = ({ url }) =>
  new Response(null, {
    status: 307,
    headers: {
      Location: "/",
      "Cache-Control": "no-store",
      "Set-Cookie": `${DRAFT_MODE_COOKIE}=; ${draftModeCookieAttributes(url, 0)}`,
    },
  });
