/**
 * Image URLs for content images. They are always built by @sanity/image-url from the
 * project id and dataset, whichever host answered the queries; only the base URL differs
 * between Sanity's CDN and the sample images the site serves itself.
 *
 * Free of environment access, so the browser can use it too (a project published after the
 * build, see missing-project.ts); `image.ts` binds it to the build's configuration.
 */
import { createImageUrlBuilder } from "@sanity/image-url";
import type { ImageObject } from "./schemas";

/** A content image: its `asset->url`, or an image object with an asset reference. */
export type ImageSource = string | ImageObject;

/** Everything an <img> needs; islands receive this, never a builder. */
export interface ResolvedImage {
  readonly src: string;
  readonly srcset?: string;
  readonly width: number;
  readonly height: number;
}

/** Widths offered in a srcset: phone, tablet, laptop, desktop, large desktop. */
export const RESPONSIVE_WIDTHS = [400, 800, 1200, 1600, 2000] as const;

const ASSET_ID = /^image-[a-zA-Z0-9]+-(\d+)x(\d+)-[a-z0-9]+$/;

function assetRef(source: ImageSource): string {
  if (typeof source !== "string") return source.asset._ref;
  // The same rule @sanity/image-url applies: the file name of a CDN URL is the asset id.
  const file = source.split("?")[0]?.split("/").at(-1) ?? "";
  return `image-${file}`.replace(/\.([a-z0-9]+)$/, "-$1");
}

/** The image's intrinsic size, read from its asset id, or undefined when the source is not an image. */
export function imageDimensions(source: ImageSource): { width: number; height: number } | undefined {
  const match = ASSET_ID.exec(assetRef(source));
  if (!match) return undefined;
  return { width: Number(match[1]), height: Number(match[2]) };
}

export interface ImageUrlConfig {
  readonly projectId: string;
  readonly dataset: string;
  readonly imageBaseUrl: string;
}

export function createImageResolver(config: ImageUrlConfig) {
  const builder = createImageUrlBuilder({
    projectId: config.projectId,
    dataset: config.dataset,
    baseUrl: config.imageBaseUrl,
  });
  const urlAt = (source: ImageSource, width: number) =>
    builder.image(source).width(width).auto("format").url();

  return {
    /** One URL at a fixed width: client logos (200), the project gallery (1200). */
    fixed(source: ImageSource | undefined, width: number): ResolvedImage | undefined {
      if (source === undefined) return undefined;
      const size = imageDimensions(source);
      if (!size) return undefined;
      return { src: urlAt(source, width), width, height: Math.round((width * size.height) / size.width) };
    },

    /** A link-preview image: cropped to Open Graph's 1200 × 630 around the hotspot. */
    share(source: ImageSource | undefined): string | undefined {
      if (source === undefined || !imageDimensions(source)) return undefined;
      return builder.image(source).width(1200).height(630).fit("crop").auto("format").url();
    },

    /** A srcset over the widths the image can fill; `src` is the largest of them. */
    responsive(
      source: ImageSource | undefined,
      widths: readonly number[] = RESPONSIVE_WIDTHS,
    ): ResolvedImage | undefined {
      if (source === undefined) return undefined;
      const size = imageDimensions(source);
      if (!size) return undefined;
      const fitting = widths.filter((width) => width <= size.width);
      const used = fitting.length > 0 ? fitting : [Math.min(size.width, ...widths)];
      const urls = used.map((width) => urlAt(source, width));
      return {
        src: urls.at(-1) ?? urlAt(source, size.width),
        srcset: urls.map((url, index) => `${url} ${used[index]}w`).join(", "),
        width: size.width,
        height: size.height,
      };
    },
  };
}
