/**
 * The W3C's Nu HTML Checker (vnu.jar, from npm; it needs Java 17 or newer) over a folder of
 * pages: for the built pages (tests/dist-pages/checkers.test.ts) and for pages as a browser shows them
 * after a visitor's actions (e2e/search.spec.ts).
 */
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";

const VNU_JAR = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

interface NuMessage {
  readonly type: string;
  readonly url?: string;
  readonly lastLine?: number;
  readonly message: string;
}

/** Every error the checker finds in a folder's pages, as "page:line: message". */
export function nuErrors(dir: string): string[] {
  const run = spawnSync(
    "java",
    [
      // The checker is a short run: Java's first, quick compiler alone starts it in less than half
      // the processor time (the sample's dist/ in 4 core-seconds, not 10; three pages in 2, not
      // 5), with the same messages. Its code then runs deeper, past Java's default stack.
      "-XX:TieredStopAtLevel=1",
      "-Xss8m",
      ...["-jar", VNU_JAR, "--errors-only", "--skip-non-html", "--format", "json", "--exit-zero-always", dir],
    ],
    { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  );
  if (run.error) {
    throw new Error(
      `The Nu HTML Checker needs Java 17 or newer (Debian: default-jre-headless): ${run.error.message}`,
    );
  }
  const { messages } = JSON.parse(run.stderr) as { messages: NuMessage[] };
  return messages.map(
    (message) =>
      `${message.url?.replace(`file:${dir}/`, "") ?? "?"}:${message.lastLine ?? "?"}: ${message.message}`,
  );
}
