import { createRoot } from "react-dom/client";
import type { LiveProject } from "../lib/content/live-project";
import ProjectArticle from "./ProjectArticle";

/** Replaces `placeholder` with the project's page body, as a built project page renders it. */
export function mountLiveProject(placeholder: HTMLElement, project: LiveProject): void {
  const host = document.createElement("div");
  placeholder.replaceWith(host);
  createRoot(host).render(<ProjectArticle project={project} images={project.images} />);
}
