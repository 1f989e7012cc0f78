/**
 * The 404 page of each language (pages/404.astro, pages/[locale]/404.astro): on a project's
 * path it looks for a project published after the build (scripts/not-found.ts).
 */
import { buildEnvironment } from "#src/config/environment.ts";
import { projectWords } from "#src/i18n/island-words.ts";
import type { LocaleSettings } from "#src/i18n/locales.ts";
import { liveSourceFor } from "#src/lib/content/live-source.ts";
import { load } from "#src/lib/content/loaders.ts";
import { projects } from "#src/lib/content/documents/our-projects.ts";
import type { LateProjectWords } from "#src/scripts/not-found.ts";

export async function notFoundPage(locale: LocaleSettings) {
  const t = locale.words;
  // Only with RENDER_CONTENT_ERRORS: the projects could not be read, so a project path is a
  // failed fetch rather than a missing project.
  const { failed } = await load(projects, locale.code);
  // What the page says on a project path, and the project's page body if it is found late.
  const words: LateProjectWords = {
    loading: t.notFound.loadingProject,
    missing: t.notFound.projectMissing,
    missingLead: t.notFound.projectMissingLead,
    failed: t.notFound.projectFailed,
    failedLead: t.projects.tryLater,
    project: projectWords(locale.code),
  };
  return {
    projectsFailed: failed,
    // Where the browser may ask for a project published after this build (none in sample mode).
    liveSource: liveSourceFor(buildEnvironment().content),
    words,
  };
}
