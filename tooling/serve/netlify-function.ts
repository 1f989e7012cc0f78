/**
 * Serves the preview server as built for Netlify (`PREVIEW_SERVER_ADAPTER=netlify`) on
 * loopback, calling its function as Netlify's runtime does: a web Request in, a web Response
 * out. Only the function: Netlify's CDN, which serves the static files, is not imitated.
 *
 *   node tooling/serve/netlify-function.ts   on PORT, with the settings in the environment
 */
import { createServer } from "node:http";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { ROOT } from "../../publishing/repository-paths.ts";

type NetlifyFunction = (request: Request, context: { ip: string }) => Promise<Response>;

const FUNCTION = join(ROOT, ".netlify/v1/functions/ssr/ssr.mjs");
const { default: handle } = (await import(pathToFileURL(FUNCTION).href)) as { default: NetlifyFunction };
const port = Number(process.env["PORT"] ?? 4322);

const server = createServer(async (incoming, outgoing) => {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (typeof value === "string") headers.set(name, value);
  }
  const request = new Request(new URL(incoming.url ?? "/", `http://127.0.0.1:${port}`), {
    method: incoming.method ?? "GET",
    headers,
  });
  try {
    const response = await handle(request, { ip: incoming.socket.remoteAddress ?? "127.0.0.1" });
    const single = [...response.headers].filter(([name]) => name !== "set-cookie");
    outgoing.writeHead(response.status, [
      ...single.flat(),
      ...response.headers.getSetCookie().flatMap((cookie) => ["set-cookie", cookie]),
    ]);
    outgoing.end(Buffer.from(await response.arrayBuffer()));
  } catch (error) {
    // Netlify answers a function that throws with a 500 of its own.
    console.error(error instanceof Error ? error.message : error);
    outgoing.writeHead(500).end();
  }
});
server.listen(port, "127.0.0.1");
// With the process that started it.
process.stdin.on("end", () => process.exit(0));
process.stdin.resume();
