/**
 * Draft mode on the preview server: a cookie, signed with PREVIEW_COOKIE_SECRET, naming the
 * perspective the Studio asked for and when it ends. Without a valid one, a request reads
 * published content only.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import type { ClientPerspective } from "@sanity/client";

export const DRAFT_MODE_COOKIE = "arkan-draft-mode";
/** How long draft mode lasts: a working day. The Presentation tool opens it anew each time it loads. */
export const DRAFT_MODE_SECONDS = 8 * 60 * 60;
/** The shortest PREVIEW_COOKIE_SECRET accepted: 32 characters, as `openssl rand -hex 16` gives. */
export const COOKIE_SECRET_MIN_LENGTH = 32;

const RELEASE_OR_PERSPECTIVE = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,127}$/;

/**
 * The perspective the Studio names (`sanity-preview-perspective`): `published`, `drafts`, or
 * Content Releases stacked on drafts, comma-separated. Anything else reads as `drafts`.
 */
export function parsePerspective(value: string | null | undefined): ClientPerspective {
  if (value === "published" || value === "drafts" || !value)
    return value === "published" ? "published" : "drafts";
  const stack = value.split(",").map((part) => part.trim());
  return stack.every((part) => RELEASE_OR_PERSPECTIVE.test(part)) ? stack : "drafts";
}

const sign = (payload: string, secret: string) =>
  createHmac("sha256", secret).update(payload).digest("base64url");

/** The cookie's value: the perspective and the end of draft mode, and their signature. */
export function draftModeCookie(perspective: ClientPerspective, secret: string, now = Date.now()): string {
  const payload = Buffer.from(
    JSON.stringify({ perspective, until: Math.floor(now / 1000) + DRAFT_MODE_SECONDS }),
  ).toString("base64url");
  return `${payload}.${sign(payload, secret)}`;
}

/** The perspective a cookie grants, or undefined for none, a forged one or one past its time. */
export function readDraftMode(
  value: string | undefined,
  secret: string,
  now = Date.now(),
): ClientPerspective | undefined {
  const [payload, signature, ...rest] = (value ?? "").split(".");
  if (!payload || !signature || rest.length > 0) return undefined;
  const expected = Buffer.from(sign(payload, secret));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const { perspective, until } = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as {
      perspective: unknown;
      until: unknown;
    };
    if (typeof until !== "number" || until * 1000 <= now) return undefined;
    const named = Array.isArray(perspective) ? perspective.join(",") : String(perspective);
    return parsePerspective(named);
  } catch {
    return undefined;
  }
}
