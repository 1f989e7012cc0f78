/** The URL of a project's page; ids are Sanity document ids, so they are encoded. */
export function projectPath(id: string): string {
  return `/ourProjects/${encodeURIComponent(id)}`;
}

/** sessionStorage key: the path of the project page a card was just clicked for. */
export const PROJECT_FROM_CARD_KEY = "arkan:project-from-card";
