/**
 * How much JavaScript a page loads, in gzip bytes: before any interaction or scrolling (the
 * load, then the browser going idle, so client:load, client:idle and on-screen client:visible
 * islands are in), and after scrolling through the whole page. Bytes, unlike times, are the
 * same on every run, so a test can hold them to a budget.
 */
import { gzipSync } from "node:zlib";
import type { Page, Request, Response } from "@playwright/test";
import { idle, scrollScreenByScreen } from "../page-waits.ts";

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

/**
 * The scripts a page asks for, counted as it asks, and those still on the way: what `settle`
 * waits on.
 */
function watchScripts(page: Page) {
  const onTheWay = new Set<Request>();
  let allArrived: (() => void)[] = [];
  let asked = 0;
  const onRequest = (request: Request) => {
    if (request.resourceType() !== "script") return;
    asked += 1;
    onTheWay.add(request);
  };
  const onDone = (request: Request) => {
    if (!onTheWay.delete(request) || onTheWay.size > 0) return;
    for (const resolve of allArrived.splice(0)) resolve();
  };
  page.on("request", onRequest);
  page.on("requestfinished", onDone);
  page.on("requestfailed", onDone);
  return {
    asked: () => asked,
    arrived: () =>
      onTheWay.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => allArrived.push(resolve)),
    stop: () => {
      allArrived = [];
      page.off("request", onRequest);
      page.off("requestfinished", onDone);
      page.off("requestfailed", onDone);
    },
  };
}

/**
 * Waits until the page has asked for every script it asks for by itself: every script asked
 * for has arrived, and then an idle period of the browser (what client:idle islands wait for)
 * has passed with no script asked for; conditions, never a time.
 */
async function settle(page: Page, scripts: ReturnType<typeof watchScripts>) {
  let asked: number;
  do {
    asked = scripts.asked();
    await scripts.arrived();
    await idle(page);
  } while (scripts.asked() !== asked);
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
  const scripts = watchScripts(page);
  await page.goto(path, { waitUntil: "load" });
  await settle(page, scripts);
  const beforeInteraction = await Promise.all(loads.values());

  await scrollScreenByScreen(page);
  await settle(page, scripts);
  const afterScroll = await Promise.all(loads.values());
  scripts.stop();
  // Scripts the test loads afterwards (by a key, a tap) are not read: their bodies could be
  // asked for after the test has ended, which fails it.
  page.off("response", record);
  return { beforeInteraction, afterScroll };
}
