/**
 * A publish accepted and not yet built, kept on disk beside the releases: a receiver stopped
 * inside the debounce window (an upgrade, a crash, a reboot) builds it when it starts again,
 * instead of leaving the change for the next day's rebuild. The file holds when the newest
 * such publish arrived; a build that began after that moment has it, and clears the file when
 * it ends, whether it published or failed (a failure is recorded, and the next publish retries).
 */
import { readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export const pendingFile = (root: string) => join(root, "pending-publish");

/**
 * Notes a publish accepted at `at`, before the webhook is answered: written beside and renamed
 * over, synchronously, so a stop right after the answer still finds it.
 */
export function markPending(root: string, at: Date): void {
  const next = `${pendingFile(root)}.${process.pid}.next`;
  writeFileSync(next, `${at.toISOString()}\n`);
  renameSync(next, pendingFile(root));
}

/** When the newest publish not yet built arrived, or undefined when every one was built. */
export function pendingSince(root: string): Date | undefined {
  let text: string;
  try {
    text = readFileSync(pendingFile(root), "utf8");
  } catch {
    return undefined;
  }
  const at = new Date(text.trim());
  // A file that says no time (cut short) still says a publish waits: take it as just now.
  return Number.isNaN(at.getTime()) ? new Date() : at;
}

/** Clears the note once a build that began at `buildStartedAt` has ended, if it covered it. */
export function clearPending(root: string, buildStartedAt: Date): void {
  const since = pendingSince(root);
  if (since !== undefined && since.getTime() <= buildStartedAt.getTime()) {
    rmSync(pendingFile(root), { force: true });
  }
}
