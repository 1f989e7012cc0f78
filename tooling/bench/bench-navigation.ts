/**
 * `npm run bench:navigation`: the time from a click to the next page's largest paint, for three
 * typical clicks in each language (home → Our Projects, the list → a project, Careers → a
 * position), each with the site's speculation rules (src/config/speculation.ts), with them
 * cut down to fetching ahead only, and without them; and the bytes a typical visit fetches with
 * the rules and without. Over the built dist/ (run `npm run build` first).
 *
 * As a visitor's browser, not a driven one: Chromium renders nothing ahead while DevTools is
 * attached (`PrerenderingDisabledByDevTools`), so nothing here uses DevTools.
 * - The pointer is a real one: Chromium runs in a window of its own on a virtual display
 *   (Xvfb), moved and clicked with xdotool. It rests on the link (`--rest`, 1,000 ms by default)
 *   before the click, as a reader's pointer does.
 * - The network is slow by the server (tooling/serve/static-server.ts): Lighthouse's mobile
 *   figures, 150 ms a round trip and 1.6 Mbps down.
 * - The processor is slowed by the kernel, not DevTools: the browser's processes get a quarter
 *   of the machine's processors (a cgroup's CPU quota), as DevTools' 4x slows one thread. Where
 *   no cgroup can be made (not root, no cgroup file system) it runs unslowed and says so.
 * - What each page saw is reported by a probe script the server adds to it
 *   (tooling/serve/navigation-probe.ts): the press on the link, the next page's largest paint,
 *   and, for a page rendered ahead, the first frame after it was shown.
 *
 * Each run starts a fresh browser (nothing cached) on the page the click leaves from. Prints a
 * Markdown table and writes reports/navigation.json and reports/navigation.md.
 *
 *   npm run bench:navigation
 *   npm run bench:navigation -- --runs 7 --rest 300
 *
 * Needs Xvfb and xdotool (Debian: apt-get install xvfb xdotool).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, rmdirSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { SAMPLE_IMAGE_BASE_URL } from "#src/config/content-config.ts";
import { SPECULATION_RULES, SPECULATION_RULES_TEXT } from "#src/config/speculation.ts";
import { sha256 } from "#src/security/content-security-policy.ts";
import { findChromium, systemProbe } from "../find-chromium.ts";
import {
  navigationProbe,
  openWithoutDevTools,
  PROBE_PATH,
  paintedAt,
  type NavigationProbe,
  type PointedLinks,
  type ProbeReport,
} from "../serve/navigation-probe.ts";
import { serveStatic, type StaticServer } from "../serve/static-server.ts";
import { median } from "./statistics.ts";
import { PUBLIC_OUT_DIR, REPORTS_DIR } from "../../publishing/repository-paths.ts";

const { values: options } = parseArgs({
  options: {
    runs: { type: "string", default: "5" },
    rest: { type: "string", default: "1000" },
    slowdown: { type: "string", default: "4" },
  },
});
const RUNS = Number(options.runs);
const REST_MS = Number(options.rest);
if (!Number.isInteger(RUNS) || RUNS < 1 || !Number.isFinite(REST_MS))
  throw new Error("--runs and --rest take numbers.");

/** Lighthouse's mobile network (its simulated slow 4G). */
const NETWORK = { rttMs: 150, downKbps: 1638.4 };
const CPU_SLOWDOWN = Number(options.slowdown);
if (!(CPU_SLOWDOWN >= 1)) throw new Error("--slowdown takes a factor of 1 or more.");
const WINDOW = { width: 1440, height: 900 };
const DISPLAY = ":97";

for (const tool of ["Xvfb", "xdotool"]) {
  if (spawnSync("sh", ["-c", `command -v ${tool}`]).status !== 0) {
    console.error(`${tool} is needed: apt-get install xvfb xdotool`);
    process.exit(1);
  }
}
if (!existsSync(join(PUBLIC_OUT_DIR, "index.html"))) {
  console.error("dist/ has no site in it: run `npm run build` first.");
  process.exit(1);
}

/** What the pages are served with: the site's rules, the rules cut to fetching ahead, none. */
const MODES = ["prerender", "prefetch", "none"] as const;
type Mode = (typeof MODES)[number];

