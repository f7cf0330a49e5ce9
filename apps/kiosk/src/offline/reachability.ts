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
