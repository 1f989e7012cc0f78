import { defineMiddleware } from "astro:middleware";
import { narrowCspToPage, narrowPolicy } from "#src/security/content-security-policy.ts";

/**
 * Every page, built or served by the preview server, allows only the inline code it carries: in
 * its `<meta>` policy on the static site, in the header Astro sends in its place on a server.
 */
export const onRequest = defineMiddleware(async (_context, next) => {
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