const RULES_ELEMENT = `<script type="speculationrules">${SPECULATION_RULES_TEXT}</script>`;
const PREFETCH_ONLY = JSON.stringify({ prefetch: SPECULATION_RULES.prerender });

function servedAs(mode: Mode) {
  return (html: string) => {
    if (!html.includes(RULES_ELEMENT)) return html;
    if (mode === "none") return html.replace(RULES_ELEMENT, "");
    if (mode === "prerender") return html;
    // The page's policy allows the rules by their hash: the cut rules need theirs.
    return html
      .replace(RULES_ELEMENT, `<script type="speculationrules">${PREFETCH_ONLY}</script>`)
      .replace(sha256(SPECULATION_RULES_TEXT), sha256(PREFETCH_ONLY));
  };
}

const root = (language: "en" | "ar") => (language === "ar" ? "/ar" : "");
const CLICKS = (["en", "ar"] as const).flatMap((language) => [
  {
    language,
    from: root(language) || "/",
    name: "home → Our Projects",
    link: { selector: `header nav a[href="${root(language)}/ourProjects"]` },
  },
  {
    language,
    from: `${root(language)}/ourProjects`,
    name: "the list → a project",
    link: { selector: "a[data-project-card]" },
  },
  {
    language,
    from: `${root(language)}/careers`,
    name: "Careers → a position",
    link: { selector: `main a[href^="${root(language)}/careers/"]` },
  },
]);

/**
 * A typical visit: home → projects → a project → careers → a position. On its way the pointer
 * also rests a moment (300 ms, past Chromium's 200 ms) on a link it does not follow, as a
 * reader's pointer crosses others.
 */
const VISIT = (language: "en" | "ar") => {
  const r = root(language);
  return {
    start: r || "/",
    steps: [
      {
        passes: { selector: `header nav a[href="${r}/careers"]` },
        follows: { selector: `header nav a[href="${r}/ourProjects"]` },
      },
      {
        passes: { selector: "a[data-project-card]", index: 1 },
        follows: { selector: "a[data-project-card]" },
      },
      { follows: { selector: `header nav a[href="${r}/careers"]` } },
      {
        passes: { selector: `main a[href^="${r}/careers/"]`, index: 1 },
        follows: { selector: `main a[href^="${r}/careers/"]` },
      },
    ] as PointedLinks[],
  };
};
const PASS_MS = 300;

// ---- The machine: a display, a pointer, a slowed processor.

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const xdotool = (...args: string[]) => {
  const result = spawnSync("xdotool", args, { env: { ...process.env, DISPLAY } });
  if (result.status !== 0) throw new Error(`xdotool ${args.join(" ")}: ${result.stderr.toString()}`);
};

function startDisplay(): ChildProcess {
  return spawn("Xvfb", [DISPLAY, "-screen", "0", `${WINDOW.width}x${WINDOW.height}x24`, "-nolisten", "tcp"], {
    stdio: "ignore",
  });
}

/** A cgroup giving its processes a quarter of the machine's processors, or undefined where none can be made. */
function slowProcessor(): { wrap: string[]; remove(): Promise<void> } | undefined {
  const share = availableParallelism() / CPU_SLOWDOWN;
  const period = 100_000;
  const quota = Math.round(share * period);
  const v2 = "/sys/fs/cgroup/cgroup.controllers";
  const dir = existsSync(v2) ? "/sys/fs/cgroup/bench-navigation" : "/sys/fs/cgroup/cpu/bench-navigation";
  try {
    mkdirSync(dir, { recursive: true });
    if (existsSync(v2)) writeFileSync(join(dir, "cpu.max"), `${quota} ${period}`);
    else {
      writeFileSync(join(dir, "cpu.cfs_period_us"), String(period));
      writeFileSync(join(dir, "cpu.cfs_quota_us"), String(quota));
    }
  } catch (error) {
    console.error(`The processor cannot be slowed here (${(error as Error).message}): measuring unslowed.`);
    return undefined;
  }
  return {
    // The browser joins the cgroup before it starts, so every process it starts is in it too.
    wrap: ["sh", "-c", `echo $$ > ${join(dir, "cgroup.procs")} && exec "$0" "$@"`],
    // Once its last process has gone: a browser's helpers outlive it by a moment.
    async remove() {
      for (let tries = 0; ; tries++) {
        try {
          return rmdirSync(dir);
        } catch (error) {
          if (tries === 20) throw error;
          await delay(250);
        }
      }
    },
  };
}

