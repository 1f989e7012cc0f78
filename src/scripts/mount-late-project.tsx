import { createRoot } from "react-dom/client";
import type { ProjectArticleContent } from "#src/lib/content/documents/our-projects.ts";
import type { ProjectWords } from "#src/i18n/island-words.ts";
import ProjectArticle from "#src/components/projects/ProjectArticle.tsx";
import ProjectGallery from "#src/islands/ProjectGallery.tsx";

/**
 * Renders the project's page body into `main`, in place of what it held, with the same
 * components and words as a built project page: ProjectArticle with its ProjectGallery.
 */
export function mountLateProject(
  main: HTMLElement,
  project: ProjectArticleContent,
  words: ProjectWords,
  listPath: string,
): void {
  createRoot(main).render(
    <ProjectArticle project={project} words={words} listPath={listPath}>
      <ProjectGallery title={project.title} images={project.images} words={words} />
    </ProjectArticle>,
  );
}
