/** GET /healthz: 200 once the preview server serves; for the host's health check. */
import type { APIRoute } from "astro";

export const GET: APIRoute = () =>
  new Response("ok\n", {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
