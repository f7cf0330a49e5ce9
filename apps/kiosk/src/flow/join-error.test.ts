import { TRPCClientError } from "@trpc/client";
import { describe, expect, it } from "vitest";
import { NoOfflineTicketError } from "../offline/join-at-kiosk";
import { JOIN_FAILED_MESSAGE, joinErrorMessage, OFFLINE_NO_TICKET_MESSAGE } from "./join-error";

function trpcError(code: string, message: string) {
  return new TRPCClientError(message, { result: { error: { message, code: -32000, data: { code } } } });
}

describe("joinErrorMessage", () => {
  it("shows the server's message for a refused join", () => {
    const closed = "The waitlist is closed right now. Please wait to be seated!";
    expect(joinErrorMessage(trpcError("CONFLICT", closed))).toBe(closed);
  });
  it("falls back to a plain retry request for server and network failures", () => {
    expect(joinErrorMessage(trpcError("INTERNAL_SERVER_ERROR", "boom"))).toBe(JOIN_FAILED_MESSAGE);
    expect(joinErrorMessage(new TypeError("Failed to fetch"))).toBe(JOIN_FAILED_MESSAGE);
    expect(joinErrorMessage(undefined)).toBe(JOIN_FAILED_MESSAGE);
  });
  it("offline with every leased ticket used: asks for a host", () => {
    expect(joinErrorMessage(new NoOfflineTicketError())).toBe(OFFLINE_NO_TICKET_MESSAGE);
  });
});
