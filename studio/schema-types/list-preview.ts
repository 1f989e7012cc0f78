import type { PreviewValue } from "sanity";

/**
 * A document list's entry: the title ("Untitled" when there is none), the subtitle's parts
 * that have a value, joined with " · ", and the image.
 */
export function listPreview(title: unknown, parts: readonly unknown[], media?: unknown): PreviewValue {
  return {
    title: typeof title === "string" && title.trim() !== "" ? title : "Untitled",
    subtitle: parts.filter((part) => part !== undefined && part !== null && part !== "").join(" · "),
    ...(media === undefined || media === null ? {} : { media: media as PreviewValue["media"] }),
  };
}
