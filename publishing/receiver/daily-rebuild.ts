/**
 * A rebuild at a fixed time each day, besides those publishes ask for: content that changes
 * with the date alone (a position whose closing day has passed) leaves the site by the next
 * morning even when nobody publishes.
 */

export interface TimeOfDay {
  readonly hour: number;
  readonly minute: number;
}

/** REBUILD_DAILY_AT: "HH:MM" in UTC, or "off". Anything else is an error naming the variable. */
export function parseDailyAt(value: string): TimeOfDay | undefined {
  if (value.trim().toLowerCase() === "off") return undefined;
  const match = /^(\d{1,2}):(\d{2})$/.exec(value.trim());
  const hour = Number(match?.[1]);
  const minute = Number(match?.[2]);
  if (match === null || hour > 23 || minute > 59) {
    throw new Error(
      `REBUILD_DAILY_AT is "${value}": give a time of day in UTC as HH:MM (say 03:00), or off.`,
    );
  }
  return { hour, minute };
}

/** How long from `now` until the next `at` (UTC): later today, or tomorrow. */
export function msUntilNext(at: TimeOfDay, now: Date): number {
  const next = new Date(now);
  next.setUTCHours(at.hour, at.minute, 0, 0);
  if (next.getTime() <= now.getTime()) next.setUTCDate(next.getUTCDate() + 1);
  return next.getTime() - now.getTime();
}

/** Calls `rebuild` every day at `at`; returns what stops it. */
export function scheduleDailyRebuild(at: TimeOfDay, rebuild: () => void): () => void {
  let timer: NodeJS.Timeout;
  const arm = () => {
    timer = setTimeout(
      () => {
        rebuild();
        arm();
      },
      msUntilNext(at, new Date()),
    );
  };
  arm();
  return () => clearTimeout(timer);
}
