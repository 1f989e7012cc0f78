/**
 * Verifies a Sanity webhook's `sanity-webhook-signature` header (`t=<ms>,v1=<HMAC>`) against
 * the raw body. @sanity/webhook computes the HMAC; this adds what the library leaves out:
 * a constant-time comparison, a limit on how old or how far in the future the timestamp may
 * be, and refusing a signature already accepted once (a replay).
 */
import { timingSafeEqual } from "node:crypto";
import { decodeSignatureHeader, encodeSignatureHeader } from "@sanity/webhook";

/** How far a signature's timestamp may be from now, either way. */
export const SIGNATURE_TOLERANCE_MS = 5 * 60 * 1000;

export type Verdict =
  | { readonly valid: true }
  | {
      readonly valid: false;
      readonly reason: string;
      /**
       * For a signature refused for its time alone: how far its timestamp is from this host's
       * clock (positive when it is ahead). A steady value points at this host's clock.
       */
      readonly skewMs?: number;
    };

export interface SignatureVerifier {
  verify(rawBody: string, header: string | string[] | undefined): Promise<Verdict>;
}

export function createSignatureVerifier(secret: string, now: () => number = Date.now): SignatureVerifier {
  if (!secret) throw new Error("A webhook secret is required.");
  /** Signatures accepted within the tolerance window, with when they stop mattering. */
  const seen = new Map<string, number>();

  return {
    async verify(rawBody, header) {
      if (typeof header !== "string") return { valid: false, reason: "no single signature header" };
      let expected: Buffer;
      let timestamp: number;
      try {
        ({ timestamp } = decodeSignatureHeader(header));
        // Throws, too, for a timestamp that is not in milliseconds.
        expected = Buffer.from(await encodeSignatureHeader(rawBody, timestamp, secret));
      } catch {
        return { valid: false, reason: "malformed signature header" };
      }
      const given = Buffer.from(header.trim());
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return { valid: false, reason: "signature does not match" };
      }
      const time = now();
      const skewMs = timestamp - time;
      if (Math.abs(skewMs) > SIGNATURE_TOLERANCE_MS) {
        const minutes = (Math.abs(skewMs) / 60_000).toFixed(1);
        return {
          valid: false,
          reason: `timestamp ${minutes} minutes ${skewMs > 0 ? "ahead of" : "behind"} this host's clock (is its time synchronised?)`,
          skewMs,
        };
      }
      for (const [signature, expires] of seen) if (expires < time) seen.delete(signature);
      if (seen.has(header.trim())) return { valid: false, reason: "signature already used" };
      seen.set(header.trim(), timestamp + SIGNATURE_TOLERANCE_MS);
      return { valid: true };
    },
  };
}
