import type { AppRouter } from "@seatline/api/router";
import {
  createTRPCClient,
  httpBatchLink,
  httpSubscriptionLink,
  type Operation,
  splitLink,
} from "@trpc/client";
import { readStoredToken } from "./auth-storage";
import type { SeatlineTrpcClient } from "./trpc";

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

/** An operation may carry its own token in its context (used by logout, which clears storage at once). */
function tokenFromContext(opList: readonly Operation[]): string | null {
  for (const op of opList) {
    const token = op.context.token;
    if (typeof token === "string" && token.length > 0) return token;
  }
  return null;
}

export function createTrpcClient(options: CreateTrpcClientOptions = {}): SeatlineTrpcClient {
  const url = options.url ?? `${apiBaseUrl()}/trpc`;
  const getToken = options.getToken ?? readStoredToken;
  return createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (op) => op.type === "subscription",
        // EventSource cannot set headers: the token travels in tRPC's connectionParams (a URL query parameter).
        true: httpSubscriptionLink({
          url,
          connectionParams: () => {
            const token = getToken();
            return token ? { token } : null;
          },
        }),
        false: httpBatchLink({
          url,
          maxURLLength: 2000,
          headers: ({ opList }) => {
            const token = tokenFromContext(opList) ?? getToken();
            return token ? { Authorization: `Bearer ${token}` } : {};
          },
        }),
      }),
    ],
  });
}
