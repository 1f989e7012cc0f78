/**
 * The two engines beside Chromium that the smoke tests drive, from Debian's packages:
 * Firefox ESR over WebDriver BiDi (puppeteer-core launches it), and WebKitGTK, Safari's
 * engine, through its classic WebDriver server (WebKitWebDriver) under a virtual display.
 * Both are reached through one small interface, so each test is written once.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { createServer as createHttpServer } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import puppeteer from "puppeteer-core";

export type EngineName = "firefox" | "webkit";

export interface EnginePage {
  readonly name: EngineName;
  /** Opens a URL and waits for its load event. */
  goto(url: string): Promise<void>;
  /** The size of the page's viewport from the next `goto` on. */
  resize(width: number, height: number): Promise<void>;
  /** Runs the body of an async function in the page and returns its result (JSON values only). */
  run<T>(body: string): Promise<T>;
  /** A real click (trusted events) in the middle of the first element the selector matches. */
  click(selector: string): Promise<void>;
  /** Moves the mouse over the first element the selector matches. */
  hover(selector: string): Promise<void>;
  /** Turns the mouse wheel by `deltaY` pixels over the middle of the element. */
  wheel(selector: string, deltaY: number): Promise<void>;
  /** Presses the mouse in the middle of the element, moves it `deltaX` pixels in steps, releases. */
  drag(selector: string, deltaX: number): Promise<void>;
  /** Presses and releases a key: "ArrowRight", "ArrowLeft", "Escape", "Tab" or "Enter". */
  press(key: Key): Promise<void>;
  /** The viewport as a PNG file, for a person to look at. */
  screenshot(file: string): Promise<void>;
  close(): Promise<void>;
}

export type Key = "ArrowRight" | "ArrowLeft" | "Escape" | "Tab" | "Enter";
/** The WebDriver code of each key (W3C WebDriver, "Keyboard actions"). */
const WEBDRIVER_KEYS: Record<Key, string> = {
  ArrowRight: "\uE014",
  ArrowLeft: "\uE012",
  Escape: "\uE00C",
  Tab: "\uE004",
  Enter: "\uE007",
};

/** How many moves a drag is made of, as a hand makes it. */
const DRAG_STEPS = 5;

const FIREFOX = "/usr/bin/firefox-esr";
const WEBKIT_DRIVER = "/usr/bin/WebKitWebDriver";
const MINIBROWSER = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";
const XVFB_RUN = "/usr/bin/xvfb-run";

/**
 * MiniBrowser's window cannot be narrower than this. A narrower viewport is a frame of that
 * width in a blank page (see `serveFrameHost`), and the driver works inside the frame.
 */
const WEBKIT_MINIMUM_WIDTH = 447;

/** Why an engine cannot run on this machine, with how to get it; undefined when it can. */
export function missingEngine(name: EngineName): string | undefined {
  const needed: [path: string, debianPackage: string][] =
    name === "firefox"
      ? [[FIREFOX, "firefox-esr"]]
      : [
          [WEBKIT_DRIVER, "webkit2gtk-driver"],
          [MINIBROWSER, "webkit2gtk-driver"],
          [XVFB_RUN, "xvfb"],
        ];
  const absent = needed.filter(([path]) => !existsSync(path));
  if (absent.length === 0) return undefined;
  const packages = [...new Set(absent.map(([, pkg]) => pkg))].join(" ");
  return `${name}: ${absent.map(([path]) => path).join(", ")} not found. On Debian or Ubuntu: sudo apt-get install ${packages}`;
}

/** How long one WebDriver command may take: a stuck driver fails a test instead of the run. */
const COMMAND_TIMEOUT_MS = 20_000;

