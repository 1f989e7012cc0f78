/**
 * `npm run bench:preview`: how long an editor waits for a draft to show.
 *
 *   npm run bench:preview                          the preview server: load, and edit to visible
 *   npm run bench:preview -- --edits 20 --rounds 5 --concurrency 50
 *   npm run bench:preview -- --static              a static preview build, rebuilt by the receiver
 *   npm run bench:preview -- --static --runs 5 --debounce 2
 *
 * See preview-server-bench.ts and static-preview-bench.ts for what each measures.
 */
import { parseArgs } from "node:util";
import { benchPreviewServer } from "./preview-server-bench.ts";
import { benchStaticPreview } from "./static-preview-bench.ts";

const { values: options } = parseArgs({
  options: {
    static: { type: "boolean", default: false },
    edits: { type: "string", default: "20" },
    rounds: { type: "string", default: "5" },
    concurrency: { type: "string", default: "50" },
    runs: { type: "string", default: "3" },
    debounce: { type: "string", default: "2" },
  },
});

function count(name: keyof typeof options): number {
  const value = Number(options[name]);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`--${name}: not a count: ${String(options[name])}`);
  return value;
}

if (options.static) {
  const debounceSeconds = Number(options.debounce);
  if (!(debounceSeconds >= 0)) throw new Error(`--debounce: not a number of seconds: ${options.debounce}`);
  await benchStaticPreview(count("runs"), debounceSeconds);
} else {
  await benchPreviewServer({
    edits: count("edits"),
    rounds: count("rounds"),
    concurrency: count("concurrency"),
  });
}
