import { msg, trpcErrorCode } from "@seatline/ui";
import { TRPCClientError } from "@trpc/client";

export const JOIN_FAILED_MESSAGE = msg("Sorry, we could not get your ticket. Please try again.");
/** Offline with every leased ticket used (docs/architecture.md "Offline kiosk"). */
export const OFFLINE_NO_TICKET_MESSAGE = msg(
  "The kiosk is offline and has no tickets left to give. Please ask a host to add you.",
);

/** Codes whose server message is written for people (e.g. the waitlist was just closed). */
const READABLE_CODES = new Set([
  "CONFLICT",
  "BAD_REQUEST",
  "PRECONDITION_FAILED",
  "FORBIDDEN",
  "TOO_MANY_REQUESTS",
]);

/** What a guest reads when joining fails: the server's own message when it has one, else a plain retry request. */
export function joinErrorMessage(error: unknown): string {
  if (error instanceof Error && error.name === "NoOfflineTicketError") return OFFLINE_NO_TICKET_MESSAGE;
  const code = trpcErrorCode(error);
  if (code && READABLE_CODES.has(code) && error instanceof TRPCClientError) {
    const message = error.message.trim();
    if (message) return message;
  }
  return JOIN_FAILED_MESSAGE;
}
