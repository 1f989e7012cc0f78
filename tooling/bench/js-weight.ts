/**
 * How much JavaScript a page loads, in gzip bytes: before any interaction or scrolling (the
 * load, then the browser going idle, so client:load, client:idle and on-screen client:visible
 * islands are in), and after scrolling through the whole page. Bytes, unlike times, are the
 * same on every run, so a test can hold them to a budget.
 */
import { gzipSync } from "node:zlib";
import type { Page, Response } from "@playwright/test";
import { idle } from "../page-waits.ts";

export interface ScriptLoad {
  readonly url: string;
  readonly gzipBytes: number;
  /** Part of React itself (react, react-dom and Astro's React client), not of an island. */
  readonly reactRuntime: boolean;
}

export interface JsWeight {
  readonly beforeInteraction: readonly ScriptLoad[];
  readonly afterScroll: readonly ScriptLoad[];
}

/** Strings only React's own bundles carry (a Symbol key and the devtools hook). */
const REACT_MARKERS = ["react.transitional.element", "__REACT_DEVTOOLS_GLOBAL_HOOK__"];

export const totalBytes = (loads: readonly ScriptLoad[]) =>
  loads.reduce((sum, load) => sum + load.gzipBytes, 0);

async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
  // requestIdleCallback islands hydrate after the network is quiet; give them a moment.
  await idle(page);
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
  await page.waitForLoadState("networkidle");
}

export async function measureJs(page: Page, path: string): Promise<JsWeight> {
  const loads = new Map<string, Promise<ScriptLoad>>();
  const record = (response: Response) => {
    if (response.request().resourceType() !== "script" || loads.has(response.url())) return;
    loads.set(
      response.url(),
      response.body().then((body) => {
        const text = body.toString("utf8");
        return {
          url: new URL(response.url()).pathname,
          gzipBytes: gzipSync(body).length,
          reactRuntime: REACT_MARKERS.some((marker) => text.includes(marker)),
        };
      }),
    );
  };
  page.on("response", record);
  await page.goto(path, { waitUntil: "load" });
  await settle(page);
  const beforeInteraction = await Promise.all(loads.values());

  for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 500) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
    await page.waitForTimeout(60);
  }
  await settle(page);
  const afterScroll = await Promise.all(loads.values());
  // Scripts the test loads afterwards (by a key, a tap) are not read: their bodies could be
  // asked for after the test has ended, which fails it.
  page.off("response", record);
  return { beforeInteraction, afterScroll };
}
