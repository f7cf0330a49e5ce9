/**
 * How the apps speak tRPC to the server, client side: the links (batched HTTP for queries, one request per mutation
 * with its Idempotency-Key, SSE for subscriptions opened with a stream ticket) and what the apps read of a failed call. The envelope itself is read by
 * @trpc/client only; nothing here parses it by hand. Plain TypeScript (no React, no Vite, no DOM storage), so the
 * server's contract test (apps/server trpc-wire.contract.int.test.ts) drives this very client against a real server.
 */
import type { AppRouter } from "@seatline/api/router";
import {
  createTRPCClient,
  httpBatchLink,
  httpSubscriptionLink,
  type Operation,
  splitLink,
  type TRPCClient,
  TRPCClientError,
} from "@trpc/client";
import { IDEMPOTENCY_KEY_HEADER, newIdempotencyKey } from "./idempotency-key";

export interface TrpcWireOptions {
  /** Full URL of the tRPC endpoint, e.g. `https://api.example/trpc`. */
  url: string;
  /** The bearer token, read per request (null: anonymous). */
  getToken: () => string | null;
  /** An EventSource where there is none built in (Node 20); browsers use their own. */
  EventSource?: Parameters<typeof httpSubscriptionLink>[0]["EventSource"];
}

/** An operation may carry its own token in its context (used by logout, which clears storage at once). */
function tokenFromContext(opList: readonly Operation[]): string | null {
  for (const op of opList) {
    const token = op.context.token;
    if (typeof token === "string" && token.length > 0) return token;
  }
  return null;
}

/** The key a mutation call passed as `context: { idempotencyKey }`, else a fresh one for this call. */
function idempotencyKeyOf(op: Operation): string {
  const key = op.context.idempotencyKey;
  return typeof key === "string" && key.length > 0 ? key : newIdempotencyKey();
}

/**
 * A stream ticket (events.streamTicket, 60 s, one stream); null when refused or unreachable (the stream then says why).
 * Asked with a call of its own, not batched: a batch answers when its slowest call does, and a reconnect should not
 * wait on a slow report.
 */
export async function fetchStreamTicket(url: string, token: string): Promise<string | null> {
  try {
    const client = createTRPCClient<AppRouter>({
      // A batch of one: the batch link every app loads anyway (a plain httpLink would add its own code to each).
      links: [httpBatchLink({ url, maxItems: 1, headers: { Authorization: `Bearer ${token}` } })],
    });
    return (await client.events.streamTicket.mutate()).ticket;
  } catch {
    return null;
  }
}

/** The client of the Seatline API at `url`. */
export function createWireClient(options: TrpcWireOptions): TRPCClient<AppRouter> {
  const { url, getToken, EventSource } = options;
  const batchLink = (maxItems?: number) =>
    httpBatchLink({
      url,
      maxURLLength: 2000,
      maxItems,
      headers: ({ opList }) => {
        const token = tokenFromContext(opList) ?? getToken();
        const op = opList[0];
        return {
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
          ...(op?.type === "mutation" ? { [IDEMPOTENCY_KEY_HEADER]: idempotencyKeyOf(op) } : {}),
        };
      },
    });
  return createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (op) => op.type === "subscription",
        // EventSource cannot set headers and its URL is logged: each time the link opens the stream a single-use
        // stream ticket is asked for with the Authorization header and sent in connectionParams; the session token
        // never is. EventSource's own reconnect (after a dropped connection) resends the spent ticket and is refused;
        // use-store-events.ts then opens the subscription again, with a fresh ticket.
        true: httpSubscriptionLink({
          url,
          ...(EventSource ? { EventSource } : {}),
          connectionParams: async () => {
            const token = getToken();
            const ticket = token ? await fetchStreamTicket(url, token) : null;
            return ticket ? { ticket } : null;
          },
        }),
        // Queries in batches; a mutation alone, a batch of one, with its Idempotency-Key (the server takes a key for
        // one call, never a batch): the key the call passed in its context (a retry of the same user action), else a
        // fresh one. One batch link for both keeps the apps' first bundle small.
        false: splitLink({
          condition: (op) => op.type === "mutation",
          true: batchLink(1),
          false: batchLink(),
        }),
      }),
    ],
  });
}

export { newIdempotencyKey } from "./idempotency-key";
export { trpcErrorCode } from "./trpc-error-code";

/** The HTTP status of the answer a tRPC client error came from, if it came from one. */
export function httpStatusOf(error: unknown): number | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  const response: unknown = error.meta?.response;
  if (typeof response === "object" && response !== null && "status" in response) {
    const status: unknown = response.status;
    if (typeof status === "number") return status;
  }
  return undefined;
}
