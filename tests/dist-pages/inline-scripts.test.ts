/**
 * Every page's security policy allows exactly the inline scripts the page holds, by their
 * hashes: one more would let an injected copy run, one fewer blocks an island. Read from the
 * HTML the build wrote; the browser's enforcing it is the sweep's (e2e/sweep.spec.ts).
 */
import { createHash } from "node:crypto";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { builtPages } from "./built-site.ts";

const hashOf = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe.each(builtPages().map((page) => [page.path, page.html] as const))("%s", (_, html) => {
  it("allows by hash exactly the inline scripts it holds", () => {
    const { document } = new JSDOM(html).window;
    const policy = document
      .querySelector('meta[http-equiv="content-security-policy"]')
      ?.getAttribute("content");
    const listed = (policy ?? "")
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .find(([name]) => name === "script-src")
      ?.filter((source) => source.startsWith("'sha256-"))
      .sort();
    const held = [
      ...new Set(
        [...document.scripts]
          .filter((script) => !script.src && script.type !== "application/ld+json")
          .map((script) => hashOf(script.text)),
      ),
    ].sort();
    // Every page runs some, but a moved page's forwarding notice.
    if (document.querySelector('meta[http-equiv="refresh"]') === null) expect(held.length).toBeGreaterThan(0);
    expect(listed).toEqual(held);
  });
});
