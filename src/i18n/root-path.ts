/**
 * A path in a language whose paths begin with `root` ("" for the default language, "/ar" for
 * Arabic; paths.ts gives each language's). Pure, so islands and page scripts, which receive
 * their page's root as a prop or attribute, make the same paths the build does.
 */
export function rootedPath(root: string, path: string): string {
  if (root === "") return path;
  return path === "/" ? root : `${root}${path}`;
}

/** A path of the page's language as the default language has it: `/ar/careers` → `/careers`. */
export function unrootedPath(root: string, pathname: string): string {
  if (root === "" || (pathname !== root && !pathname.startsWith(`${root}/`))) return pathname;
  return pathname.slice(root.length) || "/";
}
