import { readStoredToken } from "./auth-storage";
import type { SeatlineTrpcClient } from "./trpc";
import { createWireClient } from "./trpc-wire";

export interface CreateTrpcClientOptions {
  /** Full URL of the tRPC endpoint; defaults to `${VITE_API_URL ?? ""}/trpc`. */
  url?: string;
  /** Where the bearer token comes from; defaults to localStorage (`seatline.token`), read per request. */
  getToken?: () => string | null;
}

/** Base URL of the API origin ("" = same origin). */
export function apiBaseUrl(): string {
  // Optional chaining: outside Vite (Node scripts, tests) import.meta.env is undefined.
  return import.meta.env?.VITE_API_URL ?? "";
}

/** The apps' client: the links of trpc-wire.ts, on the configured origin and the stored token. */
export function createTrpcClient(options: CreateTrpcClientOptions = {}): SeatlineTrpcClient {
  return createWireClient({
    url: options.url ?? `${apiBaseUrl()}/trpc`,
    getToken: options.getToken ?? readStoredToken,
  });
}
