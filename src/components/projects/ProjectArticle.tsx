import type { ReactNode } from "react";
import type { ProjectArticleContent } from "#src/lib/content/documents/our-projects.ts";
import { labelFor } from "#src/i18n/format.ts";
import type { ProjectWords } from "#src/i18n/island-words.ts";
import { Icon } from "#src/components/ui/Icon.tsx";
import { arrowIcon } from "#src/components/ui/icons.ts";
import { foreignText } from "#src/lib/content/translations.ts";
import { SEARCH_IGNORED, searchFilter } from "#src/lib/search/index-attributes.ts";
import { ProjectFactsPanel } from "./ProjectFacts.tsx";

interface Props {
  project: ProjectArticleContent;
  words: ProjectWords;
  /** The projects list's address in the page's language: Back to Projects. */
  listPath: string;
  /** The project's gallery island (ProjectGallery.tsx). */
  children: ReactNode;
}

/**
 * A project's page body. Rendered to HTML by the build for each project page, never hydrated
 * (only its gallery is); and mounted by the 404 page for a project published after the build
 * (src/scripts/mount-late-project.tsx), so both look exactly alike.
 */
export default function ProjectArticle({ project, words, listPath, children }: Props) {
  return (
    <article className="container-site py-12 lg:py-20">
      <a
        href={listPath}
        {...SEARCH_IGNORED}
        className="inline-flex items-center gap-2 font-semibold text-muted hover:text-ink"
      >
        <Icon name={arrowIcon("back", words.dir)} />
        {words.backToProjects}
      </a>
      {project.category !== undefined && (
        <p
          {...searchFilter("category")}
          className="mt-8 text-sm font-bold tracking-[0.2em] text-brand-text uppercase"
        >
          {labelFor(words.categories, project.category)}
        </p>
      )}
      <h1 {...foreignText(project.lang)} className="display mt-3 max-w-5xl text-4xl text-balance sm:text-6xl">
        {project.title}
      </h1>

      {children}

      <div className="mt-12 grid gap-8 lg:grid-cols-[2fr_1fr]">
        <section
          className="rounded-lg bg-white p-8 shadow-sm lg:self-start"
          aria-labelledby="description-heading"
        >
          <h2 id="description-heading" className="text-2xl font-bold">
            {words.description}
          </h2>
          <p
            {...foreignText(project.lang)}
            className="mt-4 text-lg leading-relaxed whitespace-pre-line text-muted"
          >
            {project.description}
          </p>
        </section>
        <div className="grid content-start gap-8">
          <ProjectFactsPanel project={project} words={words} />
          <section className="rounded-lg bg-ink p-8 text-white" aria-labelledby="investment-heading">
            <h2 id="investment-heading" className="text-2xl font-bold">
              {words.investment}
            </h2>
            <p {...foreignText(project.lang)} className="display mt-6 text-5xl text-brand">
              {project.value}
            </p>
            <p {...SEARCH_IGNORED} className="mt-2 text-white/70">
              {words.investmentCaption}
            </p>
          </section>
        </div>
      </div>
    </article>
  );
}
