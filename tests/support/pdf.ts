/**
 * A PDF read back as a reader sees it, with Debian's poppler-utils (pdfinfo, pdffonts,
 * pdftotext, pdfimages): its information, its fonts, its text and its pictures.
 */
import { execFileSync } from "node:child_process";

const run = (tool: string, ...args: string[]) => execFileSync(tool, args, { encoding: "utf8" });

/** pdfinfo's fields by name: Title, Author, Pages, Tagged… */
export function pdfInfo(file: string): Record<string, string> {
  return Object.fromEntries(
    run("pdfinfo", file)
      .split("\n")
      .flatMap((line) => {
        const match = /^([^:]+):\s*(.*)$/.exec(line);
        return match ? [[match[1] ?? "", match[2] ?? ""]] : [];
      }),
  );
}

/** Each font: its name (without the subset's tag), and whether it is embedded and subset. */
export function pdfFonts(file: string): { name: string; embedded: boolean; subset: boolean }[] {
  return run("pdffonts", file)
    .split("\n")
    .slice(2)
    .filter((line) => line.trim() !== "")
    .map((line) => {
      const columns = line.trim().split(/\s+/);
      // name, type (one or more words), encoding, emb, sub, uni, object, id
      const [emb, sub] = columns.slice(-5, -3);
      return {
        name: (columns[0] ?? "").replace(/^[A-Z]{6}\+/, ""),
        embedded: emb === "yes",
        subset: sub === "yes",
      };
    });
}

/** The text as copying it out gives it, its white space (line breaks) made single spaces. */
export const pdfText = (file: string): string =>
  run("pdftotext", "-enc", "UTF-8", file, "-").replace(/[\s\u200e\u200f\u202a-\u202e]+/g, " ");

/** How many pictures the file places (their transparency masks not counted). */
export const pdfImageCount = (file: string): number =>
  run("pdfimages", "-list", file)
    .split("\n")
    .slice(2)
    .filter((line) => line.trim().split(/\s+/)[2] === "image").length;
