/**
 * The stylesheets packages insert into the page at run time, read from the installed packages
 * so an upgrade cannot drift: the Content-Security-Policy allows each by its hash
 * (src/security/content-security-policy.ts).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

/** The CSS react-fast-marquee injects, read from the installed package so an upgrade cannot drift. */
export function marqueeStylesheet(): string {
  const entry = createRequire(import.meta.url).resolve("react-fast-marquee");
  const literal = /___\$insertStyle\(("(?:[^"\\]|\\.)*")\)/.exec(readFileSync(entry, "utf8"))?.[1];
  if (literal === undefined) {
    throw new Error(
      `react-fast-marquee (${entry}) no longer injects its stylesheet the way src/integrations/package-styles.ts expects; ` +
        "update marqueeStylesheet() so the Content-Security-Policy allows it.",
    );
  }
  return JSON.parse(literal) as string;
}
