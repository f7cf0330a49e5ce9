/**
 * The guest pages' connection to the API: a plain tRPC client (no query cache, so the pages stay small) that never
 * sends a staff token, even when a host signed in on the same device.
 */
import type { RouterOutputs } from "@seatline/api/router";
import { createTrpcClient, type SeatlineTrpcClient } from "@seatline/ui";

export type GuestStatus = RouterOutputs["guest"]["status"];
export type GuestJoinInfo = RouterOutputs["guest"]["joinInfo"];
export type BookingTimes = RouterOutputs["guest"]["bookingTimes"];

let client: SeatlineTrpcClient | null = null;

export function guestApi(): SeatlineTrpcClient {
  client ??= createTrpcClient({ getToken: () => null });
  return client;
}
