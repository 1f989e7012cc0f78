/**
 * Watching pages the browser renders ahead, without DevTools: Chromium renders nothing ahead
 * while a DevTools client is attached to the page that asks (`PrerenderingDisabledByDevTools`,
 * for Playwright and Puppeteer alike), so a page cannot be both driven and rendered ahead.
 * Instead the built site is served with a small probe script in every page (allowed by the
 * pages' own policy, `script-src 'self'`), which tells the server what the page sees:
 *
 * - `prerendered`: on a page rendered ahead, its state once loaded, before anyone opened it;
 * - `arrived`: on every page, once shown and settled: when it was shown (`activationStart`, 0
 *   when it was not rendered ahead), its largest paint, the first frame after it was shown, and
 *   its state;
 * - `state`: then its state again, four times a second for ten seconds, for what takes longer;
 * - `link`: then, when the bench has asked for a link (`pointAt`), where that link is, brought
 *   into view, in the window's pixels, and where it leads; and where the link the pointer
 *   crosses on its way is, if it is in view;
 * - `press`: when the visitor pressed (a click's start).
 *
 * The state is what must wait for a visitor: whether the hero video plays, which islands have
 * hydrated, and where the page is scrolled.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Routed } from "./static-server.ts";

export const PROBE_PATH = "/__probe";

/** A link on a page: the `index`th (default the first) that `selector` finds. */
export interface ProbedLink {
  readonly selector: string;
  readonly index?: number;
}

export interface PointedLinks {
  readonly follows: ProbedLink;
  readonly passes?: ProbedLink | undefined;
}

export interface PageState {
  readonly prerendering: boolean;
  /** The hero video, where the page has one. */
  readonly video: { readonly paused: boolean; readonly time: number } | null;
  /** The islands that have hydrated, by component ("StatCounters"). */
  readonly hydrated: readonly string[];
  readonly scrollY: number;
}

export type ProbeReport =
  | ({ readonly kind: "state"; readonly path: string } & PageState)
  | {
      readonly kind: "link";
      readonly path: string;
      readonly x: number;
      readonly y: number;
      /** Where the link leads. */
      readonly href: string;
      /** The link the pointer crosses on its way, where one was asked for and is in view. */
      readonly passes?: { readonly x: number; readonly y: number };
    }
  | { readonly kind: "press"; readonly path: string; readonly pressAt: number }
  | ({ readonly kind: "prerendered"; readonly path: string } & PageState)
  | ({
      readonly kind: "arrived";
      readonly path: string;
      /** Epoch milliseconds of the page's time origin. */
      readonly timeOrigin: number;
      readonly activationStart: number;
      readonly lcp: number;
      /** The element of the largest paint, as `tag.class.class`. */
      readonly lcpElement: string;
      /** The first frame after the page was shown, in the page's time. */
      readonly frameAt: number;
    } & PageState);

/** When the page was painted for the visitor, in epoch milliseconds. */
export function paintedAt(arrived: Extract<ProbeReport, { kind: "arrived" }>): number {
  const shown = arrived.activationStart > 0 ? arrived.frameAt : 0;
  return arrived.timeOrigin + Math.max(arrived.lcp, shown);
}

/** How long after the page is settled the probe reports, in milliseconds. */
const SETTLE_MS = 1500;

