/**
 * The Sanity CLI's configuration: `sanity dev`, `sanity build`, `sanity schema extract` and
 * `sanity typegen generate` all read it. It takes the project and dataset from the same
 * variables as the site (and the repository's `.env`), and passes them to the browser build.
 */
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { defineCliConfig } from "sanity/cli";
import { studioProject } from "./sanity-project.ts";

const rootEnv = resolve(process.cwd(), "..", ".env");
if (existsSync(rootEnv)) process.loadEnvFile(rootEnv);

const project = studioProject(process.env);
if (project.placeholder) {
  console.warn(
    `[studio] PUBLIC_SANITY_PROJECT_ID is not set: using the placeholder project "${project.projectId}". ` +
      "The Studio builds and opens, but signs nobody in and edits no content. Set PUBLIC_SANITY_PROJECT_ID for a real project.",
  );
}

export default defineCliConfig({
  api: { projectId: project.projectId, dataset: project.dataset },
  // Auto-updates load the Studio's code from Sanity's CDN at run time, and make `sanity build`
  // ask that CDN for the newest version, which fails offline. The Studio is built from the lockfile.
  deployment: { autoUpdates: false },
  typegen: {
    path: "../src/lib/content/documents/*.ts",
    schema: "schema.json",
    generates: "../src/lib/content/sanity.types.ts",
    overloadClientMethods: true,
  },
  vite: (config) => ({
    ...config,
    define: {
      ...config.define,
      "process.env.PUBLIC_SANITY_PROJECT_ID": JSON.stringify(project.placeholder ? "" : project.projectId),
      "process.env.PUBLIC_SANITY_DATASET": JSON.stringify(project.dataset),
      "process.env.SANITY_API_HOST": JSON.stringify(project.apiHost ?? ""),
      "process.env.SANITY_STUDIO_PREVIEW_URL": JSON.stringify(project.previewUrl ?? ""),
      "process.env.SANITY_STUDIO_STATIC_PREVIEW": JSON.stringify(project.staticPreview ? "1" : ""),
      "process.env.PUBLIC_SITE_URL": JSON.stringify(project.siteUrl),
    },
  }),
});
