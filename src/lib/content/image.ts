/** Content image URLs for this build's content source (see image-url.ts). */
import { readContentConfig } from "./config";
import { createImageResolver } from "./image-url";

export type { ImageSource, ResolvedImage } from "./image-url";

export const {
  fixed: fixedImage,
  responsive: responsiveImage,
  share: shareImage,
} = createImageResolver(readContentConfig(process.env));
