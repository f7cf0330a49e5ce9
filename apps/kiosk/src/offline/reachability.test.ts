import { TRPCClientError } from "@trpc/client";
import { describe, expect, it } from "vitest";
import { poolAfterRefill } from "./offline-queue";
import { isRefusedForGood, isUnreachable } from "./reachability";

function answered(code: string, httpStatus: number) {
  return new TRPCClientError("x", {
    result: { error: { message: "x", code: -32000, data: { code, httpStatus } } },
    meta: { response: { status: httpStatus } },
  });
}

describe("what the kiosk takes offline", () => {
  it("no answer at all, or a gateway's 502/503/504, is unreachable", () => {
    expect(isUnreachable(new TypeError("Failed to fetch"))).toBe(true);
    expect(isUnreachable(new TRPCClientError("Failed to fetch"))).toBe(true);
    expect(isUnreachable(answered("SERVICE_UNAVAILABLE", 503))).toBe(true);
    expect(isUnreachable(answered("INTERNAL_SERVER_ERROR", 502))).toBe(true);
  });
  it("an answer of the server is not: it is shown (closed waitlist, bad input, the server's own failure)", () => {
    expect(isUnreachable(answered("CONFLICT", 409))).toBe(false);
    expect(isUnreachable(answered("BAD_REQUEST", 400))).toBe(false);
    expect(isUnreachable(answered("INTERNAL_SERVER_ERROR", 500))).toBe(false);
  });
  it("a queued join is set aside only for answers that will never change", () => {
    expect(isRefusedForGood(answered("BAD_REQUEST", 400))).toBe(true);
    expect(isRefusedForGood(answered("UNAUTHORIZED", 401))).toBe(false);
    expect(isRefusedForGood(answered("TOO_MANY_REQUESTS", 429))).toBe(false);
    expect(isRefusedForGood(new TypeError("Failed to fetch"))).toBe(false);
  });
});

describe("the pool after a refill", () => {
  it("leaves out tickets queued joins hold (taken here, not yet at the server)", () => {
    expect(poolAfterRefill(["A0", "A1", "A2", "B3"], [{ ticket: "A1" }, { ticket: "Z9" }])).toEqual([
      "A0",
      "A2",
      "B3",
    ]);
  });
});
