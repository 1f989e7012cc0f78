/**
 * The company profile's pictures, fetched for the typesetter: from the content service's CDN, or
 * in sample mode from the sample's folder. A picture that cannot be had is left out of the file
 * with a warning naming it; the build goes on.
 */
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

/** The bytes at `url`, or undefined with a warning naming `what`. */
export async function fetchPicture(url: string, what: string): Promise<Uint8Array | undefined> {
  try {
    let bytes: Uint8Array;
    if (SAMPLE_IMAGES !== null && url.startsWith(SAMPLE_IMAGES.prefix)) {
      const file = url.slice(SAMPLE_IMAGES.prefix.length).split("?")[0] ?? "";
      if (!/^[a-f0-9]+-\d+x\d+\.[a-z]+$/.test(file)) throw new Error("not a sample image");
      bytes = await readFile(join(SAMPLE_IMAGES.dir, file));
    } else {
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
