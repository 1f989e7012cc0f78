/**
 * Typesets the company profile (docs/company-profile.md) with Typst through its Node package: no
 * browser, a few hundred milliseconds a file. The content goes in as JSON (`sys.inputs`), the
 * pictures as files mapped under /pictures/, the fonts as the site's own faces
 * (src/assets/fonts/profile/), the drawings as SVG files under /drawings/. The workspace is a folder that exists nowhere: every file the
 * document reads is mapped in memory, so it can read nothing else, and the build needs no
 * scratch folder (a service whose temp directory is read-only builds all the same).
 */
import { join } from "node:path";
import { NodeCompiler } from "@myriaddreamin/typst-ts-node-compiler";
import archivoBold from "#src/assets/fonts/profile/archivo-bold.ttf?inline";
import archivoDisplay from "#src/assets/fonts/profile/archivo-display.ttf?inline";
import archivoRegular from "#src/assets/fonts/profile/archivo-regular.ttf?inline";
import kufiBold from "#src/assets/fonts/profile/noto-kufi-arabic-bold.ttf?inline";
import kufiRegular from "#src/assets/fonts/profile/noto-kufi-arabic-regular.ttf?inline";
import logo from "#public/media/logo.svg?raw";
import { siteColour } from "#src/lib/site-colours.ts";
import template from "./profile.typ?raw";
import type { Drawing, Picture, ProfileContent } from "./profile-content.ts";

/** A data URL's bytes (Vite's `?inline`). */
const bytesOf = (dataUrl: string) => Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");

/** The site's colours the document is drawn in, by their names in global.css. */
const PROFILE_COLOURS = Object.fromEntries(
  ["ink", "brand", "brand-text", "muted", "stone", "concrete", "expired"].map((name) => [
    name,
    siteColour(name),
  ]),
);

let compiler: NodeCompiler | undefined;
/** Never created: Typst reads only what mapShadow puts under it. */
const workspace = "/company-profile-typesetting";

/** One compiler for the build: loading the fonts is most of a compile's cost. */
function typst(): NodeCompiler {
  if (compiler === undefined) {
    compiler = NodeCompiler.create({
      workspace,
      fontArgs: [
        { fontBlobs: [archivoRegular, archivoBold, archivoDisplay, kufiRegular, kufiBold].map(bytesOf) },
      ],
    });
  }
  return compiler;
}

/** A picture as the document places it: its file under /pictures/. */
export interface PlacedPicture extends Picture {
  readonly file: string;
}

/** The profile's content with each picture that could be fetched placed, the others left out. */
export interface TypesetContent extends Omit<ProfileContent, "projects" | "clients"> {
  readonly projects: readonly (Omit<ProfileContent["projects"][number], "picture"> & {
    picture?: PlacedPicture;
  })[];
  readonly clients: readonly PlacedPicture[];
}

export class TypesetError extends Error {
  override name = "TypesetError";
}

/**
 * The PDF of `content`, whose pictures are `pictures` (by their `file`). `createdAt` is the
 * document's date in seconds (SOURCE_DATE_EPOCH where the build sets one), so a build of the
 * same content on the same day writes the same bytes.
 */
export function typesetProfile(
  content: TypesetContent,
  pictures: ReadonlyMap<string, Uint8Array>,
  createdAt: number,
): Buffer {
  const typesetter = typst();
  typesetter.resetShadow();
  // A file the document names `/pictures/…` is the workspace's, where only these are.
  const at = (file: string) => join(workspace, file);
  typesetter.mapShadow(at("/pictures/logo.svg"), Buffer.from(logo));
  for (const [file, bytes] of pictures) typesetter.mapShadow(at(file), Buffer.from(bytes));
  // Each drawing's SVG a file under /drawings/, which the document places by its name.
  const drawn = (drawing: Drawing | undefined, name: string) => {
    if (drawing === undefined) return undefined;
    const file = `/drawings/${name}.svg`;
    typesetter.mapShadow(at(file), Buffer.from(drawing.svg));
    return { name: drawing.name, file };
  };
  const { safety, map } = content;
  const placed = {
    ...content,
    safety: safety && { ...safety, chart: drawn(safety.chart, "safety") },
    map: map && { ...map, drawing: drawn(map.drawing, "map") },
  };
  const result = typesetter.compile({
    mainFileContent: template,
    inputs: { profile: JSON.stringify(placed), colours: JSON.stringify(PROFILE_COLOURS) },
  });
  const document = result.result;
  if (document === null || result.hasError()) {
    const error = result.takeDiagnostics();
    const diagnostics = (error === null ? [] : typesetter.fetchDiagnostics(error)) as { message?: string }[];
    throw new TypesetError(
      `The company profile (${content.lang}) could not be typeset: ${diagnostics.map((item) => item.message).join("; ") || "no reason given"}`,
    );
  }
  // PDF/UA-1, the accessible PDF, where Typst finds the content meets it; else a tagged PDF all
  // the same, with the reason.
  try {
    return typesetter.pdf(document, { creationTimestamp: createdAt, pdfStandard: "ua-1" });
  } catch (error) {
    const reasons = [...String(error).matchAll(/message: "([^"]*)"/g)].map((match) => match[1]);
    console.warn(
      `[profile] The company profile (${content.lang}) is a tagged PDF but not PDF/UA-1: ${reasons.join("; ") || String(error)}`,
    );
    return typesetter.pdf(document, { creationTimestamp: createdAt });
  }
}
