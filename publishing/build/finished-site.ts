/**
 * What a static build writes after Astro renders its pages, so that `astro build` alone
 * writes the whole site (`npm run build` only stages it and guards the swap):
 * - each page's own stylesheet (page-stylesheets.ts, docs/performance.md);
 * - the search index (search-index.ts, docs/search.md), which a draft preview never has;
 * - the build record the Studio reads to tell an editor a publish is live
 *   (src/lib/build-info.ts), which a draft preview never has either.
 * A step that fails fails the build, naming what went wrong. The preview server, which renders
 * per request, has no static pages to finish.
 */
import { writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { BUILD_INFO_PATH, type BuildInfo } from "#src/lib/build-info.ts";
import { writePageStylesheets } from "./page-stylesheets.ts";
import { writeSearchIndex } from "./search-index.ts";

export interface FinishedSiteOptions {
  /** A public build: searchable, and recorded. A draft preview is neither. */
  readonly published: boolean;
}

export function finishedSite({ published }: FinishedSiteOptions): AstroIntegration {
  let isStatic = true;
  let builtAt = new Date();
  return {
    name: "finished-site",
    hooks: {
      "astro:config:done": ({ buildOutput }) => {
        isStatic = buildOutput === "static";
      },
      // Before any content is read: a publish before this moment is in the build.
      "astro:build:start": () => {
        builtAt = new Date();
      },
      "astro:build:done": async ({ dir, logger }) => {
        if (!isStatic) return;
        const siteDir = fileURLToPath(dir);
        const styled = await writePageStylesheets(siteDir).catch((error: unknown) => {
          throw new Error(`The pages' stylesheets could not be written: ${String(error)}`);
        });
        logger.info(`${styled.pages} pages given ${styled.stylesheets} stylesheets of their own`);
        if (!published) return;
        const indexed = await writeSearchIndex(siteDir).catch((error: unknown) => {
          throw new Error(`The search index could not be written: ${String(error)}`);
        });
        if (indexed.pages === 0) {
          throw new Error("The search index holds no page: no built page is marked as searchable.");
        }
        logger.info(`search index written: ${indexed.pages} pages`);
        const record: BuildInfo = { builtAt: builtAt.toISOString(), finishedAt: new Date().toISOString() };
        await writeFile(new URL(BUILD_INFO_PATH.slice(1), dir), `${JSON.stringify(record)}\n`);
      },
    },
  };
}
