import { createRoot } from "react-dom/client";
import type { LiveProject } from "../lib/content/live-project";
import ProjectGallery from "./ProjectGallery";

/**
 * Replaces `placeholder` with the project's page body, as a built project page renders it:
 * `template` holds ProjectArticle.astro, whose data-field elements take the project's text,
 * and whose gallery slot takes the same gallery island.
 */
export function mountLiveProject(
  placeholder: HTMLElement,
  template: HTMLTemplateElement,
  project: LiveProject,
): void {
  const article = template.content.firstElementChild?.cloneNode(true);
  if (!(article instanceof HTMLElement)) throw new Error("The project template is empty.");
  const field = (name: string) => article.querySelector<HTMLElement>(`[data-field="${name}"]`);

  // As on a built page: the category line only when there is one, the other texts always.
  if (project.category === undefined) field("category")?.remove();
  else field("category")?.replaceChildren(project.category);
  field("title")?.replaceChildren(project.title);
  field("description")?.replaceChildren(project.description ?? "");
  field("value")?.replaceChildren(project.value ?? "");

  const gallery = field("gallery");
  placeholder.replaceWith(article);
  if (gallery) createRoot(gallery).render(<ProjectGallery title={project.title} images={project.images} />);
}
