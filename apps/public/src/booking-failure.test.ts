import { TRPCClientError } from "@trpc/client";
import { describe, expect, it } from "vitest";
import { bookingFailure, CREATE_FAILED_TEXT, NON_200_TEXT, NOT_SENT_TEXT } from "./booking-failure";

const serverError = (code: string, message: string, field?: string) =>
  TRPCClientError.from({ error: { code: -32600, message, data: { code, httpStatus: 409, field } } });

describe("bookingFailure", () => {
  it("a refusal with a reason: the reason, then the failure text", () => {
    const reason = "This time slot is no longer available. Please choose another time.";
    expect(bookingFailure(serverError("CONFLICT", reason))).toEqual({
      field: null,
      messages: [reason, CREATE_FAILED_TEXT],
    });
  });

  it("a refused contact field: its words alone, for that field, without the field's key or 'Please try again'", () => {
    const words = "This phone number cannot exist. Please check the area code and number.";
    expect(bookingFailure(serverError("BAD_REQUEST", `guestPhone: ${words}`, "guestPhone"))).toEqual({
      field: "guestPhone",
      message: words,
    });
    expect(
      bookingFailure(
        serverError("BAD_REQUEST", "guestEmail: Please enter a valid email address.", "guestEmail"),
      ),
    ).toEqual({ field: "guestEmail", message: "Please enter a valid email address." });
  });

  it("a refused field the guest does not type (the date): its words in the notice, no key", () => {
    const words = "Reservations cannot be made for a past date.";
    expect(
      bookingFailure(serverError("BAD_REQUEST", `reservationDate: ${words}`, "reservationDate")),
    ).toEqual({
      field: null,
      messages: [words, CREATE_FAILED_TEXT],
    });
  });

  it("an internal error: the non-200 text", () => {
    expect(bookingFailure(serverError("INTERNAL_SERVER_ERROR", "boom"))).toEqual({
      field: null,
      messages: [NON_200_TEXT],
    });
  });

  it("a body that is not tRPC's JSON: the non-200 text", () => {
    expect(bookingFailure(TRPCClientError.from(new SyntaxError("Unexpected token <")))).toEqual({
      field: null,
      messages: [NON_200_TEXT],
    });
  });

  it("no answer: not sent, try again (the retry keeps its key, so nothing is booked twice)", () => {
    expect(bookingFailure(TRPCClientError.from(new TypeError("Failed to fetch")))).toEqual({
      field: null,
      messages: [NOT_SENT_TEXT],
    });
    expect(bookingFailure(new Error("x"))).toEqual({ field: null, messages: [NOT_SENT_TEXT] });
  });
});
