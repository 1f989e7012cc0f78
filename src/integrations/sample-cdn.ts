/**
 * In sample mode the site serves the sample dataset's images itself, under
 * /sample-cdn/images/{projectId}/{dataset}/{file}: the path shape of Sanity's CDN, so
 * @sanity/image-url only needs a different base URL. A build against a real Sanity
 * project ships none of these files.
 */
import { cp, readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { SAMPLE_DATASET, SAMPLE_IMAGE_BASE_URL, SAMPLE_PROJECT_ID } from "#src/config/content-config.ts";
import { mimeTypeOf } from "#src/lib/build/mime-types.ts";

const URL_PREFIX = `${SAMPLE_IMAGE_BASE_URL}/images/${SAMPLE_PROJECT_ID}/${SAMPLE_DATASET}/`;
const SAMPLE_IMAGES_MODULE = "virtual:sample-images";

export function sampleCdn(enabled: boolean): AstroIntegration {
  let imagesDir = "";
  return {
    name: "sample-cdn",
    hooks: {
      "astro:config:setup": ({ config, updateConfig }) => {
        // The project's, wherever the build runs from (publishing/build/staged-build.ts).
        imagesDir = fileURLToPath(new URL("sample-data/images/", config.root));
        updateConfig({
          vite: {
            plugins: [
              // Where the build reads a sample image's bytes (the company profile's pictures,
              // lib/profile/pictures.ts): the folder in sample mode, none otherwise.
              {
                name: "sample-images",
                resolveId: (id: string) =>
                  id === SAMPLE_IMAGES_MODULE ? `\0${SAMPLE_IMAGES_MODULE}` : undefined,
                load: (id: string) =>
                  id === `\0${SAMPLE_IMAGES_MODULE}`
                    ? `export const SAMPLE_IMAGES = ${JSON.stringify(enabled ? { prefix: URL_PREFIX, dir: imagesDir } : null)};`
                    : undefined,
              },
            ],
          },
        });
        if (!enabled) return;
        updateConfig({
          vite: {
            plugins: [
              {
                name: "sample-cdn-dev",
                configureServer(server) {
                  server.middlewares.use(async (req, res, next) => {
                    const path = req.url?.split("?")[0] ?? "";
                    const file = path.startsWith(URL_PREFIX) ? path.slice(URL_PREFIX.length) : "";
                    if (!/^[a-f0-9]+-\d+x\d+\.[a-z]+$/.test(file)) return next();
                    try {
                      const body = await readFile(join(imagesDir, file));
                      res.setHeader("Content-Type", mimeTypeOf(file));
                      res.end(body);
                    } catch {
                      next();
                    }
                  });
                },
              },
            ],
          },
        });
      },
      "astro:build:done": async ({ dir, logger }) => {
        if (!enabled) return;
        const target = new URL(`.${URL_PREFIX}`, dir);
        await cp(imagesDir, target, { recursive: true });
        logger.info(`sample images copied to ${URL_PREFIX}`);
      },
    },
  };
}
