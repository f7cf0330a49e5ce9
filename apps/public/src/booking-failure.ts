/**
 * For the public booking (docs/product.md#errors): a non-200 answer → 'Something went wrong. Please try again.'; an error → the
 * system message if present, then 'Failed to create reservation. Please try again.'
 */

import { msg } from "@seatline/ui";
import { TRPCClientError } from "@trpc/client";

export const NON_200_TEXT = msg("Something went wrong. Please try again.");
export const CREATE_FAILED_TEXT = msg("Failed to create reservation. Please try again.");

/**
 * What to tell the guest, in order:
 * - the server refused the booking with a reason (a full slot, a blackout date, a bad field): that reason, then
 *   the failure text;
 * - the server answered but not with a booking and gave no reason (an internal error, a proxy's error page that is
 *   not JSON): the non-200 text;
 * - no answer at all (offline, timed out): the failure text.
 */
export function bookingFailureMessages(error: unknown): string[] {
  if (error instanceof TRPCClientError) {
    const data: unknown = error.data;
    const code = typeof data === "object" && data !== null ? (data as { code?: unknown }).code : undefined;
    if (typeof code === "string") {
      const message = error.message.trim();
      if (code !== "INTERNAL_SERVER_ERROR" && message) return [message, CREATE_FAILED_TEXT];
      return [NON_200_TEXT];
    }
    // A response that was not tRPC's JSON: the body failed to parse.
    if (error.cause instanceof SyntaxError) return [NON_200_TEXT];
  }
  return [CREATE_FAILED_TEXT];
}
