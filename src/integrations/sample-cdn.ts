/**
 * In sample mode the site serves the sample dataset's images itself, under
 * /sample-cdn/images/{projectId}/{dataset}/{file}: the path shape of Sanity's CDN, so
 * @sanity/image-url only needs a different base URL. A build against a real Sanity
 * project ships none of these files.
 */
import { cp, readFile } from "node:fs/promises";
import { join } from "node:path";
import type { AstroIntegration } from "astro";
import { SAMPLE_DATASET, SAMPLE_IMAGE_BASE_URL, SAMPLE_PROJECT_ID } from "#src/config/content-source.ts";
import { mimeTypeOf } from "#src/lib/mime-types.ts";

const SAMPLE_IMAGES_DIR = join(process.cwd(), "sample-data/images");
const URL_PREFIX = `${SAMPLE_IMAGE_BASE_URL}/images/${SAMPLE_PROJECT_ID}/${SAMPLE_DATASET}/`;

export function sampleCdn(enabled: boolean): AstroIntegration {
  return {
    name: "sample-cdn",
    hooks: {
      "astro:config:setup": ({ updateConfig }) => {
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
                      const body = await readFile(join(SAMPLE_IMAGES_DIR, file));
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
        await cp(SAMPLE_IMAGES_DIR, target, { recursive: true });
        logger.info(`sample images copied to ${URL_PREFIX}`);
      },
    },
  };
}