// ---- One page, one click.

/** The site served in one mode, with its probe, and what it has sent. */
interface Servers {
  readonly probe: NavigationProbe;
  readonly server: StaticServer;
  /** From now on, the bytes sent to the browser (the probe's own left out). */
  sentSince(): () => number;
}

async function serve(mode: Mode): Promise<Servers> {
  const probe = navigationProbe();
  const rewrite = servedAs(mode);
  let bytes = 0;
  const server = await serveStatic(PUBLIC_OUT_DIR, {
    imageCdnPrefix: `${SAMPLE_IMAGE_BASE_URL}/images/`,
    network: NETWORK,
    routes: probe.routes,
    rewriteHtml: (html) => probe.rewriteHtml(rewrite(html)),
    onSent: (path, sent) => {
      if (!path.startsWith(PROBE_PATH)) bytes += sent;
    },
  });
  return {
    probe,
    server,
    sentSince() {
      const counted = bytes;
      return () => bytes - counted;
    },
  };
}

const chromiumPath = findChromium(systemProbe());

type LinkReport = Extract<ProbeReport, { kind: "link" }>;

/** The next `link` report: where the page shown next has the link the bench asked for. */
const nextLink = (probe: NavigationProbe): Promise<LinkReport> =>
  probe.next("link", undefined, 60_000).then((at) => {
    if (at.x < 0) throw new Error(`The link asked for is not on ${at.path}.`);
    return at;
  });

/**
 * Points at the link `at`, rests, clicks; asks the page it opens for `then`. How long until
 * that page painted, and whether it was rendered ahead.
 */
async function click(probe: NavigationProbe, at: LinkReport, restMs: number, then: PointedLinks | null) {
  probe.pointAt(then);
  const pressed = probe.next("press", at.path, 60_000);
  const arrived = probe.next("arrived", at.href, 60_000);
  xdotool("mousemove", "--sync", String(at.x), String(at.y));
  await delay(restMs);
  xdotool("click", "1");
  const [press, page] = await Promise.all([pressed, arrived]);
  const since = (pageTime: number) => Math.round(page.timeOrigin + pageTime - press.pressAt);
  return {
    ms: paintedAt(page) - press.pressAt,
    prerendered: page.activationStart > 0,
    detail: `shown +${since(page.activationStart)}, largest paint +${since(page.lcp)} (${page.lcpElement}), frame +${since(page.frameAt)}`,
  };
}

/** Out of the way of every link: over the page's scroll bar, at the window's far right. */
const park = () => xdotool("mousemove", "--sync", String(WINDOW.width - 3), String(WINDOW.height / 2));

/** A fresh browser (nothing cached) on `start`, with `links` asked of it; `work` gets their report. */
async function inBrowser<T>(
  own: Servers,
  start: string,
  links: PointedLinks,
  slowed: string[] | undefined,
  work: (at: LinkReport) => Promise<T>,
) {
  own.probe.clear();
  own.probe.pointAt(links);
  const first = nextLink(own.probe);
  park();
  const browser = openWithoutDevTools(chromiumPath, own.server.origin + start, {
    ...WINDOW,
    display: DISPLAY,
    ...(slowed === undefined ? {} : { wrap: slowed }),
  });
  try {
    return await work(await first);
  } finally {
    await browser.close();
  }
}

// ---- The runs.

const display = startDisplay();
await delay(1000);
const cgroup = CPU_SLOWDOWN > 1 ? slowProcessor() : undefined;
const servers = Object.fromEntries(
  await Promise.all(MODES.map(async (mode) => [mode, await serve(mode)])),
) as Record<Mode, Servers>;

interface ClickResult {
  readonly language: string;
  readonly name: string;
  readonly mode: Mode;
  readonly ms: number[];
  readonly renderedAhead: number;
}
const results: ClickResult[] = [];
const visits: { language: string; mode: Mode; kilobytes: number }[] = [];

