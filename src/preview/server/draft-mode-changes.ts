/**
 * GET /api/draft-mode/changes: an event stream that says `change` each time a document of the
 * dataset is saved, for the pages open in draft mode to render themselves afresh
 * (live-page.ts). The server follows Sanity's listener once, with its token, for all of them;
 * a page learns only which document changed. Outside draft mode: 204, which a browser's
 * EventSource takes as "do not ask again".
 */
import type { APIRoute } from "astro";
import { sanityClient } from "#src/lib/content/client.ts";
import { publishedId } from "#src/lib/content/document-id.ts";
import { previewServerSettings, type PreviewServerSettings } from "./settings.ts";

/** A comment line now and then keeps proxies from closing a quiet stream. */
const KEEP_ALIVE_MS = 25_000;

type Send = (chunk: string) => void;
const pages = new Set<Send>();
let listening: { unsubscribe(): void } | undefined;

function follow(settings: PreviewServerSettings, send: Send): () => void {
  pages.add(send);
  listening ??= sanityClient(settings.content, { token: settings.token })
    .listen(
      "*",
      {},
      {
        events: ["mutation"],
        includeResult: false,
        includeMutations: false,
        visibility: "query",
        tag: "preview-server.changes",
      },
    )
    .subscribe({
      next: (event) => {
        if (event.type !== "mutation") return;
        const data = JSON.stringify({ documentId: publishedId(event.documentId) });
        for (const page of pages) page(`event: change\ndata: ${data}\n\n`);
      },
      error: (error: unknown) => {
        console.error(`[preview] the listener for saved changes stopped: ${String(error)}`);
        listening = undefined;
      },
    });
  return () => {
    pages.delete(send);
    if (pages.size === 0) {
      listening?.unsubscribe();
      listening = undefined;
    }
  };
}

export const GET: APIRoute = ({ locals, request }) => {
  // The middleware has read the draft-mode cookie.
  if (locals.previewPerspective === undefined) return new Response(null, { status: 204 });
  const settings = previewServerSettings();
  const encoder = new TextEncoder();
  let end: (closeStream: boolean) => void = () => {};
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      let open = true;
      const send = (chunk: string) => {
        if (open) controller.enqueue(encoder.encode(chunk));
      };
      const unfollow = follow(settings, send);
      const keepAlive = setInterval(() => send(": still here\n\n"), KEEP_ALIVE_MS);
      // The page went away (the request aborted), or stopped reading: the stream is cancelled,
      // and closed already.
      end = (closeStream) => {
        if (!open) return;
        open = false;
        clearInterval(keepAlive);
        unfollow();
        if (closeStream) controller.close();
      };
      request.signal.addEventListener("abort", () => end(true));
      send(": following saved changes\n\n");
    },
    cancel: () => end(false),
  });
  return new Response(stream, {
    headers: { "Content-Type": "text/event-stream; charset=utf-8", "Cache-Control": "no-store" },
  });
};
