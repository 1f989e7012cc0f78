/**
 * Coalesces publishes into builds. The first request opens a window (the debounce); every
 * request inside it joins the same build. One build runs at a time: requests that arrive
 * while it runs cause exactly one follow-up build, after its own window.
 */

export interface RebuildQueue {
  /** Asks for a build; returns at once. */
  request(): void;
  /** What is happening now, for /status. */
  state(): { readonly waiting: boolean; readonly building: boolean; readonly followUp: boolean };
  /** Resolves when nothing is waiting or running (for tests and shutdown). */
  idle(): Promise<void>;
  /** Cancels a waiting window; a running build finishes. */
  stop(): void;
}

export function createRebuildQueue(debounceMs: number, run: () => Promise<void>): RebuildQueue {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let followUp = false;
  let idleWaiters: (() => void)[] = [];

  const settle = () => {
    if (timer === undefined && running === undefined) {
      for (const resolve of idleWaiters) resolve();
      idleWaiters = [];
    }
  };

  const openWindow = () => {
    timer = setTimeout(() => {
      timer = undefined;
      running = run()
        .catch(() => undefined)
        .finally(() => {
          running = undefined;
          if (followUp) {
            followUp = false;
            openWindow();
          }
          settle();
        });
    }, debounceMs);
  };

  return {
    request() {
      if (running !== undefined) followUp = true;
      else if (timer === undefined) openWindow();
    },
    state: () => ({ waiting: timer !== undefined, building: running !== undefined, followUp }),
    idle: () =>
      new Promise<void>((resolve) => {
        idleWaiters.push(resolve);
        settle();
      }),
    stop() {
      clearTimeout(timer);
      timer = undefined;
      followUp = false;
      settle();
    },
  };
}
