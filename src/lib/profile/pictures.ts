/**
 * The company profile's pictures, fetched for the typesetter: from the content service's CDN, or
 * in sample mode from the sample's folder. A picture that cannot be had is left out of the file
 * with a warning naming it; the build goes on.
 */
import { lookup } from "node:dns/promises";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { SAMPLE_IMAGES } from "virtual:sample-images";
import { quoteForLog } from "#src/lib/log-quote.ts";

/** How long one picture may take to arrive. */
const PICTURE_TIMEOUT_MS = 15_000;
/** What Typst reads, by the file's first bytes. */
const SIGNATURES: [format: string, bytes: number[]][] = [
  ["jpg", [0xff, 0xd8, 0xff]],
  ["png", [0x89, 0x50, 0x4e, 0x47]],
];

/** The picture's format by its first bytes, or undefined for one the typesetter cannot read. */
export function pictureFormat(bytes: Uint8Array): string | undefined {
  return SIGNATURES.find(([, signature]) => signature.every((byte, at) => bytes[at] === byte))?.[0];
}

/**
 * The lookups of hosts under way, one a host: the pictures of a profile are fetched together,
 * and each fetch would otherwise ask the resolver for the same host, a few at a time (Node's
 * resolver threads). Where the host does not resolve, as offline, 48 pictures took 5.2 s to
 * fail one by one; they now fail together with the one lookup. Forgotten once settled, so a
 * long-running server asks again next time.
 */
const lookups = new Map<string, Promise<unknown>>();
function resolves(hostname: string): Promise<unknown> {
  let pending = lookups.get(hostname);
  if (pending === undefined) {
    pending = lookup(hostname).finally(() => lookups.delete(hostname));
    lookups.set(hostname, pending);
  }
  return pending;
}

/** The bytes at `url`, or undefined with a warning naming `what`. */
export async function fetchPicture(url: string, what: string): Promise<Uint8Array | undefined> {
  try {
    let bytes: Uint8Array;
    if (SAMPLE_IMAGES !== null && url.startsWith(SAMPLE_IMAGES.prefix)) {
      const file = url.slice(SAMPLE_IMAGES.prefix.length).split("?")[0] ?? "";
      if (!/^[a-f0-9]+-\d+x\d+\.[a-z]+$/.test(file)) throw new Error("not a sample image");
      bytes = await readFile(join(SAMPLE_IMAGES.dir, file));
    } else {
      // An IPv6 address is written in brackets in a URL, and without them for the resolver.
      await resolves(new URL(url).hostname.replace(/^\[(.*)\]$/, "$1"));
      const response = await fetch(url, { signal: AbortSignal.timeout(PICTURE_TIMEOUT_MS) });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      bytes = new Uint8Array(await response.arrayBuffer());
    }
    if (pictureFormat(bytes) === undefined) throw new Error("neither JPEG nor PNG");
    return bytes;
  } catch (error) {
    console.warn(
      `[profile] picture of ${quoteForLog(what)} left out of the company profile: ${error instanceof Error ? error.message : String(error)}`,
    );
    return undefined;
  }
}