const PROBE_SCRIPT = `
const post = (data) => navigator.sendBeacon("${PROBE_PATH}/report", JSON.stringify({ path: location.pathname, ...data }));
const state = () => {
  const video = document.querySelector("video[data-hero-video]");
  const hydrated = [...document.querySelectorAll("astro-island:not([ssr])")]
    .map((island) => island.getAttribute("component-url").split("/").pop().split(".")[0]);
  return {
    prerendering: Boolean(document.prerendering),
    video: video && { paused: video.paused, time: video.currentTime },
    hydrated: [...new Set(hydrated)].sort(),
    scrollY,
  };
};
addEventListener("pointerdown", (event) => post({ kind: "press", pressAt: performance.timeOrigin + event.timeStamp }), { capture: true });
let lcp = 0;
let lcpElement = "";
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    lcp = entry.startTime;
    lcpElement = entry.element ? entry.element.localName + "." + String(entry.element.className).split(" ").slice(0, 3).join(".") : "";
  }
})
  .observe({ type: "largest-contentful-paint", buffered: true });
const loaded = new Promise((resolve) => document.readyState === "complete" ? resolve() : addEventListener("load", resolve, { once: true }));
const settled = () => loaded.then(() => new Promise((resolve) => setTimeout(resolve, ${SETTLE_MS})));
if (document.prerendering) settled().then(() => { if (document.prerendering) post({ kind: "prerendered", ...state() }); });
const shown = new Promise((resolve) => document.prerendering ? document.addEventListener("prerenderingchange", resolve, { once: true }) : resolve());
shown.then(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(performance.now())))))
  .then((frameAt) => settled().then(async () => {
    const [navigation] = performance.getEntriesByType("navigation");
    post({ kind: "arrived", timeOrigin: performance.timeOrigin, activationStart: navigation.activationStart, lcp, lcpElement, frameAt, ...state() });
    let left = 40;
    const again = setInterval(() => { post({ kind: "state", ...state() }); if (--left === 0) clearInterval(again); }, 250);
    const wanted = await (await fetch("${PROBE_PATH}/link", { cache: "no-store" })).json();
    if (wanted === null) return;
    const find = (link) => link && document.querySelectorAll(link.selector)[link.index ?? 0];
    const [follows, passes] = [find(wanted.follows), find(wanted.passes)];
    if (!follows) return post({ kind: "link", x: -1, y: -1, href: "" });
    follows.scrollIntoView({ block: "center", behavior: "instant" });
    const middle = (anchor) => {
      const box = anchor.getBoundingClientRect();
      const point = { x: Math.round(box.x + Math.min(box.width / 2, 40)), y: Math.round(box.y + box.height / 2) };
      return point.y > 0 && point.y < innerHeight ? point : undefined;
    };
    post({ kind: "link", ...middle(follows), href: new URL(follows.href).pathname, passes: passes && middle(passes) });
  }));
`;

/**
 * A page that has the browser render `to` ahead at once, waits until it has, then opens it, so
 * a page is rendered ahead without a pointer. `before` runs in the page just before it opens `to`.
 */
