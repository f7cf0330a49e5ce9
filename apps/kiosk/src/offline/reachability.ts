import { trpcErrorCode } from "@seatline/ui";

export { isUnreachable } from "@seatline/ui";

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
