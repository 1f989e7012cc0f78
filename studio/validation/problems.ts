/**
 * What `content:validate` and the register's commands say of a dataset, and how they read one:
 * kept apart from the rules (validate-dataset.ts), which load the whole Studio, so a command
 * that only reads an export starts at once.
 */
import { quoteForLog } from "../../src/lib/log-quote.ts";

export interface Problem {
  /** The document's `_id` (or `line N` when there is none to name it by). */
  readonly id: string;
  /** The field path, `title`, `images[_key=="a1"].asset`, or `(document)`. */
  readonly path: string;
  readonly level: "error" | "warning";
  readonly message: string;
}

/** A problem as `npm run content:validate` prints it: `{level} {quoted id}  {path}  {message}`. */
export const problemLine = ({ id, path, level, message }: Problem): string =>
  `${level.padEnd(7)} ${quoteForLog(id)}  ${path}  ${message}`;

/** Parses NDJSON text; a line that is not a JSON object is a problem of its own. */
export function parseNdjson(text: string): { documents: Record<string, unknown>[]; problems: Problem[] } {
  const documents: Record<string, unknown>[] = [];
  const problems: Problem[] = [];
  text.split("\n").forEach((line, index) => {
    if (line.trim() === "") return;
    const where = `line ${index + 1}`;
    try {
      const value: unknown = JSON.parse(line);
      if (typeof value === "object" && value !== null && !Array.isArray(value)) {
        documents.push(value as Record<string, unknown>);
      } else {
        problems.push({ id: where, path: "(document)", level: "error", message: "is not a JSON object" });
      }
    } catch (error) {
      problems.push({
        id: where,
        path: "(document)",
        level: "error",
        message: `is not JSON: ${String(error)}`,
      });
    }
  });
  return { documents, problems };
}
