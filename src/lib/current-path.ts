/** Paths that render the home page; the Home link is current on each of them. */
const HOME_PATHS = new Set(["/", "/contactus"]);

function normalise(path: string): string {
  const trimmed = path.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

/**
 * Whether a navigation link points at the page being shown: exact match, a page below
 * it (a project page is under Our Projects), or any path that renders the home page.
 */
export function isCurrentPath(linkPath: string, currentPath: string): boolean {
  const link = normalise(linkPath);
  const current = normalise(currentPath);
  if (link === "/") return HOME_PATHS.has(current);
  return current === link || current.startsWith(`${link}/`);
}
