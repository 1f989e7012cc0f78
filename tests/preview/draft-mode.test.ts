import { describe, expect, it } from "vitest";
import {
  DRAFT_MODE_SECONDS,
  draftModeCookie,
  parsePerspective,
  readDraftMode,
} from "#src/preview/server/draft-mode.ts";
import { draftModeCookieAttributes } from "#src/preview/server/cookie-attributes.ts";

const SECRET = "k".repeat(40);
const NOW = Date.UTC(2026, 10, 23, 12);

describe("parsePerspective", () => {
  it.each<[string | null, unknown]>([
    [null, "drafts"],
    ["", "drafts"],
    ["drafts", "drafts"],
    ["published", "published"],
    ["rSpring,drafts", ["rSpring", "drafts"]],
    ["rSpring, drafts", ["rSpring", "drafts"]],
    ["rSpring,,drafts", "drafts"],
    ["<script>", "drafts"],
    ["raw", ["raw"]],
  ])("%j reads as %j", (value, perspective) => {
    expect(parsePerspective(value)).toEqual(perspective);
  });
});

describe("the draft-mode cookie", () => {
  const cookie = draftModeCookie(["rSpring", "drafts"], SECRET, NOW);

  it("grants the perspective it was signed for, until it ends", () => {
    expect(readDraftMode(cookie, SECRET, NOW)).toEqual(["rSpring", "drafts"]);
    expect(readDraftMode(cookie, SECRET, NOW + (DRAFT_MODE_SECONDS - 1) * 1000)).toEqual([
      "rSpring",
      "drafts",
    ]);
    expect(readDraftMode(cookie, SECRET, NOW + DRAFT_MODE_SECONDS * 1000)).toBeUndefined();
  });

  const [payload = "", signature = ""] = cookie.split(".");
  const forged = Buffer.from(JSON.stringify({ perspective: "drafts", until: 4e9 })).toString("base64url");
  it.each<[string, string | undefined]>([
    ["no cookie", undefined],
    ["an empty one", ""],
    ["another key's", draftModeCookie("drafts", "o".repeat(40), NOW)],
    ["a payload of its own with the old signature", `${forged}.${signature}`],
    ["a signature cut short", `${payload}.${signature.slice(1)}`],
    ["a third part", `${cookie}.x`],
    ["no signature", payload],
  ])("grants nothing for %s", (_, value) => {
    expect(readDraftMode(value, SECRET, NOW)).toBeUndefined();
  });
});

describe("draftModeCookieAttributes", () => {
  it.each([
    ["https://preview.arkan-contracting.com/", "Path=/; HttpOnly; SameSite=None; Secure; Max-Age=60"],
    ["http://127.0.0.1:4322/", "Path=/; HttpOnly; SameSite=Lax; Max-Age=60"],
    ["http://localhost:4322/", "Path=/; HttpOnly; SameSite=Lax; Max-Age=60"],
  ])("%s: %s", (url, attributes) => {
    expect(draftModeCookieAttributes(new URL(url), 60)).toBe(attributes);
  });
});
