import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** Every file under `dir`, by its path inside `dir`, with the SHA-256 of its bytes. */
export function fingerprint(dir: string): Record<string, string> {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return Object.fromEntries(
    files.map((entry) => {
      const path = join(entry.parentPath, entry.name);
      return [path.slice(dir.length), createHash("sha256").update(readFileSync(path)).digest("hex")];
    }),
  );
}
