/** Content image URLs for this build's content source (see image-url.ts). */
import { buildEnvironment } from "../../config/environment";
import { createImageResolver, type ImageResolver } from "./image-url";

let resolver: ImageResolver | undefined;

/** The image resolver of this build's content source. */
export function buildImages(): ImageResolver {
  resolver ??= createImageResolver(buildEnvironment().content);
  return resolver;
}
