import { TRPCClientError } from "@trpc/client";
import { describe, expect, it } from "vitest";
import { fieldRefusal } from "./field-refusal";

const refused = (message: string, data: Record<string, unknown>) =>
  TRPCClientError.from({ error: { code: -32600, message, data: { httpStatus: 400, ...data } } });

describe("fieldRefusal", () => {
  it("splits a refused input into its field and its words (no field key left in the words)", () => {
    const error = refused("guestPhone: This phone number cannot exist.", {
      code: "BAD_REQUEST",
      field: "guestPhone",
    });
    expect(fieldRefusal(error)).toEqual({ field: "guestPhone", message: "This phone number cannot exist." });
  });

  it("keeps a refusal about no field, and one whose words do not start with the key, as they are", () => {
    expect(fieldRefusal(refused("This time slot is full.", { code: "CONFLICT" }))).toEqual({
      field: null,
      message: "This time slot is full.",
    });
    expect(
      fieldRefusal(refused("We can only text US numbers.", { code: "BAD_REQUEST", field: "phone" })),
    ).toEqual({
      field: "phone",
      message: "We can only text US numbers.",
    });
  });

  it("answers null for an internal error or no answer at all", () => {
    expect(fieldRefusal(refused("boom", { code: "INTERNAL_SERVER_ERROR" }))).toBeNull();
    expect(fieldRefusal(TRPCClientError.from(new TypeError("Failed to fetch")))).toBeNull();
    expect(fieldRefusal(new Error("x"))).toBeNull();
  });
});
