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

/** A stream ticket (events.streamTicket, 60 s, one stream); null when refused or unreachable (the stream then says why). */
export async function fetchStreamTicket(url: string, token: string): Promise<string | null> {
  try {
    const res = await fetch(`${url}/events.streamTicket`, {
      method: "POST",
      headers: { "content-type": "application/json", Authorization: `Bearer ${token}` },
      body: "{}",
    });
    if (!res.ok) return null;
    const body = (await res.json()) as { result?: { data?: { ticket?: unknown } } };
    const ticket = body.result?.data?.ticket;
    return typeof ticket === "string" ? ticket : null;
  } catch {
    return null;
  }
}

export function createTrpcClient(options: CreateTrpcClientOptions = {}): SeatlineTrpcClient {
  const url = options.url ?? `${apiBaseUrl()}/trpc`;
  const getToken = options.getToken ?? readStoredToken;
  return createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (op) => op.type === "subscription",
        // EventSource cannot set headers and its URL is logged: before each (re)connect a single-use stream ticket is
        // asked for with the Authorization header and sent in connectionParams; the session token never is.
        true: httpSubscriptionLink({
          url,
          connectionParams: async () => {
            const token = getToken();
            const ticket = token ? await fetchStreamTicket(url, token) : null;
            return ticket ? { ticket } : null;
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
