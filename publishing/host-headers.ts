/**
 * The static hosts' header rules, `public/_headers` (Netlify's and Cloudflare Pages' format,
 * copied into every build): read as the hosts read them, so the tests, the loopback host and
 * `npm run doctor` all hold a deployment to the same file.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "./repository-paths.ts";

export interface HeaderRule {
  readonly pattern: string;
  readonly headers: [name: string, value: string][];
}

/** The `_headers` format: a path line, then indented `Name: value` lines; `#` starts a comment. */
export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    const separator = line.indexOf(":");
    rules
      .at(-1)
      ?.headers.push([line.slice(0, separator).trim().toLowerCase(), line.slice(separator + 1).trim()]);
  }
  return rules;
}

/** The site's own rules, as every build carries them. */
export const siteHeaderRules = (): HeaderRule[] =>
  parseHeaders(readFileSync(join(ROOT, "public/_headers"), "utf8"));

/** Netlify and Cloudflare Pages matching: exact, or a prefix for a rule ending in `/*`. */
const matches = (pattern: string, path: string) =>
  pattern.endsWith("/*") ? path.startsWith(pattern.slice(0, -1)) : path === pattern;

/** Each header the rules give `path`, with every value a matching rule gives it (lower-case names). */
export function headersFor(rules: readonly HeaderRule[], path: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const rule of rules.filter(({ pattern }) => matches(pattern, path))) {
    for (const [name, value] of rule.headers) found.set(name, [...(found.get(name) ?? []), value]);
  }
  return found;
}
