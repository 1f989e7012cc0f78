/**
 * A PDF read back as a reader sees it, with Debian's poppler-utils (pdfinfo, pdffonts,
 * pdftotext, pdfimages): its information, its fonts, its text and its pictures.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { inflateSync } from "node:zlib";

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

/** A PDF string as written in the file, `(literal)` or `<hex>`, as text. */
function pdfString(written: string): string {
  const bytes = written.startsWith("<")
    ? Buffer.from(written.slice(1, -1), "hex")
    : Buffer.from(
        written
          .slice(1, -1)
          .replace(/\\([0-7]{1,3}|.)/gs, (_, escaped: string) =>
            /^[0-7]/.test(escaped)
              ? String.fromCharCode(parseInt(escaped, 8))
              : ({ n: "\n", r: "\r", t: "\t", b: "\b", f: "\f" }[escaped] ?? escaped),
          ),
        "latin1",
      );
  // UTF-16 big-endian after its mark, else PDFDocEncoding (Latin-1 for what is asserted here).
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return bytes.subarray(2).swap16().toString("utf16le");
  return bytes.toString("latin1");
}

/**
 * The text alternatives (`/Alt`) of the file's tagged content, in the order they are written:
 * what a screen reader says for each picture and drawing. Read from the file's streams as
 * inflated, since Poppler prints none of them.
 */
export function pdfAltTexts(file: string): string[] {
  const bytes = readFileSync(file);
  const raw = bytes.toString("latin1");
  const streams = [...raw.matchAll(/stream\r?\n/g)].flatMap((match) => {
    const start = match.index + match[0].length;
    try {
      return [inflateSync(bytes.subarray(start, raw.indexOf("endstream", start))).toString("latin1")];
    } catch {
      return [];
    }
  });
  return [raw, ...streams].flatMap((text) =>
    [...text.matchAll(/\/Alt\s*(\((?:\\.|[^\\)])*\)|<[0-9A-Fa-f\s]*>)/gs)].map(([, written = ""]) =>
      pdfString(written.startsWith("<") ? written.replaceAll(/\s/g, "") : written),
    ),
  );
}
