import type { ResolvedImage } from "#src/lib/content/image-url.ts";

const PLACEHOLDER_SRC = "/media/placeholder.svg";

interface Props {
  /** The resolved image, or undefined when the content has none. */
  image: ResolvedImage | undefined;
  alt: string;
  /** What the placeholder graphic says when the image is missing (the dictionary's `imageMissing`). */
  fallbackAlt: string;
  sizes?: string;
  className?: string;
  loading?: "lazy" | "eager";
  fetchPriority?: "high" | "auto";
}

/**
 * Every content image on the site. A missing image renders the placeholder graphic with
 * `fallbackAlt` (the dictionary's `imageMissing`). A React component so Astro pages render it
 * as plain HTML and islands can use the very same markup.
 */
export function ContentImage({
  image,
  alt,
  fallbackAlt,
  sizes,
  className,
  loading = "lazy",
  fetchPriority,
}: Props) {
  if (!image) {
    return (
      <img
        src={PLACEHOLDER_SRC}
        alt={fallbackAlt}
        width={800}
        height={600}
        className={className}
        loading={loading}
        decoding="async"
      />
    );
  }
  return (
    <img
      src={image.src}
      srcSet={image.srcset}
      sizes={image.srcset ? sizes : undefined}
      alt={alt}
      width={image.width}
      height={image.height}
      className={className}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding="async"
    />
  );
}
