/**
 * The site's colours as src/styles/global.css's theme declares them (`--color-ink: #0d1014;`),
 * read from there, for what cannot use its classes: the drawings that are files of their own
 * and the company profile.
 */
import css from "#src/styles/global.css?raw";

const theme = /@theme\s*\{([^}]*)\}/.exec(css)?.[1] ?? "";

/** The colour `--color-{name}` of the site's theme, as written there (`#rrggbb`). */
export function siteColour(name: string): string {
  const colour = new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6});`, "i").exec(theme)?.[1];
  if (colour === undefined)
    throw new Error(`src/styles/global.css's theme declares no colour --color-${name}`);
  return colour;
}
