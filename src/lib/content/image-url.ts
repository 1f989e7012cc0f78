/**
 * Content image URLs from @sanity/image-url, carrying the editor's crop, and cut by the CDN
 * around the hotspot for frames of fixed shape (a CSS crop would need an inline style, which the
 * CSP forbids). Free of the environment, so the browser can use it too; build-images.ts binds it.
 */
import { createImageUrlBuilder } from "@sanity/image-url";

/** Fractions of the image cut from each side, as the Studio stores them. */
interface ImageCrop {
  readonly top: number;
  readonly bottom: number;
  readonly left: number;
  readonly right: number;
}

/** The part of the image that must stay visible: its centre and size, as fractions of the image. */
interface ImageHotspot {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** A content image as the queries project it. */
export interface ImageSource {
  readonly asset: { readonly _ref: string };
  readonly crop?: ImageCrop | undefined;
  readonly hotspot?: ImageHotspot | undefined;
}

/** Everything an <img> needs; islands receive this, never a builder. */
export interface ResolvedImage {
  readonly src: string;
  readonly srcset?: string;
  /** The size of the image as served (the largest candidate's, for a srcset). */
  readonly width: number;
  readonly height: number;
}

/** Widths offered in a srcset: phone, tablet, laptop, desktop, large desktop. */
export const RESPONSIVE_WIDTHS = [400, 800, 1200, 1600, 2000] as const;

/** Open Graph's recommended link-preview size. */
const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** An image asset's id, which holds its size: `image-<hash>-<width>x<height>-<format>`. */
export const IMAGE_ASSET_ID = /^image-[A-Za-z0-9]+-(\d+)x(\d+)-[a-z0-9]+$/;

/** The asset's own size, read from its id, or undefined when the reference is not an image. */
function assetDimensions(source: ImageSource): { width: number; height: number } | undefined {
  const match = IMAGE_ASSET_ID.exec(source.asset._ref);
  if (!match) return undefined;
  return { width: Number(match[1]), height: Number(match[2]) };
}

/**
 * The size of the image as served: the asset's size less the crop, rounded as
 * @sanity/image-url rounds its `rect`. Undefined when the reference is not an image.
 */
export function imageDimensions(source: ImageSource): { width: number; height: number } | undefined {
  const size = assetDimensions(source);
  if (!size || !source.crop) return size;
  const { top, bottom, left, right } = source.crop;
  const cropLeft = Math.round(left * size.width);
  const cropTop = Math.round(top * size.height);
  return {
    width: Math.round(size.width - right * size.width - cropLeft),
    height: Math.round(size.height - bottom * size.height - cropTop),
  };
}

export interface ImageUrlConfig {
  readonly projectId: string;
  readonly dataset: string;
  readonly imageBaseUrl: string;
}

export interface ResponsiveOptions {
  /** The widths to offer, up to the image's own. */
  readonly widths?: readonly number[];
  /** The shape of the frame that shows the image, width ÷ height; undefined keeps the image's own. */
  readonly aspect?: number;
}

/** The largest size of a frame of this shape (width ÷ height) that the image fills without upscaling. */
function largestFill(size: { width: number; height: number }, aspect: number) {
  const width = Math.min(size.width, Math.floor(size.height * aspect));
  return { width, height: Math.round(width / aspect) };
}

export function createImageResolver(config: ImageUrlConfig) {
  const builder = createImageUrlBuilder({
    projectId: config.projectId,
    dataset: config.dataset,
    baseUrl: config.imageBaseUrl,
  });
  /**
   * The URL at this width; with a shape, cut to it by the CDN around the hotspot. In the format
   * the browser takes best, or in JPEG for a document (`print`).
   */
  const urlAt = (source: ImageSource, width: number, aspect?: number, print = false) => {
    const sized = builder.image(source).width(width);
    const shaped = aspect === undefined ? sized : sized.height(Math.round(width / aspect)).fit("crop");
    return (print ? shaped.format("jpg") : shaped.auto("format")).url();
  };
  const fixed = (source: ImageSource | undefined, width: number, aspect?: number, print = false) => {
    if (source === undefined) return undefined;
    const size = imageDimensions(source);
    if (!size) return undefined;
    const height = Math.round(width / (aspect ?? size.width / size.height));
    return { src: urlAt(source, width, aspect, print), width, height };
  };

  return {
    /**
     * One URL at a fixed width: client logos (200), the project gallery (1200, cut to its
     * 16:9 frame). Without a shape the image keeps its own.
     */
    fixed(source: ImageSource | undefined, width: number, aspect?: number): ResolvedImage | undefined {
      return fixed(source, width, aspect);
    },

    /** As `fixed`, in JPEG, which a typesetter reads: the company profile's pictures (lib/profile/). */
    print(source: ImageSource | undefined, width: number, aspect?: number): ResolvedImage | undefined {
      return fixed(source, width, aspect, true);
    },

    /** A link-preview image: cut by the CDN to 1200 × 630 around the hotspot. */
    share(source: ImageSource | undefined): string | undefined {
      if (source === undefined || !imageDimensions(source)) return undefined;
      const { width, height } = SHARE_IMAGE_SIZE;
      return urlAt(source, width, width / height);
    },

    /**
     * A srcset over the widths the image can fill; `src` is the largest of them. With a
     * shape (the frame's width ÷ height), every candidate is cut to it around the hotspot.
     */
    responsive(
      source: ImageSource | undefined,
      { widths = RESPONSIVE_WIDTHS, aspect }: ResponsiveOptions = {},
    ): ResolvedImage | undefined {
      if (source === undefined) return undefined;
      const size = imageDimensions(source);
      if (!size) return undefined;
      const full = aspect === undefined ? size : largestFill(size, aspect);
      const fitting = widths.filter((width) => width <= full.width);
      const used = fitting.length > 0 ? fitting : [Math.min(full.width, ...widths)];
      const largest = used.at(-1) ?? full.width;
      return {
        src: urlAt(source, largest, aspect),
        srcset: used.map((width) => `${urlAt(source, width, aspect)} ${width}w`).join(", "),
        width: aspect === undefined ? size.width : largest,
        height: aspect === undefined ? size.height : Math.round(largest / aspect),
      };
    },
  };
}

/** Builds the URLs of content images for one content source: the build's, or the browser's. */
export type ImageResolver = ReturnType<typeof createImageResolver>;
