/**
 * The public page's connection to the API: a plain tRPC client (no query cache — the page makes a handful of
 * calls, and leaving TanStack Query out keeps the initial JavaScript small). Its origin comes from VITE_API_URL
 * (packages/ui createTrpcClient), "" meaning the page's own origin.
 */
import type { RouterOutputs } from "@seatline/api/router";
import { createTrpcClient, type SeatlineTrpcClient } from "@seatline/ui";
import { createContext, useContext } from "react";

export type StoreDetails = RouterOutputs["public"]["storeDetails"];
export type BookableDates = RouterOutputs["public"]["bookableDates"];
export type PublicReservation = RouterOutputs["public"]["createReservation"];

export const ApiContext = createContext<SeatlineTrpcClient | null>(null);

let fallbackClient: SeatlineTrpcClient | null = null;

/** The tRPC client of the page (one per page load unless a test provides its own). */
export function useApi(): SeatlineTrpcClient {
  const provided = useContext(ApiContext);
  if (provided) return provided;
  fallbackClient ??= createTrpcClient();
  return fallbackClient;
}
