import { defineMiddleware, sequence } from "astro:middleware";
import { localeOf } from "#src/i18n/dictionary.ts";
import { siteFrame, type SiteFrame } from "#src/lib/routes/site-frame.ts";
import { narrowCspToPage, narrowPolicy } from "#src/security/content-security-policy.ts";

/**
 * What the page's frame shows of the content (lib/routes/site-frame.ts), read once per page and
 * only when asked for: a file or the preview server's health check reads none.
 */
const frame = defineMiddleware((context, next) => {
  let read: Promise<SiteFrame> | undefined;
  context.locals.frame = () => (read ??= siteFrame(localeOf(context.currentLocale)));
  return next();
});

/**
 * Every page, built or served by the preview server, allows only the inline code it carries: in
 * its `<meta>` policy on the static site, in the header Astro sends in its place on a server.
 */
const narrowedPolicy = defineMiddleware(async (_context, next) => {
  const response = await next();
  if (!response.headers.get("Content-Type")?.startsWith("text/html")) return response;
  const page = new Uint8Array(await response.arrayBuffer());
  const headers = new Headers(response.headers);
  headers.delete("Content-Length");
  const policy = headers.get("Content-Security-Policy");
  if (policy !== null) headers.set("Content-Security-Policy", narrowPolicy(policy, page));
  const { status, statusText } = response;
  return new Response(narrowCspToPage(page), { status, statusText, headers });
});

export const onRequest = sequence(frame, narrowedPolicy);
