/**
 * GET /api/draft-mode/enable: the Presentation tool's way in. It writes a short-lived secret
 * into the dataset and opens this URL with it; a valid secret sets the signed draft-mode
 * cookie and redirects to the page asked for, a wrong or expired one gets 401 and no cookie.
 */
import { validatePreviewUrl } from "@sanity/preview-url-secret";
import type { APIRoute } from "astro";
import { sanityClient } from "#src/lib/content/content-source.ts";
import {
  DRAFT_MODE_COOKIE,
  DRAFT_MODE_SECONDS,
  draftModeCookie,
  parsePerspective,
} from "#src/preview/server/draft-mode.ts";
import { draftModeCookieAttributes } from "./cookie-attributes.ts";
import { previewServerSettings } from "./settings.ts";

export const GET: APIRoute = async ({ request, url }) => {
  const settings = previewServerSettings();
  const client = sanityClient(settings.content, { token: settings.token });
  const {
    isValid,
    redirectTo = "/",
    studioPreviewPerspective,
  } = await validatePreviewUrl(client, request.url);
  if (!isValid) {
    return new Response(
      "The preview secret is wrong or has expired: open the preview from the Studio again.\n",
      {
        status: 401,
        headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
      },
    );
  }
  const value = draftModeCookie(parsePerspective(studioPreviewPerspective), settings.cookieSecret);
  return new Response(null, {
    status: 307,
    headers: {
      Location: redirectTo,
      "Cache-Control": "no-store",
      "Set-Cookie": `${DRAFT_MODE_COOKIE}=${value}; ${draftModeCookieAttributes(url, DRAFT_MODE_SECONDS)}`,
    },
  });
};