try {
  for (const { language, from, name, link } of CLICKS) {
    for (const mode of MODES) results.push({ language, name, mode, ms: [], renderedAhead: 0 });
    // Interleaved, so a slower moment of the machine falls on every mode alike.
    for (let run = 0; run < RUNS; run++) {
      for (const mode of MODES) {
        const result = results.find(
          (each) => each.name === name && each.language === language && each.mode === mode,
        );
        const measured = await inBrowser(servers[mode], from, { follows: link }, cgroup?.wrap, (at) =>
          click(servers[mode].probe, at, REST_MS, null),
        );
        result?.ms.push(measured.ms);
        if (measured.prerendered && result) (result as { renderedAhead: number }).renderedAhead++;
        console.error(
          `${language} ${name} ${mode}: ${Math.round(measured.ms)} ms${measured.prerendered ? ` (rendered ahead: ${measured.detail})` : ""}`,
        );
      }
    }
  }

  for (const language of ["en", "ar"] as const) {
    for (const mode of ["prerender", "none"] as const) {
      const { start, steps } = VISIT(language);
      const own = servers[mode];
      const [firstStep, ...laterSteps] = steps;
      if (firstStep === undefined) continue;
      const kilobytes = await inBrowser(own, start, firstStep, cgroup?.wrap, async (first) => {
        // The first page is the visit's in every mode alike; count from the first click.
        const sent = own.sentSince();
        let at = first;
        for (let index = 0; index <= laterSteps.length; index++) {
          if (at.passes) {
            xdotool("mousemove", "--sync", String(at.passes.x), String(at.passes.y));
            await delay(PASS_MS);
            park();
          }
          const then = laterSteps[index] ?? null;
          const next = then === null ? undefined : nextLink(own.probe);
          await click(own.probe, at, REST_MS, then);
          if (next === undefined) break;
          at = await next;
        }
        await delay(3000);
        return sent() / 1024;
      });
      visits.push({ language, mode, kilobytes });
      console.error(`${language} visit ${mode}: ${kilobytes.toFixed(1)} KB`);
    }
  }
} finally {
  await Promise.all(Object.values(servers).map(({ server }) => server.close()));
  await cgroup?.remove();
  display.kill();
}

// ---- The report.

const MODE_NAMES: Record<Mode, string> = {
  prerender: "rendered ahead (the site's rules)",
  prefetch: "fetched ahead only",
  none: "no rules (before)",
};
const rows = results.map((result) => ({ ...result, median: median(result.ms) }));
const lines = [
  `Click to the next page's largest paint, median of ${RUNS}; the pointer rests ${REST_MS} ms on the link first. ` +
    `Network ${NETWORK.rttMs} ms a round trip, ${NETWORK.downKbps} kbps down; processor ${cgroup ? `slowed ${CPU_SLOWDOWN}x (cgroup quota)` : "NOT slowed"}.`,
  "",
  "| Language | Click | Rules | Median | Runs | Rendered ahead |",
  "|---|---|---|---|---|---|",
  ...rows.map(
    (row) =>
      `| ${row.language} | ${row.name} | ${MODE_NAMES[row.mode]} | ${Math.round(row.median)} ms | ${row.ms.map((ms) => Math.round(ms)).join(", ")} | ${row.renderedAhead} of ${row.ms.length} |`,
  ),
  "",
  "A typical visit (home → projects → a project → careers → a position, the pointer resting 300 ms on one other link of each list), bytes as sent after the first page:",
  "",
  "| Language | With the rules | Without | Extra |",
  "|---|---|---|---|",
  ...(["en", "ar"] as const).map((language) => {
    const kb = (mode: Mode) =>
      visits.find((visit) => visit.language === language && visit.mode === mode)?.kilobytes ?? NaN;
    return `| ${language} | ${kb("prerender").toFixed(1)} KB | ${kb("none").toFixed(1)} KB | ${(kb("prerender") - kb("none")).toFixed(1)} KB |`;
  }),
];
mkdirSync(REPORTS_DIR, { recursive: true });
writeFileSync(
  join(REPORTS_DIR, "navigation.json"),
  JSON.stringify(
    { runs: RUNS, restMs: REST_MS, network: NETWORK, slowed: Boolean(cgroup), results: rows, visits },
    null,
    2,
  ),
);
writeFileSync(join(REPORTS_DIR, "navigation.md"), `${lines.join("\n")}\n`);
console.log(lines.join("\n"));
