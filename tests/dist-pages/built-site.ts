/**
 * The site `astro build` wrote to dist/, page by page, for the tests that read what its HTML
 * says. Run after the build (`npm run test:dist`); without one, they fail saying so.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { JSDOM } from "jsdom";
import { resolveFile } from "../../tooling/serve/static-server.ts";
import { PUBLIC_OUT_DIR } from "../../publishing/repository-paths.ts";

export interface BuiltPage {
  /** Its address: `/`, `/ar/careers`, `/404.html`. */
  readonly path: string;
  readonly html: string;
}

/** Every HTML page of dist/, by its address. */
export function builtPages(): BuiltPage[] {
  if (!existsSync(join(PUBLIC_OUT_DIR, "index.html"))) {
    throw new Error("dist/ holds no built site: run `npm run build` or `astro build` first.");
  }
  return readdirSync(PUBLIC_OUT_DIR, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html"))
    .sort()
    .map((file) => ({
      path: `/${file.replace(/(^|\/)index\.html$/, "")}`,
      html: readFileSync(join(PUBLIC_OUT_DIR, file), "utf8"),
    }));
}

/** The built page a visitor gets at `path` (as `npm start` resolves it), as a document. */
export function builtDocument(path: string): Document {
  builtPages(); // fails saying so where no site was built
  const file = resolveFile(PUBLIC_OUT_DIR, path);
  if (file === undefined) throw new Error(`${path} is not built`);
  return new JSDOM(readFileSync(file, "utf8")).window.document;
}

/** An element's text as a visitor reads it: its runs of white space as one. */
export const textOf = (element: Element | null | undefined): string =>
  (element?.textContent ?? "").replace(/\s+/g, " ").trim();
