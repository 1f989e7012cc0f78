/**
 * Preloaded into a build (`node --import`) to report its peak resident memory: at exit it
 * writes `process.resourceUsage().maxRSS` (KiB) to the file PEAK_MEMORY_FILE names.
 */
import { writeFileSync } from "node:fs";

const file = process.env["PEAK_MEMORY_FILE"];
if (file) process.on("exit", () => writeFileSync(file, String(process.resourceUsage().maxRSS)));
