/**
 * Preloaded into a build (`node --import`) to report what it used: at exit it writes its peak
 * resident memory (KiB) and its CPU time, user and system, over all its threads (seconds), as
 * JSON to the file RESOURCE_USAGE_FILE names.
 */
import { writeFileSync } from "node:fs";

const file = process.env["RESOURCE_USAGE_FILE"];
if (file)
  process.on("exit", () => {
    const { maxRSS, userCPUTime, systemCPUTime } = process.resourceUsage();
    writeFileSync(
      file,
      JSON.stringify({ maxRssKiB: maxRSS, cpuSeconds: (userCPUTime + systemCPUTime) / 1e6 }),
    );
  });