export async function openFirefox(): Promise<EnginePage> {
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: FIREFOX,
    headless: true,
    // Puppeteer waits 180 s for an answer by default, longer than a test may take: a command
    // Firefox never answers then fails as the test's timeout, naming no step. CI's Firefox once
    // left one test of the category bar hanging so; now the command's own error names it.
    protocolTimeout: COMMAND_TIMEOUT_MS,
  });
  const page = await browser.newPage();
  return {
    name: "firefox",
    goto: async (url) => {
      await page.goto(url, { waitUntil: "load", timeout: COMMAND_TIMEOUT_MS });
    },
    resize: (width, height) => page.setViewport({ width, height }),
    run: <T>(body: string) => page.evaluate(`(async () => { ${body} })()`) as Promise<T>,
    click: (selector) => page.click(selector),
    hover: (selector) => page.hover(selector),
    wheel: async (selector, deltaY) => {
      await page.hover(selector);
      await page.mouse.wheel({ deltaY });
    },
    drag: async (selector, deltaX) => {
      await page.hover(selector);
      const { x, y } = await page.$eval(selector, (element) => {
        const box = element.getBoundingClientRect();
        return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      });
      await page.mouse.down();
      await page.mouse.move(x + deltaX, y, { steps: DRAG_STEPS });
      await page.mouse.up();
    },
    press: (key) => page.keyboard.press(key),
    screenshot: async (file) => {
      await page.screenshot({ path: file });
    },
    close: () => browser.close(),
  };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The key of an element reference in WebDriver's JSON. */
const ELEMENT = "element-6066-11e4-a52e-4f735466cecf";

/** How the error of a command the driver never answered ends. */
export const NO_ANSWER = ": no answer";

/** A classic WebDriver command; throws the driver's error message. */
async function command<T>(
  origin: string,
  method: string,
  path: string,
  body?: unknown,
  timeout = COMMAND_TIMEOUT_MS,
): Promise<T> {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: { "content-type": "application/json" },
    body: body === undefined ? null : JSON.stringify(body),
    signal: AbortSignal.timeout(timeout),
  }).catch((error: unknown) => {
    throw new Error(`WebDriver ${method} ${path}${NO_ANSWER}`, { cause: error });
  });
  const { value } = (await response.json()) as { value: T & { error?: string; message?: string } };
  if (!response.ok) throw new Error(`WebDriver ${method} ${path}: ${value.error}: ${value.message}`);
  return value;
}

/**
 * The blank page a narrow viewport's frame sits in, served from an origin of its own. Not
 * about:blank or data: as one might think: once WebKitGTK has shown a site page, such a blank
 * page still holds that page's Content-Security-Policy, and its `frame-src 'none'` leaves the
 * frame empty.
 */
