/**
 * Asks the content service, from the browser, for one project the build did not have. Kept
 * free of zod and of the build's configuration so it stays small: the checks are the ones
 * of `projectSchema` that decide whether the page can render safely.
 */
import { GALLERY_IMAGE_ASPECT, GALLERY_IMAGE_WIDTH } from "../../config/site";
import type { GalleryImage } from "../gallery";
import { createImageResolver, type ImageSource } from "./image-url";
import type { LiveSource } from "./live-source";
import { PROJECT_BY_ID_QUERY } from "./queries";

export interface LiveProject {
  readonly title: string;
  readonly category?: string | undefined;
  readonly description?: string | undefined;
  readonly value?: string | undefined;
  readonly images: readonly GalleryImage[];
}

const REQUEST_TIMEOUT_MS = 15_000;
const ASSET_REF = /^image-[A-Za-z0-9]+-\d+x\d+-[a-z0-9]+$/;

const text = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);

/** Four fractions under these names, as a crop or hotspot must be; anything else is ignored. */
function fractions<K extends string>(value: unknown, keys: readonly K[]): Record<K, number> | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const record = value as Record<string, unknown>;
  const valid = keys.every((key) => {
    const number = record[key];
    return typeof number === "number" && number >= 0 && number <= 1;
  });
  return valid ? (record as Record<K, number>) : undefined;
}

function galleryImage(value: unknown): (ImageSource & { alt: string | undefined }) | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const { asset, crop, hotspot, alt } = value as Record<string, unknown>;
  const ref = (asset as { _ref?: unknown } | null)?._ref;
  if (typeof ref !== "string" || !ASSET_REF.test(ref)) return undefined;
  return {
    asset: { _ref: ref },
    crop: fractions(crop, ["top", "bottom", "left", "right"]),
    hotspot: fractions(hotspot, ["x", "y", "width", "height"]),
    alt: text(alt)?.trim() || undefined,
  };
}

/**
 * The project, undefined when the service has no such project, or a thrown error when the
 * request fails or the answer cannot be a project.
 */
export async function fetchLiveProject(source: LiveSource, id: string): Promise<LiveProject | undefined> {
  const url = new URL(source.queryUrl);
  url.searchParams.set("query", PROJECT_BY_ID_QUERY);
  url.searchParams.set("$id", JSON.stringify(id));
  url.searchParams.set("perspective", "published");
  const response = await fetch(url, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`The content service answered ${response.status}.`);
  const { result } = (await response.json()) as { result?: unknown };
  if (result === null || result === undefined) return undefined;

  const raw = result as Record<string, unknown>;
  const title = text(raw["title"])?.trim();
  if (!title) throw new Error("The project has no title.");
  const resolver = createImageResolver(source);
  const images = (Array.isArray(raw["images"]) ? raw["images"] : []).flatMap((item): GalleryImage[] => {
    const image = galleryImage(item);
    const resolved = image && resolver.fixed(image, GALLERY_IMAGE_WIDTH, GALLERY_IMAGE_ASPECT);
    return resolved ? [{ ...resolved, alt: image.alt }] : [];
  });
  return {
    title,
    category: text(raw["category"]),
    description: text(raw["description"]),
    value: text(raw["value"]),
    images,
  };
}
