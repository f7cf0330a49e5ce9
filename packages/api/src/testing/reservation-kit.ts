/** Helpers for the reservation integration tests. */
import { TRPCError } from "@trpc/server";
import { expect } from "vitest";
import { ZodError } from "zod";
import { describeZodError } from "../trpc";

/** A Wednesday, 12:00 in New York (the demo store). */
export const NOON_NY = "2026-06-10T16:00:00Z";
export const TODAY = "2026-06-10";
export const TOMORROW = "2026-06-11";

export function booking(overrides: Record<string, unknown> = {}) {
  return {
    reservationDate: TOMORROW,
    reservationTime: "18:00",
    partySize: 2,
    guestName: "Ada Lovelace",
    guestPhone: "(555) 223 - 4567",
    guestEmail: "ada@example.com",
    seatingPreference: "indoor" as const,
    specialRequests: "Window please",
    ...overrides,
  };
}

/** Awaits a rejected tRPC call and checks its code and (exact or matching) message. */
export async function expectTrpcError(
  p: Promise<unknown>,
  code: TRPCError["code"],
  message?: string | RegExp,
) {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err, "expected the call to fail").toBeInstanceOf(TRPCError);
  const e = err as TRPCError;
  expect(e.code).toBe(code);
  // Over HTTP the error formatter turns a zod error into "field: message"; a direct caller sees the raw error.
  const shown = e.cause instanceof ZodError ? describeZodError(e.cause) : e.message;
  if (typeof message === "string") expect(shown).toBe(message);
  else if (message) expect(shown).toMatch(message);
  return e;
}
