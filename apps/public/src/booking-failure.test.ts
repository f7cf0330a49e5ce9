import { TRPCClientError } from "@trpc/client";
import { describe, expect, it } from "vitest";
import { bookingFailureMessages, CREATE_FAILED_TEXT, NON_200_TEXT } from "./booking-failure";

const serverError = (code: string, message: string) =>
  TRPCClientError.from({ error: { code: -32600, message, data: { code, httpStatus: 409 } } });

describe("bookingFailureMessages", () => {
  it("a refusal with a reason: the reason, then the failure text", () => {
    const reason = "This time slot is no longer available. Please choose another time.";
    expect(bookingFailureMessages(serverError("CONFLICT", reason))).toEqual([reason, CREATE_FAILED_TEXT]);
  });

  it("an internal error: the non-200 text", () => {
    expect(bookingFailureMessages(serverError("INTERNAL_SERVER_ERROR", "boom"))).toEqual([NON_200_TEXT]);
  });

  it("a body that is not tRPC's JSON: the non-200 text", () => {
    expect(bookingFailureMessages(TRPCClientError.from(new SyntaxError("Unexpected token <")))).toEqual([
      NON_200_TEXT,
    ]);
  });

  it("no answer: the failure text", () => {
    expect(bookingFailureMessages(TRPCClientError.from(new TypeError("Failed to fetch")))).toEqual([
      CREATE_FAILED_TEXT,
    ]);
    expect(bookingFailureMessages(new Error("x"))).toEqual([CREATE_FAILED_TEXT]);
  });
});
