/** Content image URLs for this build's content source (see image-url.ts). */
import { buildEnvironment } from "#src/config/environment.ts";
import { createImageResolver, type ImageResolver } from "./image-url.ts";

let resolver: ImageResolver | undefined;

/** The image resolver of this build's content source. */
export function buildImages(): ImageResolver {
  resolver ??= createImageResolver(buildEnvironment().content);
  return resolver;
}