async function serveFrameHost() {
  const server = createHttpServer((_request, response) => {
    response.setHeader("content-type", "text/html; charset=utf-8");
    response.end(`<!doctype html><title>Frame</title><body style="margin: 0">`);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return { origin: `http://127.0.0.1:${port}/`, close: () => server.close() };
}

/** How long the driver lets a page script run: less than a command, so it answers first. */
const SCRIPT_TIMEOUT_MS = 10_000;

/** One WebKitWebDriver under its own virtual display, with a MiniBrowser session. */
async function startWebKit() {
  const port = await freePort();
  // The display's authority file in a folder of ours: killed, xvfb-run removes none of its own.
  const authDir = mkdtempSync(join(tmpdir(), "webkit-display-"));
  const driver: ChildProcess = spawn(
    XVFB_RUN,
    ["-a", "-f", join(authDir, "Xauthority"), WEBKIT_DRIVER, `--port=${port}`],
    // No accelerated compositing: with no GPU, Xvfb's OpenGL is Mesa's software rasterizer, which
    // cost WebKit a quarter of its time here (41 s alone, 30 s without), and is not how Safari
    // draws either. What the smoke tests read (errors, layout, scrolling, events) is the same.
    { stdio: "ignore", detached: true, env: { ...process.env, WEBKIT_DISABLE_COMPOSITING_MODE: "1" } },
  );
  // xvfb-run leads a process group: the driver, the browser and the display go with it.
  const kill = (signal: NodeJS.Signals = "SIGTERM") => {
    if (driver.pid !== undefined) process.kill(-driver.pid, signal);
    rmSync(authDir, { recursive: true, force: true });
  };
  const origin = `http://127.0.0.1:${port}`;
  try {
    for (let tries = 0; ; tries++) {
      try {
        await command(origin, "GET", "/status");
        break;
      } catch (error) {
        if (tries > 100) throw new Error(`WebKitWebDriver did not start on port ${port}`, { cause: error });
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    const session = await command<{ sessionId: string }>(origin, "POST", "/session", {
      capabilities: {
        alwaysMatch: {
          browserName: "MiniBrowser",
          "webkitgtk:browserOptions": { binary: MINIBROWSER, args: ["--automation"] },
          timeouts: { script: SCRIPT_TIMEOUT_MS, pageLoad: COMMAND_TIMEOUT_MS - 5_000 },
        },
      },
    });
    return { origin, at: `/session/${session.sessionId}`, kill };
  } catch (error) {
    kill();
    throw error;
  }
}

/**
 * WebKit through WebKitWebDriver. Now and then (once in a few clean-clone CI runs) the driver
 * stops answering altogether and every later command waits in vain: a
 * command without an answer marks it stuck, and the next call starts a new driver and browser
 * at the same size, so one stall costs one test (which the smoke tests run again) and not the
 * rest of the run.
 */
export async function openWebKit(): Promise<EnginePage> {
  const frameHost = await serveFrameHost();
  let webkit = await startWebKit();
  let stuck = false;
  /** The window's size, kept to give a new browser after a restart. */
  let size: { width: number; height: number } | undefined;
  /** The frame a narrow viewport is shown in (see WEBKIT_MINIMUM_WIDTH), or none. */
  let framed: { width: number; height: number } | undefined;

  const send = async <T>(method: string, path: string, body?: unknown) => {
    try {
      return await command<T>(webkit.origin, method, `${webkit.at}${path}`, body);
    } catch (error) {
      if (error instanceof Error && error.message.endsWith(NO_ANSWER)) stuck = true;
      throw error;
    }
  };
  const setWindow = () =>
    size === undefined
      ? Promise.resolve()
      : send("POST", "/window/rect", {
          width: Math.max(size.width, WEBKIT_MINIMUM_WIDTH),
          height: size.height,
        });
  /** Before every call: a stuck driver gives way to a new one. */
  const ready = async () => {
    if (!stuck) return;
    webkit.kill("SIGKILL");
    console.warn("webkit: the driver had stopped answering; starting a new one");
    webkit = await startWebKit();
    stuck = false;
    await setWindow();
  };
  /** One input source's actions (W3C WebDriver, "Perform Actions"). */
  const perform = (source: { type: string; id: string; parameters?: object; actions: unknown[] }) =>
    send("POST", "/actions", { actions: [source] });
  const withMouse = (actions: unknown[]) =>
    perform({ type: "pointer", id: "mouse", parameters: { pointerType: "mouse" }, actions });
  const element = async (selector: string) => {
    const found = await send<Record<string, string>>("POST", "/element", {
      using: "css selector",
      value: selector,
    });
    return Object.values(found)[0] ?? "";
  };
  return {
    name: "webkit",
    goto: async (url) => {
      await ready();
      await send("POST", "/frame", { id: null });
      // Navigation ends at the load event, which may come before the page's first rendering
      // update on a busy machine; input sent before it can miss the page altogether (a wheel
      // that neither scrolled the page nor reached a listener). Two frames later, it has been.
      const rendered = () =>
        send("POST", "/execute/async", {
          script: "requestAnimationFrame(() => requestAnimationFrame(() => arguments[0]()));",
          args: [],
        });
      if (framed === undefined) {
        await send("POST", "/url", { url });
        await rendered();
        return;
      }
      await send("POST", "/url", { url: frameHost.origin });
      await send("POST", "/execute/async", {
        script: `const [url, width, height, done] = arguments;
          const frame = document.createElement("iframe");
          frame.style.cssText = "display: block; border: 0; width: " + width + "px; height: " + height + "px";
          frame.addEventListener("load", () => done(), { once: true });
          frame.src = url;
          document.body.append(frame);`,
        args: [url, framed.width, framed.height],
      });
      await send("POST", "/frame", { id: { [ELEMENT]: await element("iframe") } });
      await rendered();
    },
    resize: async (width, height) => {
      await ready();
      framed = width < WEBKIT_MINIMUM_WIDTH ? { width, height } : undefined;
      size = { width, height };
      await setWindow();
    },
    run: async <T>(body: string) => {
      await ready();
      const result = await send<{ value?: T; error?: string }>("POST", "/execute/async", {
        script: `const done = arguments[arguments.length - 1];
          (async () => { ${body} })().then((value) => done({ value }), (error) => done({ error: String(error) }));`,
        args: [],
      });
      if (result.error !== undefined) throw new Error(result.error);
      return result.value as T;
    },
    click: async (selector) => {
      await ready();
      await send("POST", `/element/${await element(selector)}/click`, {});
    },
    hover: async (selector) => {
      await ready();
      const origin = { [ELEMENT]: await element(selector) };
      await withMouse([{ type: "pointerMove", duration: 0, origin, x: 0, y: 0 }]);
    },
    wheel: async (selector, deltaY) => {
      await ready();
      const origin = { [ELEMENT]: await element(selector) };
      await perform({
        type: "wheel",
        id: "wheel",
        actions: [{ type: "scroll", origin, x: 0, y: 0, deltaX: 0, deltaY, duration: 0 }],
      });
      // Released, as after a drag or a key: WebKit delivers no later wheel of the session to
      // any page while the wheel source is still held.
      await send("DELETE", "/actions");
    },
    drag: async (selector, deltaX) => {
      await ready();
      const origin = { [ELEMENT]: await element(selector) };
      // WebDriver moves by whole pixels: the steps add up to deltaX exactly.
      const steps = Array.from({ length: DRAG_STEPS }, (_, index) => ({
        type: "pointerMove",
        duration: 16,
        origin: "pointer",
        x: Math.round((deltaX * (index + 1)) / DRAG_STEPS) - Math.round((deltaX * index) / DRAG_STEPS),
        y: 0,
      }));
      await withMouse([
        { type: "pointerMove", duration: 0, origin, x: 0, y: 0 },
        { type: "pointerDown", button: 0 },
        ...steps,
        { type: "pointerUp", button: 0 },
      ]);
      await send("DELETE", "/actions");
    },
    press: async (key) => {
      await ready();
      const value = WEBDRIVER_KEYS[key];
      await perform({
        type: "key",
        id: "keyboard",
        actions: [
          { type: "keyDown", value },
          { type: "keyUp", value },
        ],
      });
      await send("DELETE", "/actions");
    },
    screenshot: async (file) => {
      // A new browser would show a blank page, not what the failed test saw.
      if (stuck) return;
      let png: string;
      if (framed === undefined) png = await send<string>("GET", "/screenshot");
      else {
        // The frame alone, as a phone would show the page; then back into it.
        await send("POST", "/frame/parent", {});
        const frame = await element("iframe");
        png = await send<string>("GET", `/element/${frame}/screenshot`);
        await send("POST", "/frame", { id: { [ELEMENT]: frame } });
      }
      await writeFile(file, Buffer.from(png, "base64"));
    },
    close: async () => {
      if (!stuck) await command(webkit.origin, "DELETE", webkit.at, undefined, 5_000).catch(() => undefined);
      webkit.kill();
      frameHost.close();
    },
  };
}

export const openEngine = (name: EngineName) => (name === "firefox" ? openFirefox() : openWebKit());
