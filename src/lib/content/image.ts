/** Content image URLs for this build's content source (see image-url.ts). */
import { buildEnvironment } from "../../config/environment";
import { createImageResolver } from "./image-url";

export type { ImageSource, ResolvedImage } from "./image-url";

export const {
  fixed: fixedImage,
  responsive: responsiveImage,
  share: shareImage,
} = createImageResolver(buildEnvironment().content);
