/** The URL of a project's page; ids are Sanity document ids, so they are encoded. */
export function projectPath(id: string): string {
  return `/ourProjects/${encodeURIComponent(id)}`;
}
