/**
 * The rebuild receiver over real HTTP on 127.0.0.1: signatures, body limits, routes, and how
 * publishes turn into builds. Builds are stand-ins here; tests/publishing/releases.test.ts runs
 * the real one.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { encodeSignatureHeader } from "@sanity/webhook";
import { afterEach, describe, expect, it } from "vitest";
import { createRebuildQueue } from "../../publishing/receiver/rebuild-queue";
import { createReceiver } from "../../publishing/receiver/webhook-server";
import { createSignatureVerifier } from "../../publishing/receiver/webhook-signature";
import { ROOT } from "../../publishing/repository-paths.ts";

const SECRET = "test-secret-8f2c41";
const BODY = JSON.stringify({ _id: "project-al-noor-hotel", _type: "ourProjects" });
const MINUTE = 60_000;

interface Harness {
  readonly origin: string;
  readonly builds: () => number;
  readonly bodies: string[];
  readonly logs: string[];
  idle(): Promise<void>;
  close(): Promise<void>;
}

const open: Harness[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((harness) => harness.close()));
});

async function startReceiver({ debounceMs = 50, buildMs = 0 } = {}): Promise<Harness> {
  let builds = 0;
  const logs: string[] = [];
  const bodies: string[] = [];
  const queue = createRebuildQueue(debounceMs, async () => {
    builds += 1;
    await new Promise((resolve) => setTimeout(resolve, buildMs));
  });
  const server = createReceiver({
    verifier: createSignatureVerifier(SECRET),
    queue,
    currentRelease: async () => "20261121T120000000Z",
    lastBuild: () => undefined,
    log: (line) => logs.push(line),
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const harness: Harness = {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    builds: () => builds,
    bodies,
    logs,
    idle: () => queue.idle(),
    close: async () => {
      queue.stop();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  open.push(harness);
  return harness;
}

const sign = (body: string, timestamp = Date.now(), secret = SECRET) =>
  encodeSignatureHeader(body, timestamp, secret);

async function post(harness: Harness, body: string, signature?: string, path = "/webhook") {
  const response = await fetch(`${harness.origin}${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(signature ? { "sanity-webhook-signature": signature } : {}),
    },
    body,
  });
  harness.bodies.push(await response.text());
  return response;
}

describe("the webhook's signature", () => {
  it("valid: 202, and one build", async () => {
    const receiver = await startReceiver();
    expect((await post(receiver, BODY, await sign(BODY))).status).toBe(202);
    await receiver.idle();
    expect(receiver.builds()).toBe(1);
  });

  it.each<[string, () => Promise<string | undefined>]>([
    ["missing", async () => undefined],
    ["malformed", async () => "v1=abc"],
    ["forged with another secret", () => sign(BODY, Date.now(), "not-the-secret")],
    ["for another body (tampered)", () => sign(JSON.stringify({ _id: "other" }))],
    ["stale: 6 minutes old", () => sign(BODY, Date.now() - 6 * MINUTE)],
    ["from the future: 6 minutes ahead", () => sign(BODY, Date.now() + 6 * MINUTE)],
    ["with its HMAC cut short", async () => (await sign(BODY)).slice(0, -4)],
    ["with a timestamp in seconds, not milliseconds", async () => "t=1700000000,v1=abc"],
  ])("%s: 401, and no build", async (_, signature) => {
    const receiver = await startReceiver();
    const response = await post(receiver, BODY, await signature());
    expect(response.status).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, 120));
    await receiver.idle();
    expect(receiver.builds()).toBe(0);
  });

  it("replayed: the second delivery of one signature is 401", async () => {
    const receiver = await startReceiver();
    const signature = await sign(BODY);
    expect((await post(receiver, BODY, signature)).status).toBe(202);
    expect((await post(receiver, BODY, signature)).status).toBe(401);
    await receiver.idle();
    expect(receiver.builds()).toBe(1);
    expect(receiver.logs).toContain("webhook refused: signature already used");
  });

  it("accepts a timestamp within 5 minutes either way", async () => {
    const receiver = await startReceiver();
    expect((await post(receiver, BODY, await sign(BODY, Date.now() - 4 * MINUTE))).status).toBe(202);
    expect((await post(receiver, `${BODY} `, await sign(`${BODY} `, Date.now() + 4 * MINUTE))).status).toBe(
      202,
    );
  });

  it("never puts the secret in an answer or a log line", async () => {
    const receiver = await startReceiver();
    await post(receiver, BODY, await sign(BODY));
    await post(receiver, BODY, await sign(BODY, Date.now(), "wrong"));
    await post(receiver, BODY, "t=1,v1=x");
    const status = await (await fetch(`${receiver.origin}/status`)).text();
    for (const text of [...receiver.bodies, ...receiver.logs, status]) expect(text).not.toContain(SECRET);
  });
});

describe("requests", () => {
  it("a body over 1 MB: 413, and no build", async () => {
    const receiver = await startReceiver();
    const big = JSON.stringify({ padding: "x".repeat(1024 * 1024) });
    const response = await post(receiver, big, await sign(big));
    expect(response.status).toBe(413);
    await receiver.idle();
    expect(receiver.builds()).toBe(0);
  });

  it.each<[string, string, number, string | null]>([
    ["GET", "/webhook", 405, "POST"],
    ["PUT", "/webhook", 405, "POST"],
    ["POST", "/healthz", 405, "GET"],
    ["DELETE", "/status", 405, "GET"],
    ["GET", "/", 404, null],
    ["POST", "/webhook/../admin", 404, null],
    ["GET", "/healthz", 200, null],
  ])("%s %s: %i", async (method, path, status, allow) => {
    const receiver = await startReceiver();
    const response = await fetch(`${receiver.origin}${path}`, { method });
    expect(response.status).toBe(status);
    expect(response.headers.get("allow")).toBe(allow);
  });

  it("GET /status: the live release, the last build and the queue", async () => {
    const receiver = await startReceiver({ debounceMs: 10_000 });
    await post(receiver, BODY, await sign(BODY));
    const status = (await (await fetch(`${receiver.origin}/status`)).json()) as Record<string, unknown>;
    expect(status).toEqual({
      current: "20261121T120000000Z",
      lastBuild: null,
      queue: { waiting: true, building: false, followUp: false },
      refusedForTimestamp: null,
    });
  });

  it("GET /status: webhooks refused for their timestamp, so a drifting clock shows", async () => {
    const receiver = await startReceiver();
    for (const body of [BODY, `${BODY} `])
      await post(receiver, body, await sign(body, Date.now() - 6 * MINUTE));
    await post(receiver, BODY, await sign(BODY, Date.now(), "not-the-secret"));
    const { refusedForTimestamp } = (await (await fetch(`${receiver.origin}/status`)).json()) as {
      refusedForTimestamp: { count: number; lastAt: string; skewSeconds: number };
    };
    expect(refusedForTimestamp).toMatchObject({ count: 2 });
    expect(refusedForTimestamp.skewSeconds).toBeGreaterThanOrEqual(-362);
    expect(refusedForTimestamp.skewSeconds).toBeLessThanOrEqual(-359);
    expect(receiver.logs).toContainEqual(
      expect.stringMatching(/^webhook refused: timestamp 6\.0 minutes behind this host's clock/),
    );
  });
});

describe("bursts of publishes", () => {
  it("20 publishes in one window: one build", async () => {
    // The window opens at the first publish and must outlast the twenty requests, which take
    // over 300 ms on a loaded 2-core machine.
    const receiver = await startReceiver({ debounceMs: 2_000 });
    for (let n = 0; n < 20; n++) {
      const body = JSON.stringify({ _id: `doc-${n}` });
      expect((await post(receiver, body, await sign(body))).status).toBe(202);
    }
    await receiver.idle();
    expect(receiver.builds()).toBe(1);
  });

  it("publishes while a build runs: exactly one follow-up build", async () => {
    const receiver = await startReceiver({ debounceMs: 30, buildMs: 400 });
    await post(receiver, BODY, await sign(BODY));
    await new Promise((resolve) => setTimeout(resolve, 100));
    for (let n = 0; n < 10; n++) {
      const body = JSON.stringify({ _id: `during-${n}` });
      await post(receiver, body, await sign(body));
    }
    await receiver.idle();
    expect(receiver.builds()).toBe(2);
  });
});

describe("the receiver as a program", () => {
  function run(env: Record<string, string>) {
    const child = spawn(process.execPath, [join(ROOT, "publishing/receiver/rebuild-receiver.ts")], {
      env: { ...process.env, SANITY_WEBHOOK_SECRET: "", SITE_ROOT: "", ...env },
      // Its own process group, so a test can stop it with the build it started.
      detached: true,
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    return { child, output: () => output };
  }

  it("refuses to start without a secret, saying which variable is missing", async () => {
    const { child, output } = run({ SITE_ROOT: tmpdir() });
    const status = await new Promise((resolve) => child.on("close", resolve));
    expect(status).toBe(1);
    expect(output()).toContain("SANITY_WEBHOOK_SECRET is not set");
  });

  it("starts from its environment and answers /healthz and /status", async () => {
    const root = mkdtempSync(join(tmpdir(), "receiver-root-"));
    const { child, output } = run({ SANITY_WEBHOOK_SECRET: SECRET, SITE_ROOT: root, RECEIVER_PORT: "0" });
    try {
      await expect.poll(output, { timeout: 15_000 }).toContain("rebuild receiver on http://127.0.0.1:");
      const port = /127\.0\.0\.1:(\d+)/.exec(output())?.[1];
      expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
      expect(await (await fetch(`http://127.0.0.1:${port}/status`)).json()).toEqual({
        current: null,
        lastBuild: null,
        queue: { waiting: false, building: false, followUp: false },
        refusedForTimestamp: null,
      });
      expect(output()).not.toContain(SECRET);
    } finally {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.on("close", resolve));
      rmSync(root, { recursive: true, force: true });
    }
  }, 30_000);

  it("a publish accepted just before a restart is built after it, without another publish", async () => {
    const root = mkdtempSync(join(tmpdir(), "receiver-root-"));
    const env = {
      SANITY_WEBHOOK_SECRET: SECRET,
      SITE_ROOT: root,
      RECEIVER_PORT: "0",
      REBUILD_DAILY_AT: "off",
    };
    const listening = async (output: () => string) => {
      await expect.poll(output, { timeout: 15_000 }).toContain("rebuild receiver on http://127.0.0.1:");
      return `http://127.0.0.1:${/127\.0\.0\.1:(\d+)/.exec(output())?.[1]}`;
    };
    // Inside a minute's debounce window, the receiver is stopped (an upgrade, systemctl restart).
    const first = run({ ...env, REBUILD_DEBOUNCE_SECONDS: "60" });
    let second: ReturnType<typeof run> | undefined;
    try {
      const origin = await listening(first.output);
      const response = await fetch(`${origin}/webhook`, {
        method: "POST",
        headers: { "sanity-webhook-signature": await sign(BODY) },
        body: BODY,
      });
      expect(response.status).toBe(202);
      first.child.kill("SIGTERM");
      expect(await new Promise((resolve) => first.child.on("close", resolve))).toBe(0);
      expect(first.output()).not.toContain("build started");

      // Started again: it builds what it had accepted.
      second = run({ ...env, REBUILD_DEBOUNCE_SECONDS: "0" });
      await listening(second.output);
      await expect.poll(second.output, { timeout: 15_000 }).toContain("build started");
      expect(second.output()).toMatch(
        /a publish accepted at 20\S+Z was not built before the last stop: building it/,
      );
    } finally {
      for (const { child } of [first, second].filter((started) => started !== undefined)) {
        if (child.exitCode === null && child.pid !== undefined) {
          // The receiver and the build it began.
          process.kill(-child.pid, "SIGKILL");
          await new Promise((resolve) => child.on("close", resolve));
        }
      }
      rmSync(root, { recursive: true, force: true });
    }
  }, 60_000);
});
