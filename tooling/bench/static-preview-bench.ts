/**
 * The static preview's wait (`npm run bench:preview -- --static`): from a draft edit to a
 * static draft preview build serving it. Runs the real draft preview receiver
 * (publishing/receiver/rebuild-receiver.ts with SANITY_PREVIEW=1) against the
 * Sanity-compatible test server on 127.0.0.1 holding the sample dataset, and a static server
 * of its `current` release that reads each file afresh, as a host serving the release folder
 * does. Each run changes a draft's heading on the server, sends the signed webhook Sanity
 * would, and times from the webhook's acceptance to the preview's home page showing the new
 * heading. Reports each run and the median; the target is under 15 s.
 *
 * `debounceSeconds` is the receiver's REBUILD_DEBOUNCE_SECONDS, the advice for a preview in
 * docs/preview.md (2) by default: it is part of the wait. A page open in the Studio's
 * Presentation tool reloads itself within 2 s more (src/preview/browser/static-page.ts).
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { encodeSignatureHeader } from "@sanity/webhook";
import { startFakeSanity } from "../fake-sanity/server.ts";
import { sampleDocuments } from "../builds.ts";

import { median } from "./statistics.ts";
import { serveStatic } from "../serve/static-server.ts";
import { ROOT } from "../../publishing/repository-paths.ts";

const TARGET_SECONDS = 15;
const TIMEOUT_MS = 120_000;
const TOKEN = "sk-bench-preview";
const SECRET = "bench-preview-webhook-secret";

type Doc = { _id: string; _type: string; title?: string; [field: string]: unknown };

export async function benchStaticPreview(runs: number, debounceSeconds: number): Promise<void> {
  const documents = sampleDocuments() as Doc[];
  const about = documents.find((doc) => doc._type === "aboutUs");
  if (about === undefined) throw new Error("The sample has no aboutUs document.");

  const api = await startFakeSanity({ production: documents }, { token: TOKEN });
  const siteRoot = mkdtempSync(join(tmpdir(), "bench-preview-"));
  const receiver = spawn(process.execPath, [join(ROOT, "publishing/receiver/rebuild-receiver.ts")], {
    cwd: ROOT,
    env: {
      ...process.env,
      PUBLIC_SANITY_PROJECT_ID: "bench",
      PUBLIC_SANITY_DATASET: "production",
      SANITY_API_HOST: api.origin,
      SANITY_PREVIEW: "1",
      SANITY_READ_TOKEN: TOKEN,
      SANITY_STUDIO_URL: "https://studio.example.com",
      SANITY_WEBHOOK_SECRET: SECRET,
      SITE_ROOT: siteRoot,
      RECEIVER_PORT: "0",
      REBUILD_DEBOUNCE_SECONDS: String(debounceSeconds),
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let log = "";
  const receiverUrl = new Promise<string>((resolve, reject) => {
    receiver.stdout.on("data", (chunk: Buffer) => {
      log += chunk.toString();
      const url = /rebuild receiver on (http:\/\/[\d.]+:\d+)/.exec(log)?.[1];
      if (url !== undefined) resolve(url);
    });
    receiver.on("exit", (code) => reject(new Error(`The receiver stopped (${code}):\n${log}`)));
  });
  const site = await serveStatic(join(siteRoot, "current"), { keepBodies: false });

  const stop = async () => {
    receiver.kill("SIGTERM");
    await Promise.all([site.close(), api.close()]);
    rmSync(siteRoot, { recursive: true, force: true });
  };

  /** Saves a draft of About Us with this heading, as the Studio would, and signs its webhook. */
  async function editDraft(title: string): Promise<number> {
    const draft = { ...about, _id: `drafts.${about?._id}`, title };
    const index = documents.findIndex((doc) => doc._id === draft._id);
    if (index === -1) documents.push(draft as Doc);
    else documents[index] = draft as Doc;
    const body = JSON.stringify({ _id: draft._id, _type: draft._type });
    const response = await fetch(`${await receiverUrl}/webhook`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "sanity-webhook-signature": await encodeSignatureHeader(body, Date.now(), SECRET),
      },
      body,
    });
    if (response.status !== 202)
      throw new Error(`The receiver answered ${response.status}: ${await response.text()}`);
    return performance.now();
  }

  /** Waits until the preview's home page shows `text`; returns when it did. */
  async function servedAt(text: string): Promise<number> {
    const deadline = performance.now() + TIMEOUT_MS;
    while (performance.now() < deadline) {
      const response = await fetch(`${site.origin}/`).catch(() => undefined);
      if (response?.ok && (await response.text()).includes(text)) return performance.now();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`The preview did not show "${text}" within ${TIMEOUT_MS / 1000} s:\n${log}`);
  }

  try {
    // The first release, so every measured run replaces a live preview as it would in use.
    await editDraft("Bench: first preview");
    await servedAt("Bench: first preview");
    const seconds: number[] = [];
    for (let run = 1; run <= runs; run += 1) {
      const heading = `Bench: draft edit ${run} at ${Date.now()}`;
      const received = await editDraft(heading);
      const elapsed = (await servedAt(heading)) - received;
      seconds.push(elapsed);
      console.log(
        `run ${run}: ${(elapsed / 1000).toFixed(1)} s from the webhook to the preview serving the edit`,
      );
    }
    const result = median(seconds) / 1000;
    console.log(
      `\nDraft edit to preview, median of ${runs} (debounce ${debounceSeconds} s, sample dataset): ` +
        `${result.toFixed(1)} s; target under ${TARGET_SECONDS} s: ${result < TARGET_SECONDS ? "met" : "MISSED"}.`,
    );
    if (result >= TARGET_SECONDS) process.exitCode = 1;
  } finally {
    await stop();
  }
}
