import { expect, type Locator } from "@playwright/test";

/**
 * Waits until the island in or around `target` has hydrated and run its effects; before that
 * its buttons do nothing, and the listeners it adds to the window are not there yet.
 *
 * Astro drops an island's `ssr` attribute as soon as it hands the island to React, which
 * hydrates it later, in a transition, and runs its effects later still. So this also waits
 * until React has committed the hydrated root (its state no longer `isDehydrated`: React's
 * own, unexported), and then for one task queued after the effects React scheduled then.
 */
export async function hydrated(target: Locator) {
  await expect
    .poll(() =>
      target.evaluate((element) =>
        [element.closest("astro-island"), ...element.querySelectorAll("astro-island")].every((island) => {
          if (island === null) return true;
          if (island.hasAttribute("ssr")) return false;
          const key = Object.keys(island).find((name) => name.startsWith("__reactContainer$"));
          const fiber =
            key && (island as unknown as Record<string, { stateNode?: { current?: unknown } }>)[key];
          const state = (fiber && fiber.stateNode?.current) as { memoizedState?: { isDehydrated?: boolean } };
          return state?.memoizedState?.isDehydrated === false;
        }),
      ),
    )
    .toBe(true);
  await target.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}