const launchPage = (to: string, before: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Launch</title>
<script type="speculationrules">${JSON.stringify({ prerender: [{ source: "list", urls: [to], eagerness: "immediate" }] })}</script>
</head><body><p>Rendering ${to} ahead…</p><script>
(async () => {
  for (;;) {
    const reports = await (await fetch("${PROBE_PATH}/reports", { cache: "no-store" })).json();
    if (reports.some((report) => report.kind === "prerendered" && report.path === ${JSON.stringify(to)})) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  ${before}
  location.href = ${JSON.stringify(to)};
})();
</script></body></html>`;

export interface NavigationProbe {
  /** For serveStatic: the probe's script, its reports, and the launch page. */
  readonly routes: (url: URL, body: () => Promise<string>) => Promise<Routed | undefined>;
  /** For serveStatic: every page gains the probe, after everything else. */
  readonly rewriteHtml: (html: string) => string;
  /** The address of a page that renders `to` ahead, then opens it after running `before`. */
  launchUrl(to: string, before?: string): string;
  /**
   * The first report of `kind` from `path` (any, when undefined) that arrives from now on and
   * passes `test`, or a rejection after `timeoutMs`.
   */
  next<K extends ProbeReport["kind"]>(
    kind: K,
    path?: string,
    timeoutMs?: number,
    test?: (report: Extract<ProbeReport, { kind: K }>) => boolean,
  ): Promise<Extract<ProbeReport, { kind: K }>>;
  /**
   * Which link the next page shown reports (`link`), and which one the pointer crosses on its
   * way: each the `index`th that its `selector` finds.
   */
  pointAt(links: PointedLinks | null): void;
  /** Every report so far, oldest first. */
  reports(): readonly ProbeReport[];
  /** Forgets every report so far. */
  clear(): void;
}

export function navigationProbe(): NavigationProbe {
  let reports: ProbeReport[] = [];
  const waiting = new Set<(report: ProbeReport) => void>();
  const launches = new Map<string, string>();
  let link: PointedLinks | null = null;

  return {
    async routes(url, body) {
      if (!url.pathname.startsWith(PROBE_PATH)) return undefined;
      const part = url.pathname.slice(PROBE_PATH.length);
      if (part === "/probe.js") return { type: "text/javascript", body: PROBE_SCRIPT };
      if (part === "/reports") return { type: "application/json", body: JSON.stringify(reports) };
      if (part === "/link") return { type: "application/json", body: JSON.stringify(link) };
      if (part === "/report") {
        const report = JSON.parse(await body()) as ProbeReport;
        reports.push(report);
        for (const listener of waiting) listener(report);
        return { status: 204, type: "text/plain", body: "" };
      }
      const launch = launches.get(`${url.pathname}${url.search}`);
      if (launch !== undefined) return { type: "text/html; charset=utf-8", body: launch };
      return { status: 404, type: "text/plain", body: "No such probe route." };
    },
    rewriteHtml: (html) =>
      html.replace("</body>", `<script type="module" src="${PROBE_PATH}/probe.js"></script></body>`),
    launchUrl(to, before = "") {
      const address = `${PROBE_PATH}/launch?${new URLSearchParams({ to, n: String(launches.size) })}`;
      launches.set(address, launchPage(to, before));
      return address;
    },
    next(kind, path, timeoutMs = 30_000, test = () => true) {
      type Wanted = Extract<ProbeReport, { kind: typeof kind }>;
      return new Promise<Wanted>((resolve, reject) => {
        const listener = (report: ProbeReport) => {
          if (report.kind !== kind || (path !== undefined && report.path !== path)) return;
          if (!test(report as Wanted)) return;
          clearTimeout(timer);
          waiting.delete(listener);
          resolve(report as Wanted);
        };
        const timer = setTimeout(() => {
          waiting.delete(listener);
          reject(
            new Error(
              `No "${kind}" report${path === undefined ? "" : ` from ${path}`} within ${timeoutMs} ms.`,
            ),
          );
        }, timeoutMs);
        waiting.add(listener);
      });
    },
    pointAt(wanted) {
      link = wanted;
    },
    reports: () => [...reports],
    clear() {
      reports = [];
    },
  };
}

export interface PlainChromium {
  close(): Promise<void>;
}

/**
 * Chromium opened on `url` with no DevTools client, in a profile of its own, so it renders
 * pages ahead as a visitor's does. Headless unless `display` names an X display. `wrap` runs it
 * through another command (the bench's processor limit).
 */
export function openWithoutDevTools(
  executable: string,
  url: string,
  options: { width: number; height: number; display?: string; wrap?: readonly string[] },
): PlainChromium {
  const profile = mkdtempSync(join(tmpdir(), "plain-chromium-"));
  const args = [
    ...(options.display === undefined ? ["--headless"] : ["--kiosk", "--window-position=0,0"]),
    "--no-sandbox",
    "--test-type",
    "--no-first-run",
    "--no-default-browser-check",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--password-store=basic",
    `--window-size=${options.width},${options.height}`,
    `--user-data-dir=${profile}`,
    url,
  ];
  const [command = executable, ...prefix] = options.wrap ?? [];
  const child = spawn(
    options.wrap ? command : executable,
    options.wrap ? [...prefix, executable, ...args] : args,
    {
      stdio: "ignore",
      env: { ...process.env, ...(options.display === undefined ? {} : { DISPLAY: options.display }) },
    },
  );
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return {
    async close() {
      child.kill("SIGTERM");
      const killer = setTimeout(() => child.kill("SIGKILL"), 5000);
      await exited;
      clearTimeout(killer);
      // Its helper processes may still be writing to the profile for a moment after it exits.
      rmSync(profile, { recursive: true, force: true, maxRetries: 20, retryDelay: 250 });
    },
  };
}
