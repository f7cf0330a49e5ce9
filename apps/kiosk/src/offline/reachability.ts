import { httpStatusOf, trpcErrorCode } from "@seatline/ui";

/**
 * Did the call fail because the server could not be reached (no answer, or a gateway's 502/503/504)? Then the kiosk
 * takes the join offline; an answer from the server (a closed waitlist, bad input) is shown as before.
 */
export function isUnreachable(error: unknown): boolean {
  const status = httpStatusOf(error);
  if (status === undefined) return trpcErrorCode(error) === undefined;
  return status === 502 || status === 503 || status === 504;
}

/** Codes that will never pass however often a queued join is sent again: it is set aside, not retried. */
const FOR_GOOD = new Set([
  "BAD_REQUEST",
  "UNPROCESSABLE_CONTENT",
  "PAYLOAD_TOO_LARGE",
  "FORBIDDEN",
  "NOT_FOUND",
]);

export function isRefusedForGood(error: unknown): boolean {
  const code = trpcErrorCode(error);
  return code !== undefined && FOR_GOOD.has(code);
}

/** A fresh Idempotency-Key: crypto.randomUUID, or the same shape from getRandomValues where the page is not https. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** Names the session the leased tickets belong to without storing its token (FNV-1a, twice over). */
export function sessionOwner(token: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193;
  for (let i = 0; i < token.length; i++) {
    a = Math.imul(a ^ token.charCodeAt(i), 0x01000193) >>> 0;
    b = Math.imul(b ^ token.charCodeAt(token.length - 1 - i), 0x01000193) >>> 0;
  }
  return `${a.toString(16)}${b.toString(16)}`;
}
