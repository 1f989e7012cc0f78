/** The URL of a project's page; ids are Sanity document ids, so they are encoded. */
export function projectPath(id: string): string {
  return `/ourProjects/${encodeURIComponent(id)}`;
}

/**
 * A published document's id as Sanity allows it: letters, digits, `.`, `_` and `-`, at most
 * 128, not starting with `.` or `-`. Project ids become URL paths, so nothing else passes.
 */
export const DOCUMENT_ID = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,127}$/;

/** The project id a path names (`/ourProjects/{id}`), or undefined for any other path. */
export function projectIdFromPath(pathname: string): string | undefined {
  const match = /^\/ourProjects\/([^/]+)\/?$/.exec(pathname);
  if (!match?.[1]) return undefined;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return undefined;
  }
}

/** sessionStorage key: the path of the project page a card was just clicked for. */
export const PROJECT_FROM_CARD_KEY = "arkan:project-from-card";
